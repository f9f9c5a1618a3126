import { describe, expect, it } from 'vitest';
import type { LiveSignal } from '../../../src/application/ports/live-updates.port';
import { InMemoryLiveUpdates } from '../../../src/infrastructure/memory/bids/in-memory-live-updates';
import {
  watchDemoChanges,
  type DemoChange,
} from '../../../src/infrastructure/memory/demo/demo-changes';
import { scheduleBidsFor } from '../../../src/infrastructure/memory/demo/demo-bid-arrivals';
import { simulationRandom } from '../../../src/infrastructure/memory/demo/demo-runtime';
import { bidsDemoBackend } from '../../contract/bids/bids-demo-backend';
import { placeBid } from '../../presentation/bids/bids-presenter-fixtures';
import { newLoad } from '../demo/demo-fakes';

/** The marketplace tells its listeners during a change; the look at it comes a microtask later. */
const microtasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('InMemoryLiveUpdates: the demo marketplace hints as the API would', () => {
  it("is live at once, and hints a load's bids when a bid lands on it, not on another load", async () => {
    const backend = bidsDemoBackend();
    const live = new InMemoryLiveUpdates(backend.gateway);
    expect(live.status()).toBe('live');
    const busy: LiveSignal[] = [];
    const other: LiveSignal[] = [];
    live.subscribe({ kind: 'bids', loadId: backend.busyLoadId }, (s) => busy.push(s));
    live.subscribe({ kind: 'bids', loadId: backend.otherLoadId }, (s) => other.push(s));
    placeBid(backend, backend.busyLoadId, 150);
    await microtasks();
    expect(busy).toEqual([{ kind: 'changed' }]);
    expect(other).toEqual([]);
  });

  it('a simulated driver bidding on a new load is heard the moment it lands', async () => {
    const backend = bidsDemoBackend();
    const loadId = backend.marketplace.transact((state, now) => {
      const load = newLoad(state, now);
      scheduleBidsFor(load, state, now, simulationRandom(backend.marketplace));
      return load.id;
    });
    const firstAt = backend.marketplace.read(
      (s) => s.loads.find((l) => l.id === loadId)?.pendingBids[0]?.at,
    );
    const live = new InMemoryLiveUpdates(backend.gateway);
    const heard: LiveSignal[] = [];
    live.subscribe({ kind: 'bids', loadId }, (s) => heard.push(s));
    const due = Date.parse(firstAt ?? '') - backend.clock.now().getTime();
    backend.advance(due - 1);
    await microtasks();
    expect(heard).toEqual([]);
    backend.advance(1);
    await microtasks();
    expect(heard).toEqual([{ kind: 'changed' }]);
  });

  it('stops hearing once the last subscriber leaves', async () => {
    const backend = bidsDemoBackend();
    const live = new InMemoryLiveUpdates(backend.gateway);
    const heard: LiveSignal[] = [];
    const leave = live.subscribe({ kind: 'bids', loadId: backend.busyLoadId }, (s) =>
      heard.push(s),
    );
    leave();
    placeBid(backend, backend.busyLoadId, 150);
    await microtasks();
    expect(heard).toEqual([]);
  });
});

describe('watchDemoChanges', () => {
  it('names new bids, re-decided bids and loads that moved on, each for its owner', async () => {
    const backend = bidsDemoBackend();
    const changes: DemoChange[][] = [];
    const stop = watchDemoChanges(backend.marketplace, (c) => changes.push(c));
    const bidId = placeBid(backend, backend.busyLoadId, 150);
    await microtasks();
    expect(changes).toEqual([
      [{ event: { type: 'bid.created', loadId: backend.busyLoadId }, ownerId: 1, bidId }],
    ]);
    // Omar's load: a bid on it is his to hear of, not Dana's.
    await backend.gateway.changeAsUser('test', (state) => {
      const bid = state.bids.find((b) => b.id === bidId);
      if (bid) bid.status = 'rejected';
      const load = state.loads.find((l) => l.id === backend.otherLoadId);
      if (load) load.status = 'cancelled';
    });
    await microtasks();
    expect(changes[1]).toEqual([
      { event: { type: 'bid.updated', loadId: backend.busyLoadId }, ownerId: 1, bidId },
      { event: { type: 'load.updated', loadId: backend.otherLoadId }, ownerId: 2, bidId: null },
    ]);
    stop();
    placeBid(backend, backend.busyLoadId, 151);
    await microtasks();
    expect(changes).toHaveLength(2);
  });
});
