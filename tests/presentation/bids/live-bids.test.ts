import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PAUSE_NOTICE_MS } from '../../../src/presentation/async/live-pause';
import { BIDS_REFRESH_MS } from '../../../src/presentation/screens/bids/bids.presenter';
import {
  FakeLiveUpdates,
  placeBid,
  presenterRig,
  settle,
  type PresenterRig,
} from './bids-presenter-fixtures';
import { LIVE_READ_GAP_MS } from '../../../src/presentation/async/live-refresh';

/** Select a Bid started on the busy load, over a live channel in `status`. */
async function openOnBusyLoad(live: FakeLiveUpdates): Promise<PresenterRig> {
  const rig = presenterRig({ live });
  rig.presenter.start();
  rig.presenter.select(rig.backend.busyLoadId);
  await settle();
  return rig;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BidsPresenter: live hints', () => {
  it("hears the open load's bids while the screen shows, and another load's once it is chosen", async () => {
    const live = new FakeLiveUpdates('live');
    const rig = await openOnBusyLoad(live);
    expect(live.topics()).toEqual([{ kind: 'bids', loadId: rig.backend.busyLoadId }]);
    rig.presenter.select(rig.backend.otherLoadId);
    expect(live.topics()).toEqual([{ kind: 'bids', loadId: rig.backend.otherLoadId }]);
    expect(live.emptied, 'the channel stays open from one load to the next').toBe(0);
    rig.presenter.select(null);
    expect(live.topics()).toEqual([]);
    rig.presenter.select(rig.backend.busyLoadId);
    rig.presenter.stop();
    expect(live.topics()).toEqual([]);
  });

  it('a hint reads the bids, and a bid that arrived is marked New', async () => {
    const live = new FakeLiveUpdates('live');
    const rig = await openOnBusyLoad(live);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    const before = rig.bids.reads;
    const arrived = placeBid(rig.backend, rig.backend.busyLoadId, 123);
    live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.bids.reads).toBe(before + 1);
    expect([...rig.presenter.newIds]).toEqual([arrived]);
    expect(rig.presenter.title).toBe('(1) Select a Bid');
    rig.presenter.stop();
  });

  it('reads at most once a second however many hints come, and misses none', async () => {
    const live = new FakeLiveUpdates('live');
    const rig = await openOnBusyLoad(live);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    const before = rig.bids.reads;
    for (let i = 0; i < 5; i++) live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.bids.reads).toBe(before + 1);
    // A bid placed while the reads are held back is read at the end of the second.
    const late = placeBid(rig.backend, rig.backend.busyLoadId, 124);
    live.bidsChanged(rig.backend.busyLoadId);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS - 1);
    expect(rig.bids.reads).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(rig.bids.reads).toBe(before + 2);
    expect(rig.presenter.newIds.has(late)).toBe(true);
    // Quiet after that: nothing more is read.
    await vi.advanceTimersByTimeAsync(10 * LIVE_READ_GAP_MS);
    expect(rig.bids.reads).toBe(before + 2);
    rig.presenter.stop();
  });

  it('a hint right after the first read waits for the gap', async () => {
    const live = new FakeLiveUpdates('live');
    const rig = await openOnBusyLoad(live);
    const before = rig.bids.reads;
    live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.bids.reads).toBe(before);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    await settle();
    expect(rig.bids.reads).toBe(before + 1);
    rig.presenter.stop();
  });
});

describe("BidsPresenter: 'N new bids' for the live region", () => {
  it('says nothing for the first read, nor for a read that brings nothing new', async () => {
    const live = new FakeLiveUpdates('live');
    const rig = await openOnBusyLoad(live);
    expect(rig.presenter.arrival).toBeNull();
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.presenter.arrival).toBeNull();
    rig.presenter.stop();
  });

  it("says '1 new bid' once per arrival, and 'N new bids' when several arrive in one read", async () => {
    const live = new FakeLiveUpdates('live');
    const rig = await openOnBusyLoad(live);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    placeBid(rig.backend, rig.backend.busyLoadId, 123);
    live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.presenter.arrival?.text).toBe('1 new bid');
    const first = rig.presenter.arrival?.seq;

    // A read with nothing new leaves the words as they were: nothing is said again.
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.presenter.arrival?.seq).toBe(first);

    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    placeBid(rig.backend, rig.backend.busyLoadId, 124);
    live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.presenter.arrival).toEqual({ text: '1 new bid', seq: (first ?? 0) + 1 });

    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    placeBid(rig.backend, rig.backend.busyLoadId, 125);
    placeBid(rig.backend, rig.backend.busyLoadId, 126);
    live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.presenter.arrival?.text).toBe('2 new bids');
    rig.presenter.stop();
  });

  it('forgets the last arrival when another load is chosen', async () => {
    const live = new FakeLiveUpdates('live');
    const rig = await openOnBusyLoad(live);
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    placeBid(rig.backend, rig.backend.busyLoadId, 123);
    live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.presenter.arrival?.text).toBe('1 new bid');
    rig.presenter.select(rig.backend.otherLoadId);
    expect(rig.presenter.arrival).toBeNull();
    rig.presenter.stop();
  });
});

