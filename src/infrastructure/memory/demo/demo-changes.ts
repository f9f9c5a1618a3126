import type { LiveEvent } from '../../live/live-subscribers';
import type { DemoMarketplace } from './demo-marketplace';
import type { DemoState } from './demo-state';

/** A change in the marketplace as the API's event stream names it, and whose load it concerns. */
export interface DemoChange {
  readonly event: LiveEvent;
  /** The customer who owns the load: only they hear of it. */
  readonly ownerId: number;
  /** The bid, for a bid's change (the API's events name it). */
  readonly bidId: number | null;
}

interface KnownLoad {
  readonly ownerId: number;
  readonly status: string;
  /** The job's stage (picked up, en route, delivered…), which My Trips shows. */
  readonly jobStatus: string;
  readonly hasTrip: boolean;
}

interface Known {
  readonly bids: ReadonlyMap<number, { readonly loadId: number; readonly status: string }>;
  readonly loads: ReadonlyMap<number, KnownLoad>;
}

function knownOf(state: Readonly<DemoState>): Known {
  return {
    bids: new Map(state.bids.map((b) => [b.id, { loadId: b.loadId, status: b.status }])),
    loads: new Map(
      state.loads.map((l) => [
        l.id,
        { ownerId: l.ownerId, status: l.status, jobStatus: l.jobStatus, hasTrip: l.trip !== null },
      ]),
    ),
  };
}

/**
 * A trip (its id is its load's) moved when it appeared or its status or stage changed; the
 * driver's position alone, refreshed every 30 s, is not a move My Trips has to hear of.
 */
function tripMoved(was: KnownLoad | undefined, load: KnownLoad): boolean {
  if (!load.hasTrip) return false;
  return !was?.hasTrip || was.status !== load.status || was.jobStatus !== load.jobStatus;
}

/**
 * What changed between two looks: new and re-decided bids, new loads and loads that moved on, and
 * trips that began or moved.
 */
function changesBetween(before: Known, after: Known): DemoChange[] {
  const changes: DemoChange[] = [];
  for (const [id, bid] of after.bids) {
    const was = before.bids.get(id);
    const ownerId = after.loads.get(bid.loadId)?.ownerId;
    if (ownerId === undefined || was?.status === bid.status) continue;
    const type = was ? 'bid.updated' : 'bid.created';
    changes.push({ event: { type, loadId: bid.loadId }, ownerId, bidId: id });
  }
  for (const [id, load] of after.loads) {
    const was = before.loads.get(id);
    if (was?.status !== load.status) {
      changes.push({
        event: { type: 'load.updated', loadId: id },
        ownerId: load.ownerId,
        bidId: null,
      });
    }
    if (tripMoved(was, load)) {
      changes.push({
        event: { type: 'trip.updated', tripId: id },
        ownerId: load.ownerId,
        bidId: null,
      });
    }
  }
  return changes;
}

/**
 * Hears every change of the marketplace (a user's, a simulated driver's, another tab's) and hands
 * on what it means in the API's events. The marketplace tells its listeners inside the change
 * itself; the look at what changed waits for that change to be over, and one look covers every
 * change made in the same turn.
 */
export function watchDemoChanges(
  marketplace: DemoMarketplace,
  heard: (changes: DemoChange[]) => void,
): () => void {
  let known = marketplace.read(knownOf);
  let queued = false;
  let watching = true;
  const look = () => {
    queued = false;
    if (!watching) return;
    const now = marketplace.read(knownOf);
    const changes = changesBetween(known, now);
    known = now;
    if (changes.length) heard(changes);
  };
  const stop = marketplace.subscribe(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(look);
  });
  return () => {
    watching = false;
    stop();
  };
}
