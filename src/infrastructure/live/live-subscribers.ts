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

/** Where an event stream's news goes: each event, and each change of the connection's state. */
export interface StreamSink {
  event(event: LiveEvent): void;
  status(status: LiveStatus): void;
}

/** The API's event stream as its owner drives it: opened while someone listens. */
export interface EventStream {
  status(): LiveStatus;
  start(): void;
  stop(): void;
}

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

/** A topic as a key, the same for equal topics: what tab locks and messages name it by. */
export function topicKey(topic: LiveTopic): string {
  return topic.kind === 'bids' ? `bids:${topic.loadId}` : topic.kind;
}

interface Subscription {
  readonly topic: LiveTopic;
  readonly listener: (signal: LiveSignal) => void;
  /** The state this subscriber was last told of. */
  told: LiveStatus;
}

/**
 * How the channel's state reads for one topic. With one tab it is the channel's own; across tabs
 * a topic another tab reads on its timer, handing on what it read, reads `live`.
 */
export type TopicView = (topic: LiveTopic, channel: LiveStatus) => LiveStatus;

/**
 * The subscribers of one channel and its state, shared by the adapters: an event goes to the
 * topics that hear it, a change of state to everyone whose topic it changes.
 */
export class LiveSubscribers {
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private current: LiveStatus = 'connecting',
    private readonly view: TopicView = (_topic, channel) => channel,
  ) {}

  get size(): number {
    return this.subscriptions.size;
  }

  /** The channel's own state. */
  channel(): LiveStatus {
    return this.current;
  }

  /** How `topic`'s changes come now. */
  status(topic: LiveTopic): LiveStatus {
    return this.view(topic, this.current);
  }

  /** Whether someone listens to `topic` (the same topic, not one that hears it). */
  has(topic: LiveTopic): boolean {
    return this.hasKey(topicKey(topic));
  }

  /** Whether someone listens to the topic of key `key`. */
  hasKey(key: string): boolean {
    return [...this.subscriptions].some((s) => topicKey(s.topic) === key);
  }

  /** The topics listened to, each once. */
  topics(): LiveTopic[] {
    const byKey = new Map<string, LiveTopic>();
    for (const { topic } of this.subscriptions) byKey.set(topicKey(topic), topic);
    return [...byKey.values()];
  }

  /**
   * Adds a subscriber; returns what removes it. Removing it again does nothing: `left`, what the
   * adapter winds down once the subscriber has gone (a connection no one needs), runs only once.
   */
  add(topic: LiveTopic, listener: (signal: LiveSignal) => void, left: () => void): () => void {
    const subscription: Subscription = { topic, listener, told: this.status(topic) };
    this.subscriptions.add(subscription);
    return () => {
      if (this.subscriptions.delete(subscription)) left();
    };
  }

  dispatch(event: LiveEvent): void {
    for (const { topic, listener } of [...this.subscriptions]) {
      if (topicHears(topic, event)) listener({ kind: 'changed' });
    }
  }

  /** Hints a change to the subscribers of the topic of key `key` itself. */
  notifyKey(key: string): void {
    for (const { topic: own, listener } of [...this.subscriptions]) {
      if (topicKey(own) === key) listener({ kind: 'changed' });
    }
  }

  /** The channel's state changed: each subscriber whose topic now reads otherwise is told. */
  setStatus(status: LiveStatus): void {
    this.current = status;
    this.review();
  }

  /** Tells each subscriber whose topic's state changed (the view's inputs moved); no one else. */
  review(): void {
    for (const subscription of [...this.subscriptions]) {
      const status = this.status(subscription.topic);
      const was = subscription.told;
      if (status === was || !this.subscriptions.has(subscription)) continue;
      subscription.told = status;
      subscription.listener({ kind: 'status', status, was });
    }
  }
}
