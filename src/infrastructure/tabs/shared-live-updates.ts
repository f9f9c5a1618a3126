import type {
  LiveSignal,
  LiveStatus,
  LiveTopic,
  LiveUpdates,
} from '../../application/ports/live-updates.port';
import type { PageVisibility } from '../../application/ports/page-visibility.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import type { CancelTimer, Timers } from '../../application/ports/timers.port';
import {
  LiveSubscribers,
  topicKey,
  type EventStream,
  type StreamSink,
} from '../live/live-subscribers';
import type { ReadSharing } from './shared-reads';
import { tabMessageOf, type TabMessage } from './tab-messages';
import type { TabChannel, TabPlatform } from './tab-platform';
import { TabReads } from './tab-reads';

export interface SharedLiveUpdatesDeps {
  readonly session: SessionStore;
  readonly visibility: PageVisibility;
  readonly timers: Timers;
  readonly platform: TabPlatform;
  /** Makes the stream this tab runs for the browser while it holds it. */
  readonly stream: (sink: StreamSink) => EventStream;
  /** Epoch milliseconds; `Date.now` by default. */
  readonly now?: () => number;
  /** Names this tab's reads; `crypto.randomUUID` by default. */
  readonly newId?: () => string;
}

export const TAB_CHANNEL = 'bidhaul-live';

/**
 * How long a topic's reads must have stayed quiet before the other tabs are told to read it: a
 * long list is read a page at a time, and a hint between two pages would send the next page's
 * read to the API.
 */
export const QUIET_BEFORE_HINT_MS = 500;

/**
 * Live updates shared by every tab of the browser signed in as one user.
 *
 * One tab holds the event stream (a Web Lock decides which, among the tabs that listen) and hands
 * its state and events to the others over a BroadcastChannel: one connection per browser. When
 * that tab closes, the lock passes to another, which connects.
 *
 * Where the API has no events, each topic is read on a timer by one tab alone (a lock per topic).
 * Whatever a tab reads of a topic, its repositories hand on (ReadSharing, `shared-reads.ts`), and
 * the other tabs listening to that topic read again, answered from what it read rather than by
 * the API. For them the topic's changes come by themselves, as from the stream: it reads `live`
 * to them, and their timers rest. A tab on screen, as it starts to listen or comes to the
 * front, takes the topic's timed reads over, so a hidden tab never reads for one being looked at.
 */
export class SharedLiveUpdates implements LiveUpdates, ReadSharing {
  private readonly subscribers: LiveSubscribers;
  private readonly stream: EventStream;
  private readonly reads: TabReads;
  private readonly newId: () => string;
  private channel: TabChannel | null = null;
  private user: string | null = null;
  private leaving: Array<() => void> = [];
  private leading = false;
  private knownUnavailable = false;
  /** This tab's topics' locks, by topic key: what gives each back. */
  private readonly topicLocks = new Map<string, () => void>();
  /** Topics another tab reads on its timer while this one waits for the lock. */
  private readonly waiting = new Set<string>();
  /** Hints waiting for their topic's reads to stay quiet, by topic key. */
  private readonly hints = new Map<string, CancelTimer>();

  constructor(private readonly deps: SharedLiveUpdatesDeps) {
    this.subscribers = new LiveSubscribers('connecting', (topic, channel) =>
      channel === 'unavailable' && this.waiting.has(topicKey(topic)) ? 'live' : channel,
    );
    this.stream = deps.stream({
      event: (event) => {
        this.subscribers.dispatch(event);
        this.post({ kind: 'event', event });
      },
      status: (status) => {
        this.setChannel(status);
        this.post({ kind: 'status', status });
      },
    });
    this.reads = new TabReads(deps.now ?? Date.now);
    this.newId = deps.newId ?? (() => crypto.randomUUID());
  }

  status(topic: LiveTopic): LiveStatus {
    return this.subscribers.status(topic);
  }

  subscribe(topic: LiveTopic, listener: (signal: LiveSignal) => void): () => void {
    const isNew = !this.subscribers.has(topic);
    const unsubscribe = this.subscribers.add(topic, listener, () => {
      if (this.subscribers.size === 0) this.leave();
      else if (!this.subscribers.has(topic)) this.releaseTopic(topicKey(topic));
    });
    if (this.subscribers.size === 1) this.join();
    if (isNew && this.subscribers.channel() === 'unavailable') this.holdTopic(topic);
    return unsubscribe;
  }

  take(key: string): { readonly answer: unknown } | undefined {
    return this.reads.take(key);
  }

  started(topic: LiveTopic): string | null {
    // With events each tab reads on the events itself; only the timed reads are handed on.
    if (!this.channel || this.subscribers.channel() !== 'unavailable') return null;
    const id = this.newId();
    this.post({ kind: 'read-start', id, topic: topicKey(topic) });
    return id;
  }

  ended(id: string, topic: LiveTopic, key: string, answer: unknown): void {
    this.post({ kind: 'read-end', id, topic: topicKey(topic), key, answer });
  }

  forget(): void {
    this.reads.forget();
  }

