import type { CancelTimer, Timers } from '../../application/ports/timers.port';

/** A timer scheduled and not yet run or cancelled. */
export interface PendingTimer {
  readonly kind: 'after' | 'every';
  readonly ms: number;
}

/**
 * The platform's timers, looked up at each call so that test fake timers apply. Each instance
 * knows what it has scheduled and not yet run or cancelled: the demo build reports it to browser
 * tests, which can then tell a timer a screen left behind from the page's own.
 */
export class SystemTimers implements Timers {
  private readonly scheduled = new Set<PendingTimer>();

  after(ms: number, callback: () => void): CancelTimer {
    const timer: PendingTimer = { kind: 'after', ms };
    this.scheduled.add(timer);
    const handle = setTimeout(() => {
      this.scheduled.delete(timer);
      callback();
    }, ms);
    return () => {
      this.scheduled.delete(timer);
      clearTimeout(handle);
    };
  }

  every(ms: number, callback: () => void): CancelTimer {
    const timer: PendingTimer = { kind: 'every', ms };
    this.scheduled.add(timer);
    const handle = setInterval(callback, ms);
    return () => {
      this.scheduled.delete(timer);
      clearInterval(handle);
    };
  }

  /** What this instance has scheduled that has not run (an `after`) or been cancelled. */
  pending(): readonly PendingTimer[] {
    return [...this.scheduled];
  }
}

/** The screens' timers (the Timers port in both modes). */
export const systemTimers = new SystemTimers();
