import type { Session } from '../../domain/auth/session';
import { EMPTY_SESSION } from '../../domain/auth/session';
import type { User } from '../../domain/auth/user';
import type { SessionChange, SessionStore } from '../../application/ports/session-store.port';
import { userFromDto, userToDto } from '../http/user.serialization';

/** Spec §3: exactly these browser storage keys. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  resetPasswordEmail: 'resetPasswordEmail',
} as const;

/**
 * Items the portal owns besides the session keys (drafts and the like) register a prefix here so
 * that sign-out and expiry remove them too ("Logout clears ... all stored items").
 */
export const PORTAL_STORAGE_PREFIX = 'bidhaul:portal:';

type Listener = (session: Session, change: SessionChange) => void;

/**
 * The stored user's photo address is kept as stored: an adapter read it when the user was saved
 * (the HTTP file rule, or the demo's inline image).
 */
const asStored = (address: string | null) => address;

export class LocalStorageSessionStore implements SessionStore {
  private session: Session;
  private password: string | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: Storage | null) {
    this.session = this.read();
  }

  current(): Session {
    return this.session;
  }

  signIn(user: User, token: string): void {
    this.write(STORAGE_KEYS.token, token);
    this.write(STORAGE_KEYS.user, JSON.stringify(userToDto(user)));
    this.set({ ...this.session, user, token, pendingVerificationEmail: null }, 'signed-in');
  }

  updateUser(user: User): void {
    this.write(STORAGE_KEYS.user, JSON.stringify(userToDto(user)));
    this.set({ ...this.session, user }, 'updated');
  }

  setPendingVerification(email: string | null, otpExpiry: number | null = null): void {
    this.set({ ...this.session, pendingVerificationEmail: email, otpExpiry }, 'updated');
  }

  setOtpExpiry(otpExpiry: number | null): void {
    this.set({ ...this.session, otpExpiry }, 'updated');
  }

  setResetPasswordEmail(email: string | null): void {
    if (email) this.write(STORAGE_KEYS.resetPasswordEmail, email);
    else this.remove(STORAGE_KEYS.resetPasswordEmail);
    this.set({ ...this.session, resetPasswordEmail: email }, 'updated');
  }

  setSignupPassword(password: string | null): void {
    this.password = password;
  }

  signupPassword(): string | null {
    return this.password;
  }

  clear(): void {
    this.wipe();
    this.set(EMPTY_SESSION, 'signed-out');
  }

  expire(): void {
    if (!this.session.token && !this.session.user) return;
    this.wipe();
    this.set(EMPTY_SESSION, 'expired');
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(session: Session, change: SessionChange): void {
    this.session = session;
    for (const listener of [...this.listeners]) listener(session, change);
  }

  private wipe(): void {
    this.password = null;
    if (!this.storage) return;
    try {
      const keys: string[] = Object.values(STORAGE_KEYS);
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (key?.startsWith(PORTAL_STORAGE_PREFIX)) keys.push(key);
      }
      keys.forEach((key) => this.storage?.removeItem(key));
    } catch {
      // Storage unavailable: nothing was stored either.
    }
  }

  /** Spec §3: if reading fails, all are empty. */
  private read(): Session {
    try {
      const token = this.storage?.getItem(STORAGE_KEYS.token) ?? null;
      const rawUser = this.storage?.getItem(STORAGE_KEYS.user) ?? null;
      const resetPasswordEmail = this.storage?.getItem(STORAGE_KEYS.resetPasswordEmail) ?? null;
      const parsed: unknown = rawUser ? JSON.parse(rawUser) : null;
      const user = parsed ? userFromDto(parsed, asStored) : null;
      if (user && !user.email) return EMPTY_SESSION;
      return { ...EMPTY_SESSION, token, user, resetPasswordEmail };
    } catch {
      return EMPTY_SESSION;
    }
  }

  private write(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Private mode or full storage: the session still works for this tab.
    }
  }

  private remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // ignore
    }
  }
}
