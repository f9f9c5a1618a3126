import { portKey } from './port-key';

/** The time source; tests and the demo simulation use a controllable one. */
export interface Clock {
  now(): Date;
}

export const Clock = portKey<Clock>('Clock');
