import { describe, expect, it } from 'vitest';
import type { Bid } from '../../../src/domain/bid/bid';
import type { Page } from '../../../src/domain/shared/pagination';
import type {
  LiveSignal,
  LiveStatus,
  LiveTopic,
} from '../../../src/application/ports/live-updates.port';
import type { Timers } from '../../../src/application/ports/timers.port';
import type { EventStream, StreamSink } from '../../../src/infrastructure/live/live-subscribers';
import {
  SharedLiveUpdates,
  TAB_CHANNEL,
} from '../../../src/infrastructure/tabs/shared-live-updates';
import { KEPT_READ_MS } from '../../../src/infrastructure/tabs/tab-reads';
import { SharedBidRepository } from '../../../src/infrastructure/tabs/shared-reads';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { FakeVisibility } from '../../presentation/bids/bids-presenter-fixtures';
import { FakeTabs } from '../../support/fake-tab-platform';
import { MemoryStorage } from '../../support/memory-storage';
import { dana } from '../../support/users';
import { NOT_ABORTED } from '../../support/signals';

const BIDS: LiveTopic = { kind: 'bids', loadId: 10412 };
const STREAM_LOCK = `${TAB_CHANNEL}:${dana.id}:stream`;
const BIDS_LOCK = `${TAB_CHANNEL}:${dana.id}:bids:10412`;

/** The stream a tab would run, driven by the test. */
class FakeStream implements EventStream {
  starts = 0;
  stops = 0;
  private current: LiveStatus = 'connecting';

  constructor(private readonly sink: StreamSink) {}

  status(): LiveStatus {
    return this.current;
  }

  start(): void {
    this.starts += 1;
  }

  stop(): void {
    this.stops += 1;
  }

  set(status: LiveStatus): void {
    this.current = status;
    this.sink.status(status);
  }

  bidCreated(loadId: number): void {
    this.sink.event({ type: 'bid.created', loadId });
  }
}

/**
 * Timers that keep the order of waits but not their length: a wait ends with the next task, after
 * what was already due (the fake browser's locks and messages).
 */
const soonTimers: Timers = {
  after(_ms, callback) {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  },
  every() {
    throw new Error('not used');
  },
};

/** A browser whose tabs are signed in as Dana; each tab with its stream, page and clock. */
function browser() {
  const tabs = new FakeTabs();
  let now = 1_000_000;
  function openTab() {
    const { platform, close } = tabs.open();
    const session = new LocalStorageSessionStore(new MemoryStorage());
    session.signIn(dana, 'tok-1');
    const visibility = new FakeVisibility();
    let stream: FakeStream | null = null;
    let ids = 0;
    const live = new SharedLiveUpdates({
      session,
      visibility,
      timers: soonTimers,
      platform,
      stream: (sink) => (stream = new FakeStream(sink)),
      now: () => now,
      newId: () => `read-${(ids += 1)}`,
    });
    const heard: LiveSignal[] = [];
    return {
      live,
      visibility,
      heard,
      close,
      get stream(): FakeStream {
        if (!stream) throw new Error('no stream made');
        return stream;
      },
      listen: (topic: LiveTopic = BIDS) => live.subscribe(topic, (s) => heard.push(s)),
    };
  }
  return { tabs, openTab, advance: (ms: number) => (now += ms) };
}

/** Lets the fake browser's locks and messages arrive, however many hops they take. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const changes = (heard: readonly LiveSignal[]) => heard.filter((s) => s.kind === 'changed');

/** Two tabs listening to one load's bids, the first one first. */
async function twoListeningTabs() {
  const rig = browser();
  const a = rig.openTab();
  const b = rig.openTab();
  a.listen();
  await settle();
  b.listen();
  await settle();
  return { ...rig, a, b };
}

/** Two tabs on one load, the second in the background, over an API without events. */
async function twoTabsWithoutEvents() {
  const rig = browser();
  const a = rig.openTab();
  const b = rig.openTab();
  b.visibility.visible = false;
  a.listen();
  await settle();
  b.listen();
  await settle();
  a.stream.set('unavailable');
  await settle();
  return { ...rig, a, b };
}

