/** Cancels what a timer scheduled. */
export type CancelTimer = () => void;

/**
 * The platform's timers. Injected wherever something waits or repeats (the screens' refreshes and
 * pauses, the demo backend's simulation), so tests drive time with fake timers.
 */
export interface Timers {
  /** Calls `callback` once after `ms`. */
  after(ms: number, callback: () => void): CancelTimer;
  /** Calls `callback` every `ms` until cancelled. */
  every(ms: number, callback: () => void): CancelTimer;
}
