import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListActiveLoadsWithNewBids } from '../../../src/application/my-loads/list-active-loads-with-new-bids';
import { InMemorySeenBidsStore } from '../../../src/infrastructure/storage/in-memory-seen-bids-store';
import type { User } from '../../../src/domain/auth/user';
import { AppError } from '../../../src/domain/shared/app-error';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { DashboardPresenter } from '../../../src/presentation/screens/dashboard/dashboard.presenter';
import { aLoad } from '../../domain/my-loads/load-fixture';
import { ControlledDashboardRepository, ControlledLoadRepository, settle } from '../my-loads/fakes';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { FakeLiveUpdates } from '../bids/bids-presenter-fixtures';
import { LIVE_PAUSE_NOTICE_MS } from '../../../src/presentation/async/live-pause';
import { LIVE_READ_GAP_MS } from '../../../src/presentation/async/live-refresh';

const DANA: User = {
  id: 1,
  email: 'demo@shipper.test',
  firstName: 'Dana',
  lastName: 'Shipper',
  name: 'Dana Shipper',
  phoneNumber: '',
  address: '',
  businessType: '',
  businessDescription: '',
  photoUrl: null,
};

/** The dashboard for `user`; by default over an API with no live updates. */
function setup(user: User | null = DANA, live = new FakeLiveUpdates('unavailable')) {
  const dashboard = new ControlledDashboardRepository();
  const loads = new ControlledLoadRepository();
  const session = new LocalStorageSessionStore(null);
  if (user) session.signIn(user, 'token');
  const presenter = new DashboardPresenter(
    dashboard,
    new ListActiveLoadsWithNewBids(loads, new InMemorySeenBidsStore()),
    loads,
    session,
    live,
    systemTimers,
  );
  const summaryStatuses: string[] = [];
  const loadsStatuses: string[] = [];
  autorun(() => summaryStatuses.push(presenter.summary.status.kind));
  autorun(() => loadsStatuses.push(presenter.activeLoads.status.kind));
  return { dashboard, loads, session, presenter, summaryStatuses, loadsStatuses };
}

type Figures = { activeJobs: number; completed: number };
/** A call that has not answered yet, or failed. */
type Unanswered = 'pending' | 'failed';

const FIVE_LOADS = [1, 2, 3, 4, 5].map((day) =>
  aLoad({ id: day, loadNo: `BH-${day}`, createdAt: `2026-03-0${day}T09:00:00Z` }),
);

