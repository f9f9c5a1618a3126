import type { CancelTimer, Timers } from '../../application/ports/timers.port';
import type { PageVisibility } from '../../application/ports/page-visibility.port';

export interface RefreshTimerOptions {
  readonly timers: Timers;
  readonly visibility: PageVisibility;
  /** How often to refresh while the page is on screen. */
  readonly everyMs: number;
  readonly tick: () => void;
}

/**
 * Keeps a screen's data fresh without wasting requests: every `everyMs` while the page is
 * visible, at once when it becomes visible again, and nothing while it is hidden unless a hidden
 * interval is set (for example to notice new bids for a notification). `start` and `stop` are
 * idempotent.
 */
export class RefreshTimer {
  private cancelTimer: CancelTimer | null = null;
  private unsubscribe: (() => void) | null = null;
  private hiddenEveryMs: number | null = null;

  constructor(private readonly options: RefreshTimerOptions) {}

  get running(): boolean {
    return this.unsubscribe !== null;
  }

  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.options.visibility.subscribe((visible) => {
      if (visible) this.options.tick();
      this.arm();
    });
    this.arm();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.disarm();
  }

  /** Refreshes every `ms` while the page is hidden too; null stops that. */
  setHiddenInterval(ms: number | null): void {
    this.hiddenEveryMs = ms;
    if (this.running) this.arm();
  }

  private arm(): void {
    this.disarm();
    const ms = this.options.visibility.isVisible() ? this.options.everyMs : this.hiddenEveryMs;
    if (ms !== null) this.cancelTimer = this.options.timers.every(ms, this.options.tick);
  }

  private disarm(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }
}
