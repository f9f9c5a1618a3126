import { useDeferredValue } from 'react';

export interface CatchingUp<T> {
  /** What to draw now: the value as of the last render React finished. */
  readonly shown: T;
  /** `shown` is still an older value than the presenter's. */
  readonly behind: boolean;
}

/**
 * A large part of a screen (a list, a form) that follows the presenter one render late. MobX
 * re-renders an observer at once, in one long task that blocks typing and clicks; React renders a
 * deferred value in slices that yield to the browser. While `behind`, the screen can say it is
 * loading instead of drawing an empty list.
 */
export function useCatchingUp<T>(value: T): CatchingUp<T> {
  const shown = useDeferredValue(value);
  return { shown, behind: !Object.is(shown, value) };
}
