import type { LoadId } from '../../domain/load/load';
import type { LiveSignal, LiveStatus, LiveTopic } from '../../application/ports/live-updates.port';

/** The kinds of change the API's event stream names. */
export type LiveEventType = 'bid.created' | 'bid.updated' | 'load.updated' | 'trip.updated';

/** One change the server reported, in the core's words. */
export type LiveEvent =
  | {
      readonly type: 'bid.created' | 'bid.updated' | 'load.updated';
      readonly loadId: LoadId;
    }
  | { readonly type: 'trip.updated'; readonly tripId: number };

/**
 * Who hears an event: a load's bids hear that load's bid changes and its own (a load assigned or
 * cancelled closes its bidding); the loads (lists that show each
 * load's status and bid count) hear every bid and load change; the trips hear trip changes.
 */
export function topicHears(topic: LiveTopic, event: LiveEvent): boolean {
  switch (topic.kind) {
    case 'bids':
      return event.type !== 'trip.updated' && event.loadId === topic.loadId;
    case 'loads':
      return event.type !== 'trip.updated';
    case 'trips':
      return event.type === 'trip.updated';
  }
}

interface Subscription {
  readonly topic: LiveTopic;
  readonly listener: (signal: LiveSignal) => void;
}

/**
 * The subscribers of one channel and its state, shared by both modes' adapters: an event goes to
 * the topics that hear it, a change of state to everyone.
 */
export class LiveSubscribers {
  private readonly subscriptions = new Set<Subscription>();

  constructor(private current: LiveStatus = 'connecting') {}

  get size(): number {
    return this.subscriptions.size;
  }

  status(): LiveStatus {
    return this.current;
  }

  /** Adds a subscriber; returns what removes it. */
  add(topic: LiveTopic, listener: (signal: LiveSignal) => void): () => void {
    const subscription: Subscription = { topic, listener };
    this.subscriptions.add(subscription);
    return () => this.subscriptions.delete(subscription);
  }

  dispatch(event: LiveEvent): void {
    for (const { topic, listener } of [...this.subscriptions]) {
      if (topicHears(topic, event)) listener({ kind: 'changed' });
    }
  }

  /** Tells everyone when the state changes; the same state again says nothing. */
  setStatus(status: LiveStatus): void {
    if (status === this.current) return;
    this.current = status;
    for (const { listener } of [...this.subscriptions]) listener({ kind: 'status', status });
  }
}
