import { portKey } from './port-key';

/** Cancels what a timer scheduled. */
export type CancelTimer = () => void;

/**
 * The platform's timers. Injected wherever the screens wait or repeat (refreshes, pauses, the
 * window to undo a rejection), so tests drive time with fake timers. The demo backend keeps its
 * own clock and timers for its simulated drivers.
 */
export interface Timers {
  /** Calls `callback` once after `ms`. */
  after(ms: number, callback: () => void): CancelTimer;
  /** Calls `callback` every `ms` until cancelled. */
  every(ms: number, callback: () => void): CancelTimer;
}

export const Timers = portKey<Timers>('Timers');