  /** The first subscriber: hear the other tabs, and queue for the stream. */
  private join(): void {
    const user = this.deps.session.current().user;
    if (!user) return;
    this.user = String(user.id ?? user.email);
    const channel = this.deps.platform.channel(TAB_CHANNEL);
    this.channel = channel;
    const lock = this.deps.platform.locks.hold(`${TAB_CHANNEL}:${this.user}:stream`, {
      granted: () => this.lead(),
      // Nobody asks for the stream's lock with `steal`.
      lost: () => undefined,
    });
    this.leaving = [
      channel.listen((message) => this.heard(message)),
      this.deps.visibility.subscribe((visible) => {
        if (visible) this.takeTimedReads();
      }),
      lock,
      () => channel.close(),
    ];
    this.post({ kind: 'ask' });
  }

  /** The last subscriber left: the stream, the locks and the channel go. */
  private leave(): void {
    if (this.leading) this.stream.stop();
    this.leading = false;
    for (const key of [...this.topicLocks.keys()]) this.releaseTopic(key);
    for (const stop of this.leaving) stop();
    this.leaving = [];
    for (const cancel of this.hints.values()) cancel();
    this.hints.clear();
    this.reads.clear();
    this.channel = null;
    this.user = null;
    this.subscribers.setStatus(this.knownUnavailable ? 'unavailable' : 'connecting');
  }

  /** This tab holds the stream for the browser now. */
  private lead(): void {
    this.leading = true;
    if (!this.knownUnavailable) this.setChannel(this.stream.status());
    // The tab that held it may have closed without a word: the others learn the state from here.
    this.post({ kind: 'status', status: this.subscribers.channel() });
    if (!this.knownUnavailable) this.stream.start();
  }

  private setChannel(status: LiveStatus): void {
    if (status === 'unavailable') this.knownUnavailable = true;
    this.subscribers.setStatus(status);
    if (status === 'unavailable') {
      for (const topic of this.subscribers.topics()) this.holdTopic(topic);
    }
  }

  private heard(value: unknown): void {
    const message = tabMessageOf(value);
    if (!message || message.user !== this.user) return;
    switch (message.kind) {
      case 'ask':
        if (this.leading) this.post({ kind: 'status', status: this.subscribers.channel() });
        return;
      case 'status':
        if (!this.leading) this.setChannel(message.status);
        return;
      case 'event':
        if (!this.leading) this.subscribers.dispatch(message.event);
        return;
      case 'read-start':
        if (!this.subscribers.hasKey(message.topic)) return;
        this.reads.started(message.id, message.topic);
        this.hints.get(message.topic)?.();
        this.hints.delete(message.topic);
        return;
      case 'read-end': {
        if (!this.subscribers.hasKey(message.topic)) return;
        const { id, topic, key, answer } = message;
        if (this.reads.ended(id, topic, key, answer)) this.hintWhenQuiet(topic);
        return;
      }
    }
  }

  /** Tells `topic`'s subscribers to read, unless another of its reads begins first. */
  private hintWhenQuiet(topic: string): void {
    this.hints.get(topic)?.();
    this.hints.set(
      topic,
      this.deps.timers.after(QUIET_BEFORE_HINT_MS, () => {
        this.hints.delete(topic);
        if (this.reads.hinted(topic)) this.subscribers.notifyKey(topic);
      }),
    );
  }

  /**
   * Reads `topic` on this tab's timer. A tab on screen takes that over from another; a hidden one
   * waits its turn, so the tab read for is the one being looked at.
   */
  private holdTopic(topic: LiveTopic, steal = this.deps.visibility.isVisible()): void {
    const key = topicKey(topic);
    if (this.topicLocks.has(key) || !this.user) return;
    const release = this.deps.platform.locks.hold(
      `${TAB_CHANNEL}:${this.user}:${key}`,
      {
        granted: () => this.setWaiting(key, false),
        waiting: () => this.setWaiting(key, true),
        lost: () => {
          // Another tab came to the front and took the timed reads: wait for them to come back.
          this.topicLocks.delete(key);
          this.setWaiting(key, true);
          this.holdTopic(topic, false);
        },
      },
      { steal },
    );
    this.topicLocks.set(key, release);
  }

  private releaseTopic(key: string): void {
    this.topicLocks.get(key)?.();
    this.topicLocks.delete(key);
    this.setWaiting(key, false);
  }

  /** This tab came to the front: it reads the topics another tab read for it. */
  private takeTimedReads(): void {
    for (const topic of this.subscribers.topics()) {
      const key = topicKey(topic);
      if (!this.waiting.has(key)) continue;
      this.topicLocks.get(key)?.();
      this.topicLocks.delete(key);
      this.holdTopic(topic, true);
    }
  }

  private setWaiting(key: string, waiting: boolean): void {
    if (waiting) this.waiting.add(key);
    else this.waiting.delete(key);
    this.subscribers.review();
  }

  private post(message: DistributiveOmit<TabMessage, 'user'>): void {
    if (this.channel && this.user) this.channel.post({ ...message, user: this.user });
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
