import { makeAutoObservable } from 'mobx';
import type { LiveStatus } from '../../application/ports/live-updates.port';
import type { CancelTimer, Timers } from '../../application/ports/timers.port';

/** How long the channel may be down before the screen says so: short drops pass unseen. */
export const LIVE_PAUSE_NOTICE_MS = 30_000;
export const LIVE_PAUSED_TEXT = 'Live updates paused. Reconnecting…';

/**
 * Whether a screen says its live updates are paused: only once the channel has been without a
 * connection for 30 s, and no longer once it is back. An API with no live updates at all
 * (`unavailable`) is not paused: the screen reads on its timer as it always did.
 */
export class LivePause {
  paused = false;
  private timer: CancelTimer | null = null;

  constructor(private readonly timers: Timers) {
    makeAutoObservable<this, 'timers' | 'timer'>(
      this,
      { timers: false, timer: false },
      { autoBind: true },
    );
  }

  /** The channel's state now (on every change of it). */
  follow(status: LiveStatus): void {
    if (status !== 'connecting') {
      this.stop();
      return;
    }
    if (this.paused || this.timer) return;
    this.timer = this.timers.after(LIVE_PAUSE_NOTICE_MS, this.pause);
  }

  /** The screen no longer listens: no notice, no timer. */
  stop(): void {
    this.timer?.();
    this.timer = null;
    this.paused = false;
  }

  private pause(): void {
    this.timer = null;
    this.paused = true;
  }
}
