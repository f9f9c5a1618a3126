import { describe, expect, it } from 'vitest';
import { bundleFailures, CEILINGS_KB, KB, PORTAL_BUDGET_KB, type RouteFigure } from '../../scripts/bundle-budget.mjs';

/** The budget check CI runs (`npm run budget`): budgets, and the ceilings of routes still over. */
const route = (name: string, kb: number, ceilingKb: number | null = null): RouteFigure => {
  const bytes = kb * KB;
  const ok = bytes <= PORTAL_BUDGET_KB * KB;
  return { route: name, bytes, budgetKb: PORTAL_BUDGET_KB, ceilingKb, ok, held: !ok && ceilingKb !== null && bytes <= ceilingKb * KB };
};
const check = (...routes: RouteFigure[]) => bundleFailures({ routes, lazyOnly: [] });

describe('bundleFailures', () => {
  it('passes a route within its budget', () => {
    expect(check(route('/dashboard', 259.9))).toEqual([]);
  });

  it('fails a route over its budget that has no ceiling', () => {
    expect(check(route('/trips', 260.5))).toEqual(['/trips: 260.5 KB > 260 KB']);
  });

  it('holds a route still over budget to its ceiling, and fails it past that', () => {
    expect(check(route('/history', 279.4, 280))).toEqual([]);
    expect(check(route('/history', 280.2, 280))).toEqual(['/history: 280.2 KB > 280 KB']);
  });

  it('fails a piece that must load only when used', () => {
    expect(bundleFailures({ routes: [], lazyOnly: [{ what: 'dialogs', found: ['x.js'], lazyChunk: true }] })).toEqual([
      'dialogs is loaded eagerly',
    ]);
  });

  it('lists ceilings only above the budget they stand in for', () => {
    for (const [name, ceiling] of Object.entries(CEILINGS_KB))
      expect(ceiling, name).toBeGreaterThan(name === '/' ? 160 : PORTAL_BUDGET_KB);
  });
});
