import {
  bringsChanges,
  readsOnChange,
  type LiveSignal,
  type LiveTopic,
  type LiveUpdates,
} from '../../application/ports/live-updates.port';
import type { Timers } from '../../application/ports/timers.port';
import { LivePause } from './live-pause';
import { ReadThrottle } from './read-throttle';
import type { RefreshTimer } from './refresh-timer';

/** However many live hints come, a list is read at most once in this long. */
export const LIVE_READ_GAP_MS = 1_000;

export interface LiveRefreshOptions {
  readonly live: LiveUpdates;
  readonly timers: Timers;
  readonly topic: LiveTopic;
  /**
   * The screen's own timer, if it has one: run only while no live channel brings the changes. A
   * screen without one reads on hints only, as it read only when opened before.
   */
  readonly refresher?: RefreshTimer;
  /** Reads the screen's data again through its usual calls. */
  readonly read: () => void;
}

/**
 * A list screen kept fresh by live hints: while changes come by themselves (the stream is open,
 * or another tab reads the list on its timer) it reads again on each hint of its topic (at most
 * once a second) and once each time the stream (re)opens, and its timer (if it has one) stops;
 * otherwise its timer runs as it always did. `pause` says when the stream has been down for 30 s.
 */
export class LiveRefresh {
  readonly pause: LivePause;
  private readonly throttle: ReadThrottle;
  private stopListening: (() => void) | null = null;

  constructor(private readonly options: LiveRefreshOptions) {
    this.pause = new LivePause(options.timers);
    this.throttle = new ReadThrottle(options.timers, LIVE_READ_GAP_MS, options.read);
  }

  get started(): boolean {
    return this.stopListening !== null;
  }

  /** The screen shows: hear the topic, and poll unless live. Idempotent. */
  start(): void {
    if (this.stopListening) return;
    this.stopListening = this.options.live.subscribe(this.options.topic, this.heard);
    this.pause.follow(this.options.live.status(this.options.topic));
    this.pollUnlessLive();
  }

  /** The screen was left: no hints, no timer, no notice. Idempotent. */
  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.throttle.cancel();
    this.options.refresher?.stop();
    this.pause.stop();
  }

  /** A read was just made for another reason (the first, a retry): a hint waits its gap. */
  ran(): void {
    // Only while hints come does a read hold the next one back.
    if (bringsChanges(this.options.live.status(this.options.topic))) this.throttle.ran();
  }

  private readonly heard = (signal: LiveSignal): void => {
    if (signal.kind === 'status') this.pause.follow(signal.status);
    if (signal.kind === 'changed' || readsOnChange(signal.was, signal.status)) {
      this.throttle.request();
    }
    this.pollUnlessLive();
  };

  private pollUnlessLive(): void {
    const refresher = this.options.refresher;
    if (!this.stopListening || !refresher) return;
    if (bringsChanges(this.options.live.status(this.options.topic))) refresher.stop();
    else refresher.start();
  }
}
