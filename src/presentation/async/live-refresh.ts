import {
  bringsChanges,
  readsOnChange,
  type LiveSignal,
  type LiveStatus,
  type LiveTopic,
  type LiveUpdates,
} from '../../application/ports/live-updates.port';
import type { Timers } from '../../application/ports/timers.port';
import { LivePause } from './live-pause';
import { ReadThrottle } from './read-throttle';
import type { RefreshTimer } from './refresh-timer';

/** However many live hints come, a screen's data is read at most once in this long. */
export const LIVE_READ_GAP_MS = 1_000;

export interface LiveRefreshOptions {
  readonly live: LiveUpdates;
  readonly timers: Timers;
  /** What the screen always listens to; a screen whose topic changes calls `listenTo` instead. */
  readonly topic?: LiveTopic;
  /**
   * The screen's own timer, if it has one: run only while no live channel brings the changes. A
   * screen without one reads on hints only, as it read only when opened before.
   */
  readonly refresher?: RefreshTimer;
  /** Reads the screen's data again through its usual calls. */
  readonly read: () => void;
}

/**
 * A screen kept fresh by live hints: while changes come by themselves (the stream is open, or
 * another tab reads the topic on its timer) it reads again on each hint of its topic (at most
 * once a second) and once each time the stream (re)opens, and its timer (if it has one) stops;
 * otherwise its timer runs as it always did. `pause` says when the stream has been down for 30 s.
 * The topic may change while the screen shows (Select a Bid follows the load in the address).
 */
export class LiveRefresh {
  readonly pause: LivePause;
  private readonly throttle: ReadThrottle;
  private topic: LiveTopic | null = null;
  private stopListening: (() => void) | null = null;

  constructor(private readonly options: LiveRefreshOptions) {
    this.pause = new LivePause(options.timers);
    this.throttle = new ReadThrottle(options.timers, LIVE_READ_GAP_MS, options.read);
  }

  get started(): boolean {
    return this.stopListening !== null;
  }

  /** The screen shows: hear its topic, and poll unless live. Idempotent. */
  start(): void {
    if (!this.stopListening && this.options.topic) this.listenTo(this.options.topic);
  }

  /**
   * Hears `topic` from now on (nothing, with null), and forgets a read a hint of the last one asked
   * for. The new topic is heard before the last is let go: with no one listening for a moment, the
   * channel would close and open again, and its place in the browser's tabs pass on.
   */
  listenTo(topic: LiveTopic | null): void {
    const stopLast = this.stopListening;
    this.topic = topic;
    this.stopListening = topic ? this.options.live.subscribe(topic, this.heard) : null;
    stopLast?.();
    this.throttle.cancel();
    if (this.stopListening) this.pause.follow(this.status());
    else this.pause.stop();
    this.pollUnlessLive();
  }

  /** The screen was left: no hints, no timer, no notice. Idempotent. */
  stop(): void {
    this.listenTo(null);
    this.options.refresher?.stop();
  }

  /** A read was just made for another reason (the first, a retry): a hint waits its gap. */
  ran(): void {
    // Only while hints come does a read hold the next one back.
    if (bringsChanges(this.status())) this.throttle.ran();
  }

  private readonly heard = (signal: LiveSignal): void => {
    if (signal.kind === 'status') this.pause.follow(signal.status);
    if (signal.kind === 'changed' || readsOnChange(signal.was, signal.status)) {
      this.throttle.request();
    }
    this.pollUnlessLive();
  };

  private status(): LiveStatus {
    return this.topic ? this.options.live.status(this.topic) : 'connecting';
  }

  /** The screen's timer runs only while it listens and changes do not come by themselves. */
  private pollUnlessLive(): void {
    const refresher = this.options.refresher;
    if (!refresher) return;
    if (this.stopListening && !bringsChanges(this.status())) refresher.start();
    else refresher.stop();
  }
}
