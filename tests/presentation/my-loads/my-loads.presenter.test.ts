import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListActiveLoadsWithNewBids } from '../../../src/application/my-loads/list-active-loads-with-new-bids';
import { InMemorySeenBidsStore } from '../../../src/infrastructure/storage/in-memory-seen-bids-store';
import { AppError } from '../../../src/domain/shared/app-error';
import { MyLoadsPresenter } from '../../../src/presentation/screens/my-loads/my-loads.presenter';
import { aLoad } from '../../domain/my-loads/load-fixture';
import { ControlledLoadRepository, settle } from './fakes';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { FakeLiveUpdates } from '../bids/bids-presenter-fixtures';
import { LIVE_PAUSE_NOTICE_MS } from '../../../src/presentation/async/live-pause';
import { LIVE_READ_GAP_MS } from '../../../src/presentation/async/live-refresh';

/** Twelve loads, BH-1 the oldest and BH-12 the newest; odd ones go from Leeds. */
const TWELVE = Array.from({ length: 12 }, (_, i) =>
  aLoad({
    id: i + 1,
    loadNo: `BH-${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 1, i + 1)).toISOString(),
    pickupAddress: i % 2 === 0 ? `${i + 1} Park Row, Leeds LS1` : `${i + 1} Corn St, Bristol BS1`,
  }),
);

/** The presenter over a controlled list; by default over an API with no live updates. */
function setup(live = new FakeLiveUpdates('unavailable')) {
  const repo = new ControlledLoadRepository();
  const presenter = new MyLoadsPresenter(
    new ListActiveLoadsWithNewBids(repo, new InMemorySeenBidsStore()),
    live,
    systemTimers,
  );
  const statuses: string[] = [];
  const dispose = autorun(() => statuses.push(presenter.list.status.kind));
  return { repo, presenter, statuses, dispose };
}

async function loaded(loads = TWELVE) {
  const s = setup();
  s.presenter.start();
  s.repo.last.resolve(loads);
  await settle();
  return s;
}

describe('MyLoadsPresenter: the request', () => {
  it('goes idle → loading → succeeded, showing "Loading Loads..." until the first list is in', async () => {
    const { repo, presenter, statuses } = setup();
    // Before start too: the screen paints once before it starts, and must not look empty then.
    expect(presenter.list.awaitingFirstAnswer).toBe(true);
    presenter.start();
    expect(presenter.list.awaitingFirstAnswer).toBe(true);
    expect(presenter.list.loaded).toBe(false);
    repo.last.resolve(TWELVE);
    await settle();
    expect(statuses).toEqual(['idle', 'loading', 'succeeded']);
    expect(presenter.list.awaitingFirstAnswer).toBe(false);
    expect(presenter.total).toBe(12);
  });

  it('does nothing in the constructor and fetches once however often start is called', () => {
    const { repo, presenter } = setup();
    expect(repo.calls).toHaveLength(0);
    presenter.start();
    presenter.start();
    expect(repo.calls).toHaveLength(1);
  });

  it('shows the server message when the fetch fails', async () => {
    const { repo, presenter, statuses } = setup();
    presenter.start();
    repo.last.reject(AppError.server('Loads are being re-indexed'));
    await settle();
    expect(statuses).toEqual(['idle', 'loading', 'failed']);
    expect(presenter.list.error).toBe('Loads are being re-indexed');
    expect(presenter.isEmpty).toBe(false);
  });

  it('shows the fallback text when there is no server message', async () => {
    const { repo, presenter } = setup();
    presenter.start();
    repo.last.reject(new AppError('network'));
    await settle();
    expect(presenter.list.error).toBe('Failed to fetch active loads');
  });

  it('keeps the rows during a refresh and after a failed one, with the error shown', async () => {
    const { repo, presenter } = await loaded();
    void presenter.refresh();
    expect(presenter.list.loading).toBe(true);
    expect(presenter.list.awaitingFirstAnswer).toBe(false);
    expect(presenter.rows).toHaveLength(10);
    repo.last.reject(AppError.server());
    await settle();
    expect(presenter.rows).toHaveLength(10);
    expect(presenter.list.error).toBe('Failed to fetch active loads');
  });

  it('clears the error when a refresh succeeds', async () => {
    const { repo, presenter } = setup();
    presenter.start();
    repo.last.reject(AppError.server());
    await settle();
    void presenter.refresh();
    repo.last.resolve(TWELVE);
    await settle();
    expect(presenter.list.error).toBeNull();
    expect(presenter.rows).toHaveLength(10);
  });

  it('lets the newest request win when answers arrive out of order', async () => {
    const { repo, presenter } = setup();
    presenter.start();
    void presenter.refresh();
    const [first, second] = repo.calls;
    second?.resolve([aLoad({ id: 99, loadNo: 'NEWER' })]);
    await settle();
    first?.resolve(TWELVE);
    await settle();
    expect(presenter.rows.map((l) => l.loadNo)).toEqual(['NEWER']);
    expect(presenter.list.status.kind).toBe('succeeded');
  });

  it('ignores an answer that arrives after stop', async () => {
    const { repo, presenter } = setup();
    const dispose = presenter.start();
    dispose();
    repo.last.resolve(TWELVE);
    await settle();
    expect(presenter.list.loaded).toBe(false);
    expect(presenter.rows).toEqual([]);
  });
});

describe('MyLoadsPresenter: empty state', () => {
  it('is empty when the customer has no active loads', async () => {
    const { presenter } = await loaded([]);
    expect(presenter.isEmpty).toBe(true);
    expect(presenter.rangeText).toBe('');
  });

  it('is empty when a search matches nothing, and not once it is cleared', async () => {
    const { presenter } = await loaded();
    presenter.setQuery('Aberdeen');
    expect(presenter.isEmpty).toBe(true);
    expect(presenter.isSearching).toBe(true);
    presenter.clearQuery();
    expect(presenter.isEmpty).toBe(false);
    expect(presenter.rows).toHaveLength(10);
  });
});

describe('MyLoadsPresenter: search, sort and pages of ten', () => {
  it('shows the ten newest first on page 1 and the two oldest on page 2', async () => {
    const { presenter } = await loaded();
    expect(presenter.sort).toBe('newest');
    expect(presenter.rows.map((l) => l.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(presenter.lastPage).toBe(2);
    expect(presenter.rangeText).toBe('Showing 1–10 of 12 jobs');
    presenter.goToPage(2);
    expect(presenter.rows.map((l) => l.id)).toEqual([2, 1]);
    expect(presenter.rangeText).toBe('Showing 11–12 of 12 jobs');
  });

  it('sorts oldest first and goes back to page 1', async () => {
    const { presenter } = await loaded();
    presenter.goToPage(2);
    presenter.setSort('oldest');
    expect(presenter.page).toBe(1);
    expect(presenter.rows[0]?.id).toBe(1);
  });

  it('searches the pickup address ignoring case, back on page 1, counting the matches', async () => {
    const { presenter } = await loaded();
    presenter.goToPage(2);
    presenter.setQuery('LEEDS');
    expect(presenter.page).toBe(1);
    expect(presenter.rows.map((l) => l.id)).toEqual([11, 9, 7, 5, 3, 1]);
    expect(presenter.lastPage).toBe(1);
    expect(presenter.rangeText).toBe('Showing 1–6 of 6 matching jobs');
    expect(presenter.total).toBe(12);
  });

  it('searches the load number', async () => {
    const { presenter } = await loaded();
    presenter.setQuery('bh-12');
    expect(presenter.rows.map((l) => l.loadNo)).toEqual(['BH-12']);
  });

  it('keeps the page in range when a refresh brings fewer loads', async () => {
    const { repo, presenter } = await loaded();
    presenter.goToPage(2);
    void presenter.refresh();
    repo.last.resolve(TWELVE.slice(0, 4));
    await settle();
    expect(presenter.page).toBe(1);
    expect(presenter.rows).toHaveLength(4);
  });

  it('clamps a page number out of range', async () => {
    const { presenter } = await loaded();
    presenter.goToPage(9);
    expect(presenter.page).toBe(2);
    presenter.goToPage(0);
    expect(presenter.page).toBe(1);
  });
});

describe('MyLoadsPresenter: live hints', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the list again on a loads hint, at most once a second, and hears nothing once left', async () => {
    const live = new FakeLiveUpdates('live');
    const { repo, presenter, dispose } = setup(live);
    presenter.start();
    expect(live.topics()).toEqual([{ kind: 'loads' }]);
    repo.last.resolve(TWELVE);
    // The fake timers hold `settle`'s timeout: the answer is let through by moving time by 0.
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    live.changed('loads');
    live.changed('loads');
    expect(repo.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    expect(repo.calls).toHaveLength(3);
    presenter.stop();
    expect(live.topics()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    dispose();
  });

  it('says paused after 30 s without the channel, and not once it is back', async () => {
    const live = new FakeLiveUpdates('connecting');
    const { repo, presenter, dispose } = setup(live);
    presenter.start();
    repo.last.resolve(TWELVE);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(LIVE_PAUSE_NOTICE_MS);
    expect(presenter.liveRefresh.pause.paused).toBe(true);
    // Without a timer of its own, the screen reads nothing while the channel is down.
    expect(repo.calls).toHaveLength(1);
    live.setStatus('live');
    expect(presenter.liveRefresh.pause.paused).toBe(false);
    // Back: changes may have been missed, so it reads once.
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    expect(repo.calls).toHaveLength(2);
    presenter.stop();
    dispose();
  });
});
