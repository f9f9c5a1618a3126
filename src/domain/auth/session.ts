import type { User } from './user';

/**
 * Spec §3 Session. `token`, `user` and `resetPasswordEmail` live in browser storage under exactly
 * those keys; the rest is held in memory only (decisions Q19 for the sign-up password).
 */
export interface Session {
  readonly token: string | null;
  readonly user: User | null;
  readonly resetPasswordEmail: string | null;
  readonly pendingVerificationEmail: string | null;
  /** Epoch milliseconds when the current verification code expires. */
  readonly otpExpiry: number | null;
}

export const EMPTY_SESSION: Session = {
  token: null,
  user: null,
  resetPasswordEmail: null,
  pendingVerificationEmail: null,
  otpExpiry: null,
};

/** Spec §6: only a user with both user and token is signed in. */
export function isSignedIn(session: Session): boolean {
  return Boolean(session.token && session.user);
}
