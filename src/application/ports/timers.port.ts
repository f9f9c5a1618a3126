/** Cancels what a timer scheduled. */
export type CancelTimer = () => void;

/**
 * The platform's timers. Injected wherever something waits or repeats, so tests drive time with
 * fake timers and the demo backend can run in Node as well as in the browser.
 */
export interface Timers {
  /** Calls `callback` once after `ms`. */
  after(ms: number, callback: () => void): CancelTimer;
  /** Calls `callback` every `ms` until cancelled. */
  every(ms: number, callback: () => void): CancelTimer;
}
