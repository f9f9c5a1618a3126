import type { Session } from '../../domain/auth/session';
import type { User } from '../../domain/auth/user';
import { portKey } from './port-key';

/**
 * How the session last changed. Besides this tab's own sign-in, profile save, sign-out and
 * expiry, another tab of the same browser can end the session (`ended-elsewhere`) or sign in as
 * someone else (`user-changed`): the tab must then stop acting for the old user.
 */
export type SessionChange =
  'signed-in' | 'updated' | 'signed-out' | 'expired' | 'ended-elsewhere' | 'user-changed';

/**
 * The browser session, one for every tab of the browser. `token`, `user` and `resetPasswordEmail`
 * persist; the pending verification email, the OTP expiry and the sign-up password live in memory
 * only.
 */
export interface SessionStore {
  current(): Session;
  /** Stores user and token: the user is signed in. */
  signIn(user: User, token: string): void;
  /** Replaces the stored user (profile saved). */
  updateUser(user: User): void;
  setPendingVerification(email: string | null, otpExpiry?: number | null): void;
  setOtpExpiry(otpExpiry: number | null): void;
  setResetPasswordEmail(email: string | null): void;
  /** Held in memory only, never in browser storage. */
  setSignupPassword(password: string | null): void;
  signupPassword(): string | null;
  /** Sign out: clears user, token and the other session items. */
  clear(): void;
  /**
   * The server refused `token` as unauthenticated. The session ends only if that token is still
   * the current one: a late answer to a request sent before the user signed in again changes
   * nothing.
   */
  expire(token: string | null): void;
  /**
   * Told of every change, this tab's and other tabs'. A session is its token: a change of token
   * (sign-out, expiry, another user, a new sign-in) ends the session that held the old one, and
   * with it the calls it started (`openSessionScope`).
   */
  subscribe(listener: (session: Session, change: SessionChange) => void): () => void;
}

export const SessionStore = portKey<SessionStore>('SessionStore');
