import { EMPTY_SESSION, type Session } from '../../domain/auth/session';
import { sameUser, type User } from '../../domain/auth/user';
import type { SessionChange, SessionStore } from '../../application/ports/session-store.port';
import { STORAGE_KEYS, readStoredSession, writeItem, writeUser } from './session-storage';
import type { BrowserStorage } from './portal-storage';
import type { StorageChanges } from './storage-changes';

export { STORAGE_KEYS } from './session-storage';

type Listener = (session: Session, change: SessionChange) => void;

/**
 * The session in localStorage, shared by every tab of the browser. Storage is the truth across
 * tabs: a change another tab makes (sign-in, sign-out, expiry, a saved profile) is adopted here as
 * soon as the browser reports it, and this tab never writes over a session it does not hold.
 */
export class LocalStorageSessionStore implements SessionStore {
  private session: Session;
  private password: string | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly storage: BrowserStorage | null,
    otherTabs: StorageChanges | null = null,
  ) {
    this.session = { ...EMPTY_SESSION, ...readStoredSession(storage) };
    otherTabs?.subscribe((key) => this.onOtherTabChange(key));
  }

  current(): Session {
    return this.session;
  }

  signIn(user: User, token: string): void {
    // The user first: a tab that sees the new token then already reads the user who owns it.
    writeUser(this.storage, user);
    writeItem(this.storage, STORAGE_KEYS.token, token);
    this.set({ ...this.session, user, token, pendingVerificationEmail: null }, 'signed-in');
  }

  /** A saved profile; ignored when it is not the signed-in user's (they changed meanwhile). */
  updateUser(user: User): void {
    if (!sameUser(user, this.session.user)) return;
    if (this.storedToken() === this.session.token) writeUser(this.storage, user);
    this.set({ ...this.session, user }, 'updated');
  }

  setPendingVerification(email: string | null, otpExpiry: number | null = null): void {
    this.set({ ...this.session, pendingVerificationEmail: email, otpExpiry }, 'updated');
  }

  setOtpExpiry(otpExpiry: number | null): void {
    this.set({ ...this.session, otpExpiry }, 'updated');
  }

  setResetPasswordEmail(email: string | null): void {
    writeItem(this.storage, STORAGE_KEYS.resetPasswordEmail, email);
    this.set({ ...this.session, resetPasswordEmail: email }, 'updated');
  }

  setSignupPassword(password: string | null): void {
    this.password = password;
  }

  signupPassword(): string | null {
    return this.password;
  }

  clear(): void {
    this.removeSession();
    this.set(EMPTY_SESSION, 'signed-out');
  }

  expire(token: string | null): void {
    if (!token || token !== this.session.token) return;
    const stored = this.storedToken();
    // Another tab signed in again since this request left: its session stands, and this tab joins it.
    if (stored && stored !== token) return this.onOtherTabChange(STORAGE_KEYS.token);
    this.removeSession();
    this.set(EMPTY_SESSION, 'expired');
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private onOtherTabChange(key: string | null): void {
    if (key !== null && key !== STORAGE_KEYS.token && key !== STORAGE_KEYS.user) return;
    const stored = readStoredSession(this.storage);
    const mine = this.session;
    if (stored.token === mine.token) {
      // The same session with a saved profile. Another account's user beside this token is the
      // first half of a sign-in elsewhere: its token follows, and is handled then.
      if (mine.token && sameUser(stored.user, mine.user))
        this.set({ ...mine, user: stored.user }, 'updated');
      return;
    }
    if (!stored.token || !stored.user) {
      this.password = null;
      if (mine.token) this.set(EMPTY_SESSION, 'ended-elsewhere');
      return;
    }
    const session = {
      ...mine,
      token: stored.token,
      user: stored.user,
      pendingVerificationEmail: null,
    };
    if (!mine.token) this.set(session, 'signed-in');
    else if (sameUser(stored.user, mine.user)) this.set(session, 'updated');
    else this.set({ ...EMPTY_SESSION, token: stored.token, user: stored.user }, 'user-changed');
  }

  private storedToken(): string | null {
    return readStoredSession(this.storage).token;
  }

  private removeSession(): void {
    this.password = null;
    // The token first: a tab that sees it go never reads a user without one.
    writeItem(this.storage, STORAGE_KEYS.token, null);
    writeItem(this.storage, STORAGE_KEYS.user, null);
    writeItem(this.storage, STORAGE_KEYS.resetPasswordEmail, null);
  }

  private set(session: Session, change: SessionChange): void {
    this.session = session;
    for (const listener of [...this.listeners]) listener(session, change);
  }
}
