import type { DemoClock } from '../infrastructure/memory/demo/demo-clock';

export interface ContainerOverrides {
  /** Browser storage; tests pass an in-memory one, or null. */
  readonly storage?: Storage | null;
  readonly demoClock?: DemoClock;
}

export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
