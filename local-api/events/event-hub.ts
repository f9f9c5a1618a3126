import {
  watchDemoChanges,
  type DemoChange,
} from '../../src/infrastructure/memory/demo/demo-changes';
import type { DemoMarketplace } from '../../src/infrastructure/memory/demo/demo-marketplace';

/** How many past events are kept for a client coming back with `Last-Event-ID`. */
export const EVENT_RING_SIZE = 500;

/** One event as the stream sends it, and whose it is. */
export interface HubEvent {
  readonly id: number;
  readonly type: string;
  readonly data: Record<string, number>;
  readonly ownerId: number;
}

/** A client's open stream: its customer, and where its events go. */
interface Listener {
  readonly userId: number;
  readonly send: (event: HubEvent) => void;
}

/** The stream's JSON for a change: the load (and the bid, for a bid's), or the trip. */
function dataOf({ event, bidId }: DemoChange): Record<string, number> {
  if (event.type === 'trip.updated') return { trip_id: event.tripId };
  return bidId === null ? { load_id: event.loadId } : { load_id: event.loadId, bid_id: bidId };
}

/**
 * The marketplace's changes as the API's events (`GET /customer/events`): numbered from 1 in the
 * order they happened, each for the customer whose load it concerns, the last `EVENT_RING_SIZE`
 * kept in memory so a client that comes back with `Last-Event-ID` gets what it missed.
 */
export class EventHub {
  private readonly ring: HubEvent[] = [];
  private readonly listeners = new Set<Listener>();
  private lastId = 0;
  private readonly stopWatching: () => void;

  constructor(marketplace: DemoMarketplace) {
    this.stopWatching = watchDemoChanges(marketplace, (changes) => {
      for (const change of changes) this.publish(change.event.type, dataOf(change), change.ownerId);
    });
  }

  private publish(type: string, data: Record<string, number>, ownerId: number): HubEvent {
    this.lastId += 1;
    const event: HubEvent = { id: this.lastId, type, data, ownerId };
    this.ring.push(event);
    if (this.ring.length > EVENT_RING_SIZE) this.ring.shift();
    for (const listener of [...this.listeners]) {
      if (listener.userId === ownerId) listener.send(event);
    }
    return event;
  }

  /** `userId`'s events after `afterId`, as far back as the ring goes. */
  since(userId: number, afterId: number): HubEvent[] {
    return this.ring.filter((e) => e.id > afterId && e.ownerId === userId);
  }

  /** Hears `userId`'s events from now on; returns what stops it. */
  listen(userId: number, send: (event: HubEvent) => void): () => void {
    const listener: Listener = { userId, send };
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.stopWatching();
    this.listeners.clear();
  }
}
