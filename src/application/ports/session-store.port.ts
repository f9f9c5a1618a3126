import type { Session } from '../../domain/auth/session';
import type { User } from '../../domain/auth/user';

export type SessionChange = 'signed-in' | 'updated' | 'signed-out' | 'expired';

/**
 * The browser session (spec §3 Session). `token`, `user` and `resetPasswordEmail` persist; the
 * pending verification email, the OTP expiry and the sign-up password live in memory only.
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
  /** Decisions Q19: held in memory only, never in browser storage. */
  setSignupPassword(password: string | null): void;
  signupPassword(): string | null;
  /** Sign out (spec §4 Logout): clears user, token and every stored item. */
  clear(): void;
  /** A 401 or 'Unauthenticated.' (decisions S4): clears everything, marked as expired. */
  expire(): void;
  subscribe(listener: (session: Session, change: SessionChange) => void): () => void;
}
