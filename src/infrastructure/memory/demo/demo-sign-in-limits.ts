import { AppError } from '../../../domain/shared/app-error';
import { HOUR, MINUTE, normaliseEmail, tooMany, waitText, WRONG_CREDENTIALS } from './demo-rules';
import type { DemoSignInFailures, DemoState } from './demo-state';

/**
 * Sign-in attempt limits of the demo backend and the local API: 10 failures in a
 * row lock an address for 5 minutes, on the wall clock (`at`, DemoMarketplace.wallNow).
 */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_LOCK_MS = 5 * MINUTE;
/** Failures short of a lock are forgotten after a day without another. */
export const SIGN_IN_FAILURES_KEPT_MS = 24 * HOUR;

function failuresOf(state: Readonly<DemoState>, email: string): DemoSignInFailures | undefined {
  const wanted = normaliseEmail(email);
  return state.signInFailures.find((f) => f.email === wanted);
}

function lockedFor(entry: DemoSignInFailures | undefined, at: Date): number {
  return entry?.lockedUntil ? Date.parse(entry.lockedUntil) - at.getTime() : 0;
}

const signInLocked = (ms: number) =>
  tooMany(`Too many failed sign-in attempts for this email. Try again in ${waitText(ms)}.`);

/**
 * Sign-in is refused (a 429), whatever the password, while the address is locked: for 5 minutes
 * after its 10th failure in a row. Addresses without an account lock the same way, so a lock
 * tells nobody which addresses have one.
 */
export function signInLockError(
  state: Readonly<DemoState>,
  email: string,
  at: Date,
): AppError | null {
  const locked = lockedFor(failuresOf(state, email), at);
  return locked > 0 ? signInLocked(locked) : null;
}

/**
 * Counts a failed sign-in of the address and returns the answer: the wrong-credentials refusal,
 * or at the 10th failure the lock. A lock that has ended starts the count again.
 */
export function recordSignInFailure(state: DemoState, email: string, at: Date): AppError {
  const forgetBefore = at.getTime() - SIGN_IN_FAILURES_KEPT_MS;
  state.signInFailures = state.signInFailures.filter(
    (f) => lockedFor(f, at) > 0 || Date.parse(f.lastFailedAt) > forgetBefore,
  );
  let entry = failuresOf(state, email);
  if (!entry) {
    entry = { email: normaliseEmail(email), count: 0, lastFailedAt: '', lockedUntil: null };
    state.signInFailures.push(entry);
  }
  if (entry.lockedUntil && lockedFor(entry, at) <= 0) {
    entry.count = 0;
    entry.lockedUntil = null;
  }
  entry.count += 1;
  entry.lastFailedAt = at.toISOString();
  if (entry.count < SIGN_IN_MAX_FAILURES) return AppError.validation(WRONG_CREDENTIALS);
  entry.lockedUntil = new Date(at.getTime() + SIGN_IN_LOCK_MS).toISOString();
  return signInLocked(SIGN_IN_LOCK_MS);
}

/** A successful sign-in, or a password reset through the e-mailed link, clears the count. */
export function clearSignInFailures(state: DemoState, email: string): void {
  const wanted = normaliseEmail(email);
  state.signInFailures = state.signInFailures.filter((f) => f.email !== wanted);
}
