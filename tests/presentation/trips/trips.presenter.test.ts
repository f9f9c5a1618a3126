import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TripRepository } from '../../../src/application/ports/trip-repository.port';
import { GroupTrips } from '../../../src/application/trips/group-trips.use-case';
import { ListTrips } from '../../../src/application/trips/list-trips.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import type { TripGroups } from '../../../src/domain/trip/trip';
import type { PageVisibility } from '../../../src/application/ports/page-visibility.port';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import {
  TRIPS_REFRESH_MS,
  TripsPresenter,
  tripTabFrom,
} from '../../../src/presentation/screens/trips/trips.presenter';
import { LIVE_PAUSE_NOTICE_MS } from '../../../src/presentation/async/live-pause';
import { LIVE_READ_GAP_MS } from '../../../src/presentation/async/live-refresh';
import { makeTrip } from '../../support/trips/make-trip';
import { FakeLiveUpdates } from '../bids/bids-presenter-fixtures';

const NOW = new Date('2026-03-02T10:00:00Z');

class FakeVisibility implements PageVisibility {
  visible = true;
  private readonly listeners = new Set<(visible: boolean) => void>();
  isVisible = () => this.visible;
  subscribe(listener: (visible: boolean) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  set(visible: boolean) {
    this.visible = visible;
    for (const l of this.listeners) l(visible);
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

/** A repository whose answers the test releases one by one. */
class ScriptedTrips implements TripRepository {
  calls = 0;
  private readonly pending: { resolve(g: TripGroups): void; reject(e: unknown): void }[] = [];
  list(): Promise<TripGroups> {
    this.calls += 1;
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }
  async answer(groups: TripGroups, index = 0) {
    this.pending.splice(index, 1)[0]?.resolve(groups);
    await flush();
  }
  async fail(error: unknown, index = 0) {
    this.pending.splice(index, 1)[0]?.reject(error);
    await flush();
  }
}

const flush = () =>
  new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

const upcoming = makeTrip({ reference: 'TRP-1' });
const ongoing = makeTrip({ status: 'in_progress', jobStatus: 'en_route', reference: 'TRP-2' });
const done = makeTrip({ status: 'completed', jobStatus: 'delivered', reference: 'TRP-3' });
const SERVER: TripGroups = { upcoming: [upcoming, done], ongoing: [ongoing], completed: [] };

/** The presenter over scripted trips; by default over an API with no live updates (it polls). */
function setup(live = new FakeLiveUpdates('unavailable')) {
  const repo = new ScriptedTrips();
  const visibility = new FakeVisibility();
  const presenter = new TripsPresenter({
    listTrips: new ListTrips(repo, new GroupTrips()),
    clock: { now: () => NOW },
    visibility,
    timers: systemTimers,
    live,
  });
  return { repo, visibility, presenter };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

describe('TripsPresenter', () => {
  it('does nothing until started (no I/O in the constructor)', () => {
    const { repo, presenter } = setup();
    expect(repo.calls).toBe(0);
    expect(presenter.trips.status).toEqual({ kind: 'idle' });
  });

  it('goes idle → loading → succeeded and shows the trips regrouped by their status', async () => {
    const { repo, presenter } = setup();
    const seen: string[] = [];
    const stopRecording = autorun(() => seen.push(presenter.trips.status.kind));
    presenter.start();
    expect(presenter.trips.awaitingFirstAnswer).toBe(true);
    await repo.answer(SERVER);
    stopRecording();
    expect(seen).toEqual(['idle', 'loading', 'succeeded']);
    expect(presenter.trips.awaitingFirstAnswer).toBe(false);
    expect(presenter.counts).toEqual({ upcoming: 1, ongoing: 1, completed: 1 });
    expect(presenter.cards.completed.map((c) => c.reference)).toEqual(['#TRP-3']);
    expect(presenter.cards.ongoing[0]?.eta).not.toBeNull();
    expect(presenter.updatedLabel).toMatch(/^Updated \d\d:\d\d$/);
  });

  it('shows the server message on failure', async () => {
    const { repo, presenter } = setup();
    presenter.start();
    await repo.fail(AppError.server('Trips service is down'));
    expect(presenter.trips.error).toBe('Trips service is down');
    expect(presenter.trips.awaitingFirstAnswer).toBe(false);
    expect(presenter.trips.loaded).toBe(false);
  });

  it.each([
    ['a server error without a message', AppError.server()],
    ['a network error', new AppError('network')],
    ['a timeout', new AppError('timeout')],
    ['anything else', new Error('boom')],
  ])("says 'Failed to load trips' for %s", async (_, error) => {
    const { repo, presenter } = setup();
    presenter.start();
    await repo.fail(error);
    expect(presenter.trips.error).toBe('Failed to load trips');
  });

  it('keeps the trips on screen when a refresh fails, and clears the error when one succeeds', async () => {
    const { repo, presenter } = setup();
    presenter.start();
    await repo.answer(SERVER);
    void presenter.load();
    expect(presenter.trips.awaitingFirstAnswer).toBe(false);
    await repo.fail(AppError.server());
    expect(presenter.trips.error).toBe('Failed to load trips');
    expect(presenter.counts.ongoing).toBe(1);
    void presenter.load();
    await repo.answer({ upcoming: [], ongoing: [], completed: [done] });
    expect(presenter.trips.error).toBeNull();
    expect(presenter.counts).toEqual({ upcoming: 0, ongoing: 0, completed: 1 });
  });

  it('refreshes every 30 s while the page is visible', async () => {
    const { repo, presenter } = setup();
    presenter.start();
    await repo.answer(SERVER);
    vi.advanceTimersByTime(TRIPS_REFRESH_MS - 1);
    expect(repo.calls).toBe(1);
    vi.advanceTimersByTime(1);
    expect(repo.calls).toBe(2);
    vi.advanceTimersByTime(TRIPS_REFRESH_MS);
    expect(repo.calls).toBe(3);
  });

  it('pauses while hidden and refreshes at once when visible again', async () => {
    const { repo, presenter, visibility } = setup();
    presenter.start();
    await repo.answer(SERVER);
    visibility.set(false);
    vi.advanceTimersByTime(5 * TRIPS_REFRESH_MS);
    expect(repo.calls).toBe(1);
    visibility.set(true);
    expect(repo.calls).toBe(2);
    vi.advanceTimersByTime(TRIPS_REFRESH_MS);
    expect(repo.calls).toBe(3);
  });

  it('does not tick when it starts hidden, until the page becomes visible', () => {
    const { repo, presenter, visibility } = setup();
    visibility.visible = false;
    presenter.start();
    vi.advanceTimersByTime(3 * TRIPS_REFRESH_MS);
    expect(repo.calls).toBe(1);
    visibility.set(true);
    expect(repo.calls).toBe(2);
  });

  it('keeps no timer or listener after stop, and drops an answer that arrives later', async () => {
    const { repo, presenter, visibility } = setup();
    const dispose = presenter.start();
    dispose();
    expect(presenter.trips.status).toEqual({ kind: 'idle' });
    expect(visibility.listenerCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3 * TRIPS_REFRESH_MS);
    expect(repo.calls).toBe(1);
    await repo.answer(SERVER);
    expect(presenter.trips.loaded).toBe(false);
  });

  it('is idempotent: start twice loads once; start, stop, start (StrictMode) loads again', async () => {
    const { repo, presenter, visibility } = setup();
    presenter.start();
    presenter.start();
    expect(repo.calls).toBe(1);
    presenter.stop();
    presenter.stop();
    presenter.start();
    expect(repo.calls).toBe(2);
    expect(visibility.listenerCount).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    await repo.answer(SERVER, 1);
    expect(presenter.trips.loaded).toBe(true);
  });

  it('opens the route dialog on a card, and keeps its route while the dialog closes', async () => {
    const { repo, presenter } = setup();
    presenter.start();
    await repo.answer(SERVER);
    expect([presenter.route, presenter.routeOpen]).toEqual([null, false]);
    const card = presenter.cards.ongoing[0]!;
    presenter.showRoute(card);
    expect(presenter.routeOpen).toBe(true);
    expect(presenter.route).toBe(card.route);
    presenter.closeRoute();
    expect(presenter.routeOpen).toBe(false);
    expect(presenter.route?.title).toBe('Route of #TRP-2');
  });

  it('lets the newest request win', async () => {
    const { repo, presenter } = setup();
    presenter.start();
    void presenter.load();
    await repo.answer({ upcoming: [], ongoing: [], completed: [done] }, 1);
    await repo.answer(SERVER, 0);
    expect(presenter.counts).toEqual({ upcoming: 0, ongoing: 0, completed: 1 });
    expect(presenter.trips.status).toEqual({ kind: 'succeeded' });
  });
});

describe('tripTabFrom', () => {
  it.each([
    ['ongoing', 'ongoing'],
    ['completed', 'completed'],
    ['upcoming', 'upcoming'],
    [null, 'upcoming'],
    ['history', 'upcoming'],
  ])('%j → %s', (value, tab) => {
    expect(tripTabFrom(value)).toBe(tab);
  });
});

describe('TripsPresenter: live hints', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });

  it('hears the trips while it shows, reads on a hint instead of every 30 s, and stops with the screen', async () => {
    const live = new FakeLiveUpdates('live');
    const { repo, presenter } = setup(live);
    presenter.start();
    expect(live.topics()).toEqual([{ kind: 'trips' }]);
    await repo.answer(SERVER);
    await vi.advanceTimersByTimeAsync(3 * TRIPS_REFRESH_MS);
    expect(repo.calls).toBe(1);
    live.changed('trips');
    expect(repo.calls).toBe(2);
    await repo.answer(SERVER);
    presenter.stop();
    expect(live.topics()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads at most once a second however many hints come, and misses none', async () => {
    const live = new FakeLiveUpdates('live');
    const { repo, presenter } = setup(live);
    presenter.start();
    await repo.answer(SERVER);
    // A hint right after the first read waits for the end of its second.
    for (let i = 0; i < 5; i++) live.changed('trips');
    expect(repo.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    expect(repo.calls).toBe(2);
    await repo.answer(SERVER);
    await vi.advanceTimersByTimeAsync(10 * LIVE_READ_GAP_MS);
    expect(repo.calls).toBe(2);
    presenter.stop();
  });

  it('polls while the channel is down, reads once when it is back, and says paused only after 30 s', async () => {
    const live = new FakeLiveUpdates('live');
    const { repo, presenter } = setup(live);
    presenter.start();
    await repo.answer(SERVER);
    live.setStatus('connecting');
    await vi.advanceTimersByTimeAsync(TRIPS_REFRESH_MS - 1);
    expect(presenter.liveRefresh.pause.paused).toBe(false);
    expect(repo.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(repo.calls).toBe(2);
    expect(presenter.liveRefresh.pause.paused).toBe(true);
    await repo.answer(SERVER);
    live.setStatus('live');
    expect(presenter.liveRefresh.pause.paused).toBe(false);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    expect(repo.calls).toBe(3);
    await repo.answer(SERVER);
    await vi.advanceTimersByTimeAsync(3 * TRIPS_REFRESH_MS);
    expect(repo.calls).toBe(3);
    presenter.stop();
  });

  it('rests its timer while another tab reads the trips, and reads at once on taking over', async () => {
    const live = new FakeLiveUpdates('live');
    const { repo, presenter } = setup(live);
    presenter.start();
    await repo.answer(SERVER);
    await vi.advanceTimersByTimeAsync(3 * TRIPS_REFRESH_MS);
    expect(repo.calls).toBe(1);
    expect(presenter.liveRefresh.pause.paused).toBe(false);

    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    live.setStatus('unavailable');
    expect(repo.calls, 'the other tab closed: read now').toBe(2);
    await repo.answer(SERVER);
    await vi.advanceTimersByTimeAsync(TRIPS_REFRESH_MS);
    expect(repo.calls, 'then every 30 s').toBe(3);
    await repo.answer(SERVER);
    presenter.stop();
  });

  it('never says paused when the API has no live updates', async () => {
    const { repo, presenter } = setup(new FakeLiveUpdates('unavailable'));
    presenter.start();
    await repo.answer(SERVER);
    await vi.advanceTimersByTimeAsync(2 * LIVE_PAUSE_NOTICE_MS);
    expect(presenter.liveRefresh.pause.paused).toBe(false);
    presenter.stop();
  });
});