describe('one stream for the browser', () => {
  it('is opened by one tab only, which hands its state and events to the others', async () => {
    const { tabs, a, b } = await twoListeningTabs();
    expect(tabs.holderOf(STREAM_LOCK)).toBe(0);
    expect(a.stream.starts).toBe(1);
    expect(b.stream.starts, 'the second tab does not connect').toBe(0);

    a.stream.set('live');
    await settle();
    expect(b.live.status(BIDS)).toBe('live');
    expect(b.heard).toContainEqual({ kind: 'status', status: 'live', was: 'connecting' });

    a.stream.bidCreated(10412);
    a.stream.bidCreated(99);
    await settle();
    expect(changes(b.heard), 'only the load it listens to').toHaveLength(1);
    expect(changes(a.heard)).toHaveLength(1);
  });

  it('passes to another tab when the tab holding it closes, which connects', async () => {
    const { tabs, a, b } = await twoListeningTabs();
    a.stream.set('live');
    await settle();

    a.close();
    await settle();
    expect(tabs.holderOf(STREAM_LOCK)).toBe(1);
    expect(b.stream.starts).toBe(1);
  });

  it('the tab taking it over tells the others it is connecting, not live', async () => {
    const { a, b, openTab } = await twoListeningTabs();
    const c = openTab();
    c.listen();
    await settle();
    a.stream.set('live');
    await settle();
    expect(c.live.status(BIDS)).toBe('live');

    a.close();
    await settle();
    expect(b.stream.starts).toBe(1);
    expect(c.live.status(BIDS), 'it polls until the stream is back').toBe('connecting');
    b.stream.set('live');
    await settle();
    expect(c.heard.at(-1), 'and reads once then').toEqual({
      kind: 'status',
      status: 'live',
      was: 'connecting',
    });
  });

  it('is let go when the last subscriber of the tab leaves', async () => {
    const { tabs, openTab } = browser();
    const a = openTab();
    const leave = a.listen();
    await settle();
    leave();
    await settle();
    expect(a.stream.stops).toBe(1);
    expect(tabs.holderOf(STREAM_LOCK)).toBeNull();
  });
});

describe('without events, one tab reads each topic on its timer', () => {
  it('the first tab reads; the other rests its timer, and never asks for the stream', async () => {
    const { a, b } = await twoTabsWithoutEvents();
    expect(a.live.status(BIDS)).toBe('unavailable');
    expect(b.live.status(BIDS)).toBe('live');
    expect(b.stream.starts).toBe(0);
  });

  it('a topic only one tab listens to is read by that tab', async () => {
    const { b } = await twoTabsWithoutEvents();
    const trips: LiveTopic = { kind: 'trips' };
    b.live.subscribe(trips, () => undefined);
    await settle();
    expect(b.live.status(trips)).toBe('unavailable');
  });

  it('when the reading tab closes, the other takes over and is told so', async () => {
    const { a, b } = await twoTabsWithoutEvents();
    a.close();
    await settle();
    expect(b.live.status(BIDS)).toBe('unavailable');
    expect(b.heard.at(-1)).toEqual({ kind: 'status', status: 'unavailable', was: 'live' });
    expect(b.stream.starts, 'the API said it has no events: nobody asks again').toBe(0);
  });

  it('a tab brought to the front takes the timed reads over', async () => {
    const { a, b } = await twoTabsWithoutEvents();
    b.visibility.set(true);
    await settle();
    expect(b.live.status(BIDS)).toBe('unavailable');
    expect(a.live.status(BIDS)).toBe('live');
    expect(a.heard.at(-1)).toEqual({ kind: 'status', status: 'live', was: 'unavailable' });

    b.close();
    await settle();
    expect(a.live.status(BIDS), 'and gives them back when it closes').toBe('unavailable');
  });

  it('a tab opened later learns there are no events from the others', async () => {
    const { openTab } = await twoTabsWithoutEvents();
    const c = openTab();
    c.visibility.visible = false;
    c.listen();
    await settle();
    expect(c.live.status(BIDS)).toBe('live');
    expect(c.stream.starts).toBe(0);
  });

  it('a tab opened on screen takes the timed reads from the one that had them', async () => {
    const { a, b, openTab } = await twoTabsWithoutEvents();
    const c = openTab();
    c.listen();
    await settle();
    expect(c.live.status(BIDS)).toBe('unavailable');
    expect(a.live.status(BIDS)).toBe('live');
    expect(b.live.status(BIDS)).toBe('live');
    expect(c.heard, 'nothing to read again: it read when it opened').toEqual([
      { kind: 'status', status: 'unavailable', was: 'connecting' },
    ]);
  });

  it('a tab that listens again holds the timed reads again, and asks for no stream', async () => {
    const { tabs, openTab } = browser();
    const a = openTab();
    const leave = a.listen();
    await settle();
    a.stream.set('unavailable');
    await settle();
    leave();
    await settle();
    expect(tabs.holderOf(BIDS_LOCK)).toBeNull();

    a.listen();
    await settle();
    expect(tabs.holderOf(BIDS_LOCK)).toBe(0);
    expect(a.live.status(BIDS)).toBe('unavailable');
    expect(a.stream.starts).toBe(1);
  });
});

