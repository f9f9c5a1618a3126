import { describe, expect, it } from 'vitest';
import type { LiveSignal } from '../../../src/application/ports/live-updates.port';
import { InMemoryLiveUpdates } from '../../../src/infrastructure/memory/in-memory-live-updates';
import {
  watchDemoChanges,
  type DemoChange,
} from '../../../src/infrastructure/memory/demo/demo-changes';
import { scheduleBidsFor } from '../../../src/infrastructure/memory/demo/demo-bid-arrivals';
import { simulationRandom } from '../../../src/infrastructure/memory/demo/demo-runtime';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import type { DemoLoad } from '../../../src/infrastructure/memory/demo/demo-state';
import { bidsDemoBackend, demoBidsOf } from '../../contract/bids/bids-demo-backend';
import { placeBid } from '../../presentation/bids/bids-presenter-fixtures';
import { newLoad } from '../demo/demo-fakes';

/** The marketplace tells its listeners during a change; the look at it comes a microtask later. */
const microtasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('InMemoryLiveUpdates: the demo marketplace hints as the API would', () => {
  it("is live at once, and hints a load's bids when a bid lands on it, not on another load", async () => {
    const backend = bidsDemoBackend();
    const live = new InMemoryLiveUpdates(backend.gateway);
    expect(live.status({ kind: 'loads' })).toBe('live');
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

  it('names a trip when it begins and when its status or stage moves, not when only the driver moves', async () => {
    const backend = bidsDemoBackend();
    const changes: DemoChange[] = [];
    const stop = watchDemoChanges(backend.marketplace, (c) => changes.push(...c));
    const loadId = backend.busyLoadId;
    const tripMoved = { event: { type: 'trip.updated', tripId: loadId }, ownerId: 1, bidId: null };
    const bid = demoBidsOf(backend, loadId).find((b) => b.status === 'pending');
    if (!bid) throw new Error('seed changed');
    await new InMemoryBidRepository(backend.gateway).accept(bid.id, '');
    await microtasks();
    expect(changes.filter((c) => c.event.type === 'trip.updated')).toEqual([tripMoved]);

    const change = async (apply: (load: DemoLoad) => void) => {
      changes.length = 0;
      await backend.gateway.changeAsUser('test', (state) => {
        const load = state.loads.find((l) => l.id === loadId);
        if (load) apply(load);
      });
      await microtasks();
    };
    await change((load) => {
      if (load.trip) load.trip.progress = 0.01;
    });
    expect(changes).toEqual([]);
    await change((load) => {
      load.status = 'in_progress';
      load.jobStatus = 'picked_up';
    });
    expect(changes).toEqual([
      { event: { type: 'load.updated', loadId }, ownerId: 1, bidId: null },
      tripMoved,
    ]);
    await change((load) => {
      load.jobStatus = 'en_route';
    });
    expect(changes).toEqual([tripMoved]);
    stop();
  });
});