describe('BidsPresenter: the paused notice', () => {
  it('shows only after 30 s down, goes when the stream is back, and not with no events', async () => {
    const live = new FakeLiveUpdates('live');
    const rig = await openOnBusyLoad(live);
    expect(rig.presenter.liveRefresh.pause.paused).toBe(false);
    live.setStatus('connecting');
    await vi.advanceTimersByTimeAsync(LIVE_PAUSE_NOTICE_MS - 1);
    expect(rig.presenter.liveRefresh.pause.paused).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(rig.presenter.liveRefresh.pause.paused).toBe(true);
    live.setStatus('live');
    expect(rig.presenter.liveRefresh.pause.paused).toBe(false);
    live.setStatus('unavailable');
    await vi.advanceTimersByTimeAsync(2 * LIVE_PAUSE_NOTICE_MS);
    expect(rig.presenter.liveRefresh.pause.paused).toBe(false);
    rig.presenter.stop();
  });

  it('counts from the screen opening on a channel not yet connected, and goes when it is left', async () => {
    const live = new FakeLiveUpdates('connecting');
    const rig = await openOnBusyLoad(live);
    await vi.advanceTimersByTimeAsync(LIVE_PAUSE_NOTICE_MS);
    expect(rig.presenter.liveRefresh.pause.paused).toBe(true);
    rig.presenter.select(null);
    expect(rig.presenter.liveRefresh.pause.paused).toBe(false);
    rig.presenter.select(rig.backend.busyLoadId);
    rig.presenter.stop();
    expect(rig.presenter.liveRefresh.pause.paused).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('BidsPresenter: polling only without a live channel', () => {
  it('does not poll while the channel is live', async () => {
    const rig = await openOnBusyLoad(new FakeLiveUpdates('live'));
    const before = rig.bids.reads;
    await vi.advanceTimersByTimeAsync(3 * BIDS_REFRESH_MS);
    expect(rig.bids.reads).toBe(before);
    rig.presenter.stop();
  });

  it('polls before the channel opens, stops once it is live after one read, and polls while it is down', async () => {
    const live = new FakeLiveUpdates('connecting');
    const rig = await openOnBusyLoad(live);
    const base = rig.bids.reads;
    await vi.advanceTimersByTimeAsync(BIDS_REFRESH_MS);
    await settle();
    expect(rig.bids.reads).toBe(base + 1);

    live.setStatus('live');
    await settle();
    // Opening may have missed a change: one read, then none on the timer.
    expect(rig.bids.reads).toBe(base + 2);
    await vi.advanceTimersByTimeAsync(3 * BIDS_REFRESH_MS);
    expect(rig.bids.reads).toBe(base + 2);

    live.setStatus('connecting');
    await vi.advanceTimersByTimeAsync(BIDS_REFRESH_MS);
    await settle();
    expect(rig.bids.reads).toBe(base + 3);

    // Back again: one read for what was missed, and the timer stops.
    live.setStatus('live');
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    await settle();
    expect(rig.bids.reads).toBe(base + 4);
    await vi.advanceTimersByTimeAsync(3 * BIDS_REFRESH_MS);
    expect(rig.bids.reads).toBe(base + 4);
    rig.presenter.stop();
  });

  it('keeps polling every 30 s when the API has no events', async () => {
    const live = new FakeLiveUpdates('connecting');
    const rig = await openOnBusyLoad(live);
    live.setStatus('unavailable');
    const base = rig.bids.reads;
    await vi.advanceTimersByTimeAsync(2 * BIDS_REFRESH_MS);
    await settle();
    expect(rig.bids.reads).toBe(base + 2);
    rig.presenter.stop();
  });

  it('rests its timer while another tab reads this load, and reads at once when it takes over', async () => {
    const live = new FakeLiveUpdates('unavailable');
    const rig = await openOnBusyLoad(live);
    live.setStatus('live');
    const base = rig.bids.reads;
    await vi.advanceTimersByTimeAsync(3 * BIDS_REFRESH_MS);
    await settle();
    expect(rig.bids.reads, 'the other tab reads and hands it on').toBe(base);

    live.bidsChanged(rig.backend.busyLoadId);
    await settle();
    expect(rig.bids.reads, 'what it handed on is read').toBe(base + 1);

    // That tab closed (or this one came to the front): its last read may be 30 s old.
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    live.setStatus('unavailable');
    await settle();
    expect(rig.bids.reads).toBe(base + 2);
    await vi.advanceTimersByTimeAsync(BIDS_REFRESH_MS);
    await settle();
    expect(rig.bids.reads, 'and then on its own timer').toBe(base + 3);

    live.setStatus('live');
    await vi.advanceTimersByTimeAsync(LIVE_READ_GAP_MS);
    await settle();
    expect(rig.bids.reads, 'handing the reads over reads nothing').toBe(base + 3);
    rig.presenter.stop();
  });

  it('leaves no timer behind once the screen is left', async () => {
    const live = new FakeLiveUpdates('live');
    const rig = await openOnBusyLoad(live);
    for (let i = 0; i < 3; i++) live.bidsChanged(rig.backend.busyLoadId);
    rig.presenter.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(BIDS_REFRESH_MS);
    await settle();
  });
});
