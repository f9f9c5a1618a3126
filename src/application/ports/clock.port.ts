/** The time source; tests and the demo simulation use a controllable one. */
export interface Clock {
  now(): Date;
}
