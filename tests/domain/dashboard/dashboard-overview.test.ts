import { describe, expect, it } from 'vitest';
import { welcomeName } from '../../../src/domain/auth/user';
import {
  DASHBOARD_LOAD_PREVIEW,
  dashboardLoadPreview,
} from '../../../src/domain/dashboard/dashboard-overview';
import { aLoad } from '../my-loads/load-fixture';

describe('dashboardLoadPreview (up to 3 active loads)', () => {
  const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:00:00Z`;

  it('shows the three newest of many', () => {
    const loads = [1, 5, 3, 4, 2].map((day) => aLoad({ id: day, createdAt: at(day) }));
    expect(dashboardLoadPreview(loads).map((l) => l.id)).toEqual([5, 4, 3]);
    expect(DASHBOARD_LOAD_PREVIEW).toBe(3);
  });

  it('shows all of one or two', () => {
    expect(dashboardLoadPreview([aLoad({ id: 1 })])).toHaveLength(1);
    expect(dashboardLoadPreview([aLoad({ id: 1 }), aLoad({ id: 2 })])).toHaveLength(2);
  });

  it('shows nothing when there are none', () => {
    expect(dashboardLoadPreview([])).toEqual([]);
  });
});

describe('welcome banner name (first name, else the name, else Customer)', () => {
  it.each([
    [{ firstName: 'Dana', name: 'Dana Shipper' }, 'Dana'],
    [{ firstName: '  ', name: 'Dana Shipper' }, 'Dana Shipper'],
    [{ firstName: '', name: '' }, 'Customer'],
    [null, 'Customer'],
  ])('%o greets "%s"', (user, expected) => {
    expect(welcomeName(user)).toBe(expected);
  });
});