describe('DashboardPresenter', () => {
  it('fetches the summary and the active loads side by side, once per start', () => {
    const { dashboard, loads, presenter } = setup();
    expect(dashboard.calls).toHaveLength(0);
    // The screen paints once before it starts: already a loading state, not an empty one.
    expect(presenter.summary.awaitingFirstAnswer).toBe(true);
    expect(presenter.activeLoads.awaitingFirstAnswer).toBe(true);
    presenter.start();
    presenter.start();
    expect(dashboard.calls).toHaveLength(1);
    expect(loads.calls).toHaveLength(1);
    expect(presenter.summary.awaitingFirstAnswer).toBe(true);
    expect(presenter.activeLoads.awaitingFirstAnswer).toBe(true);
  });

  it('shows the counts, the three newest loads and the load count when both arrive', async () => {
    const { dashboard, loads, presenter, summaryStatuses, loadsStatuses } = setup();
    presenter.start();
    dashboard.last.resolve({ activeJobs: 5, completed: 15, user: null, userPhotoUrl: null });
    loads.last.resolve(FIVE_LOADS);
    await settle();
    expect(summaryStatuses).toEqual(['idle', 'loading', 'succeeded']);
    expect(loadsStatuses).toEqual(['idle', 'loading', 'succeeded']);
    expect(presenter.activeJobs).toBe(5);
    expect(presenter.completed).toBe(15);
    expect(presenter.previewRows.map((row) => row.loadNo)).toEqual(['BH-5', 'BH-4', 'BH-3']);
    expect(presenter.activeLoadCount).toBe(5);
    expect(presenter.loadsEmpty).toBe(false);
  });

  it('greets the signed-in user by first name until the dashboard sends its own user', async () => {
    const { dashboard, loads, presenter } = setup();
    presenter.start();
    expect(presenter.firstName).toBe('Dana');
    expect(presenter.email).toBe('demo@shipper.test');
    expect(presenter.initials).toBe('DS');
    dashboard.last.resolve({
      activeJobs: 0,
      completed: 0,
      user: { ...DANA, firstName: 'Daniela', email: 'daniela@shipper.test' },
      userPhotoUrl: null,
    });
    loads.last.resolve([]);
    await settle();
    expect(presenter.firstName).toBe('Daniela');
    expect(presenter.email).toBe('daniela@shipper.test');
  });

  it('greets the signed-in user from its first render, before start (no "Customer" then a name: layout shift)', () => {
    const { presenter } = setup();
    expect(presenter.firstName).toBe('Dana');
    expect(presenter.initials).toBe('DS');
  });

  it('falls back to the name, then to "Customer"', () => {
    const named = setup({ ...DANA, firstName: '' });
    named.presenter.start();
    expect(named.presenter.firstName).toBe('Dana Shipper');
    const nobody = setup(null);
    nobody.presenter.start();
    expect(nobody.presenter.firstName).toBe('Customer');
    expect(nobody.presenter.email).toBe('');
  });

  it('follows a profile change of the signed-in user while shown', () => {
    const { session, presenter } = setup();
    presenter.start();
    session.updateUser({ ...DANA, firstName: 'Dee' });
    expect(presenter.firstName).toBe('Dee');
  });

  it.each<[string, Figures | Unanswered, number | Unanswered, boolean | null]>([
    ['nothing has answered', 'pending', 'pending', null],
    ['both answered with no job', { activeJobs: 0, completed: 0 }, 0, false],
    ['a job waiting for bids', { activeJobs: 1, completed: 0 }, 1, true],
    ['a completed job only', { activeJobs: 0, completed: 3 }, 0, true],
    ['an active load listed while the figures fail', 'failed', 2, true],
    ['figures of jobs while the list fails', { activeJobs: 2, completed: 0 }, 'failed', true],
    ['no figures, and no list', 'failed', 'failed', null],
    ['no job in the figures, and no list', { activeJobs: 0, completed: 0 }, 'failed', null],
    ['no figures, and an empty list', 'failed', 0, null],
  ])('knows whether a job exists when %s', async (_, figures, listed, expected) => {
    const { dashboard, loads, presenter } = setup();
    presenter.start();
    if (figures === 'failed') dashboard.last.reject(AppError.server());
    else if (typeof figures === 'object')
      dashboard.last.resolve({ ...figures, user: null, userPhotoUrl: null });
    if (listed === 'failed') loads.last.reject(AppError.server());
    else if (typeof listed === 'number') loads.last.resolve(FIVE_LOADS.slice(0, listed));
    await settle();
    expect(presenter.hasJobs).toBe(expected);
    expect(presenter.greeting).toBe(expected ? 'Welcome back, Dana!' : 'Welcome, Dana!');
  });

  it('a shipper whose only job is assigned to a driver is greeted back, with no steps card', async () => {
    const { dashboard, loads, presenter } = setup();
    loads.searchTotal = 1;
    presenter.start();
    dashboard.last.resolve({ activeJobs: 0, completed: 0, user: null, userPhotoUrl: null });
    loads.last.resolve([]);
    await settle();
    expect(presenter.hasJobs).toBe(true);
    expect(presenter.greeting).toBe('Welcome back, Dana!');
  });

  it('greets with the name fallbacks: the name, then "Customer"', async () => {
    const named = setup({ ...DANA, firstName: ' ' });
    named.presenter.start();
    expect(named.presenter.greeting).toBe('Welcome, Dana Shipper!');
    named.dashboard.last.resolve({ activeJobs: 1, completed: 0, user: null, userPhotoUrl: null });
    await settle();
    expect(named.presenter.greeting).toBe('Welcome back, Dana Shipper!');
    const nobody = setup({ ...DANA, firstName: '', name: '' });
    expect(nobody.presenter.greeting).toBe('Welcome, Customer!');
  });

  it('reports a dashboard failure on its own, the loads still shown', async () => {
    const { dashboard, loads, presenter } = setup();
    presenter.start();
    dashboard.last.reject(new AppError('timeout'));
    loads.last.resolve(FIVE_LOADS);
    await settle();
    expect(presenter.summary.error).toBe('Failed to fetch dashboard');
    expect(presenter.activeJobs).toBeNull();
    expect(presenter.activeLoads.error).toBeNull();
    expect(presenter.previewRows).toHaveLength(3);
  });

  it('reports an active loads failure with the server message', async () => {
    const { dashboard, loads, presenter } = setup();
    presenter.start();
    dashboard.last.resolve({ activeJobs: 1, completed: 2, user: null, userPhotoUrl: null });
    loads.last.reject(AppError.server('Try later'));
    await settle();
    expect(presenter.activeLoads.error).toBe('Try later');
    expect(presenter.activeLoadCount).toBeNull();
    expect(presenter.summary.error).toBeNull();
  });

  it('retries each part on its own', async () => {
    const { dashboard, loads, presenter } = setup();
    presenter.start();
    dashboard.last.reject(AppError.server());
    loads.last.reject(AppError.server());
    await settle();
    void presenter.summary.run();
    dashboard.last.resolve({ activeJobs: 3, completed: 4, user: null, userPhotoUrl: null });
    void presenter.activeLoads.run();
    loads.last.resolve([]);
    await settle();
    expect(presenter.summary.error).toBeNull();
    expect(presenter.activeJobs).toBe(3);
    expect(presenter.loadsEmpty).toBe(true);
  });

  it('stops listening to the session and ignores late answers after stop', async () => {
    const { dashboard, loads, session, presenter } = setup();
    const dispose = presenter.start();
    dispose();
    // Nothing is left loading once the screen is gone.
    expect(presenter.summary.status.kind).toBe('idle');
    expect(presenter.activeLoads.status.kind).toBe('idle');
    dashboard.last.resolve({ activeJobs: 9, completed: 9, user: null, userPhotoUrl: null });
    loads.last.resolve(FIVE_LOADS);
    await settle();
    session.updateUser({ ...DANA, firstName: 'Dee' });
    expect(presenter.activeJobs).toBeNull();
    expect(presenter.activeLoadCount).toBeNull();
    expect(presenter.firstName).toBe('Dana');
  });
});

describe('DashboardPresenter: live hints', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the figures and the active loads again on a loads hint, at most once a second', async () => {
    const live = new FakeLiveUpdates('live');
    const { dashboard, loads, presenter } = setup(DANA, live);
    presenter.start();
    expect(live.topics()).toEqual([{ kind: 'loads' }]);
    // A hint right after the first reads waits for the end of its second; several make one read.
    live.changed('loads');
    live.changed('loads');
    expect(dashboard.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    expect(dashboard.calls).toHaveLength(2);
    expect(loads.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10 * LIVE_READ_GAP_MS);
    expect(dashboard.calls).toHaveLength(2);
    presenter.stop();
    expect(live.topics()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says paused only after 30 s without the channel, and never when the API has none', async () => {
    const live = new FakeLiveUpdates('connecting');
    const { presenter } = setup(DANA, live);
    presenter.start();
    await vi.advanceTimersByTimeAsync(LIVE_PAUSE_NOTICE_MS - 1);
    expect(presenter.liveRefresh.pause.paused).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(presenter.liveRefresh.pause.paused).toBe(true);
    live.setStatus('unavailable');
    expect(presenter.liveRefresh.pause.paused).toBe(false);
    presenter.stop();
  });
});
