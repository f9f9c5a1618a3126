import type { CancelTimer, Timers } from '../../application/ports/timers.port';

/**
 * Keeps a list from being read more often than once per `gapMs`, however many hints ask for it:
 * a request with no read in the last `gapMs` reads at once; requests during the gap are folded
 * into one read at its end. `ran()` tells it of a read made for another reason (the screen's first
 * read, its timer), which starts the gap too.
 */
export class ReadThrottle {
  private gap: CancelTimer | null = null;
  private waiting = false;

  constructor(
    private readonly timers: Timers,
    private readonly gapMs: number,
    private readonly read: () => void,
  ) {}

  request(): void {
    if (this.gap) {
      this.waiting = true;
      return;
    }
    this.ran();
    this.read();
  }

  /** A read was just made: the next waits for the gap. */
  ran(): void {
    this.gap?.();
    this.gap = this.timers.after(this.gapMs, () => {
      this.gap = null;
      if (!this.waiting) return;
      this.waiting = false;
      this.request();
    });
  }

  /** Forgets a read asked for and the gap (the screen was left). */
  cancel(): void {
    this.gap?.();
    this.gap = null;
    this.waiting = false;
  }
}