describe("the tabs' reads", () => {
  it('are handed on: the others read again once every read of the topic came in', async () => {
    const { a, b } = await twoTabsWithoutEvents();
    const bids = a.live.started(BIDS);
    const details = a.live.started(BIDS);
    expect(bids).not.toBeNull();
    a.live.ended(bids ?? '', BIDS, 'bids', ['bid 1']);
    await settle();
    expect(changes(b.heard), 'the details are still on their way').toHaveLength(0);
    a.live.ended(details ?? '', BIDS, 'details', { id: 10412 });
    await settle();
    expect(changes(b.heard)).toHaveLength(1);
    expect(changes(a.heard), 'the tab that read is not told').toHaveLength(0);

    expect(b.live.take('bids')).toEqual({ answer: ['bid 1'] });
    expect(b.live.take('bids'), 'an answer serves one read').toBeUndefined();
  });

  it('wait for a list read a page at a time: one hint, after the last page', async () => {
    const { a, b } = await twoTabsWithoutEvents();
    const first = a.live.started(BIDS) ?? '';
    a.live.ended(first, BIDS, 'bids, page 1', 'one');
    // The next page is asked for as soon as the first came in.
    const second = a.live.started(BIDS) ?? '';
    await settle();
    expect(changes(b.heard)).toHaveLength(0);
    a.live.ended(second, BIDS, 'bids, page 2', 'two');
    await settle();
    expect(changes(b.heard)).toHaveLength(1);
    expect(b.live.take('bids, page 1')).toEqual({ answer: 'one' });
    expect(b.live.take('bids, page 2')).toEqual({ answer: 'two' });
  });

  it('a failed read brings no hint, and what was kept goes stale', async () => {
    const { a, b, advance } = await twoTabsWithoutEvents();
    a.live.ended(a.live.started(BIDS) ?? '', BIDS, 'bids', undefined);
    await settle();
    expect(changes(b.heard)).toHaveLength(0);
    expect(b.live.take('bids')).toBeUndefined();

    a.live.ended(a.live.started(BIDS) ?? '', BIDS, 'bids', 'one');
    await settle();
    advance(KEPT_READ_MS + 1);
    expect(b.live.take('bids'), 'stale').toBeUndefined();
  });

  it('begun before this tab changed something are not served after the change', async () => {
    const { a, b, advance } = await twoTabsWithoutEvents();
    const before = a.live.started(BIDS) ?? '';
    await settle();
    advance(1);
    b.live.forget();
    advance(1);
    a.live.ended(before, BIDS, 'bids', 'the bid still open');
    await settle();
    expect(b.live.take('bids')).toBeUndefined();

    a.live.ended(a.live.started(BIDS) ?? '', BIDS, 'bids', 'after the accept');
    await settle();
    expect(b.live.take('bids'), 'a read begun after it is').toEqual({
      answer: 'after the accept',
    });
  });

  it('reach only tabs listening to that topic', async () => {
    const { a, b } = await twoTabsWithoutEvents();
    b.listen({ kind: 'trips' });
    await settle();
    a.live.ended(a.live.started({ kind: 'trips' }) ?? '', { kind: 'trips' }, 'trips', 'x');
    a.live.ended(a.live.started(BIDS) ?? '', BIDS, 'bids', 'one');
    await settle();
    expect(b.live.take('trips'), 'b listens to the trips too').toEqual({ answer: 'x' });
    const c = (await twoTabsWithoutEvents()).b;
    expect(c.live.take('trips'), 'another browser hears nothing').toBeUndefined();
  });

  it('are not handed on while the stream is live, nor by a tab nobody listens in', async () => {
    const { a } = await twoListeningTabs();
    a.stream.set('live');
    await settle();
    expect(a.live.started(BIDS)).toBeNull();
    const { openTab } = browser();
    expect(openTab().live.started(BIDS)).toBeNull();
  });

  it("carry a repository's own answer: another tab's same read is answered from it", async () => {
    const { a, b } = await twoTabsWithoutEvents();
    const api = { reads: 0 };
    const answer: Page<Bid> = {
      items: [],
      meta: { currentPage: 1, perPage: 10, total: 0, lastPage: 1, from: 0, to: 0 },
    };
    const repositoryIn = (tab: typeof a) =>
      new SharedBidRepository(
        {
          list: () => {
            api.reads += 1;
            return Promise.resolve(answer);
          },
          accept: () => Promise.resolve(null),
          reject: () => Promise.resolve(null),
        },
        tab.live,
      );
    await repositoryIn(a).list(10412, { signal: NOT_ABORTED, page: 1 });
    await settle();
    expect(changes(b.heard), 'told to read').toHaveLength(1);

    const read = await repositoryIn(b).list(10412, { signal: NOT_ABORTED, page: 1 });
    expect(read, 'as the other tab read it, carried between the tabs').toEqual(answer);
    expect(read).not.toBe(answer);
    expect(api.reads, 'one read for both tabs').toBe(1);
  });
});
