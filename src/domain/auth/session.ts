import type { User } from './user';

/**
 * The browser's session. `token`, `user` and `resetPasswordEmail` live in browser storage under
 * exactly those keys; the pending verification and its expiry are held in memory only. The
 * sign-up password is not part of it: the session store keeps it apart, in memory.
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

/** Only a user with both user and token is signed in. */
export function isSignedIn(session: Session): boolean {
  return Boolean(session.token && session.user);
}
