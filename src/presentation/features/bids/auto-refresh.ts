import type { PageVisibility } from '../../../application/ports/page-visibility.port';

/**
 * Decisions Q20: the bids screen refreshes every 30 s only while the page is visible, and at once
 * when it becomes visible again. The page's visibility and the timers are injected, so node tests
 * drive them with fake timers and a fake visibility.
 */
export const BIDS_REFRESH_MS = 30_000;

export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface RefreshEnvironment {
  readonly visibility: PageVisibility;
  readonly timers: IntervalTimers;
}

/** The platform's timers, looked up at call time (so test fake timers apply). */
export const globalIntervalTimers: IntervalTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Calls `tick` every `intervalMs` while the page is visible; `start` / `stop` are idempotent. */
export class AutoRefresh {
  private handle: unknown = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly env: RefreshEnvironment,
    private readonly tick: () => void,
    private readonly intervalMs = BIDS_REFRESH_MS,
  ) {}

  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.env.visibility.subscribe(() => this.onVisibilityChange());
    if (this.env.visibility.isVisible()) this.arm();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.disarm();
  }

  private readonly onVisibilityChange = (): void => {
    if (!this.unsubscribe) return;
    if (this.env.visibility.isVisible()) {
      if (this.handle !== null) return;
      this.tick();
      this.arm();
    } else {
      this.disarm();
    }
  };

  private arm(): void {
    this.disarm();
    this.handle = this.env.timers.setInterval(this.tick, this.intervalMs);
  }

  private disarm(): void {
    if (this.handle !== null) this.env.timers.clearInterval(this.handle);
    this.handle = null;
  }
}
