import { makeAutoObservable } from 'mobx';
import type { Session } from '../../domain/auth/session';
import { isSignedIn } from '../../domain/auth/session';
import { fullName, welcomeName } from '../../domain/auth/user';
import { initialsOf } from '../../domain/shared/text';
import type { SessionChange, SessionStore } from '../../application/ports/session-store.port';
import { SignOut } from '../../application/auth/sign-out.use-case';

/**
 * The session as observable view state: mirrors the SessionStore port, so the header and the
 * route guards follow sign-in, profile saves, sign-out and expiry.
 */
export class SessionViewModel {
  session: Session;
  /** Set when the session ended by a 401, so the login screen can say why. */
  lastChange: SessionChange | null = null;

  constructor(private readonly store: SessionStore) {
    this.session = store.current();
    makeAutoObservable<this, 'store'>(this, { store: false }, { autoBind: true });
    store.subscribe(this.apply);
  }

  get signedIn(): boolean {
    return isSignedIn(this.session);
  }

  get pendingVerificationEmail(): string | null {
    return this.session.pendingVerificationEmail;
  }

  get displayName(): string {
    return this.session.user ? fullName(this.session.user) : '';
  }

  get firstName(): string {
    return welcomeName(this.session.user);
  }

  get email(): string {
    return this.session.user?.email ?? '';
  }

  get photoUrl(): string | null {
    return this.session.user?.photoUrl ?? null;
  }

  get initials(): string {
    const user = this.session.user;
    return user ? initialsOf(user.firstName || user.name || user.email, user.lastName) : '';
  }

  apply(session: Session, change: SessionChange): void {
    this.session = session;
    this.lastChange = change;
  }

  /** The Sign Out button: the session and everything kept for it go. */
  signOut(): void {
    new SignOut(this.store).execute();
  }

  /** The password kept for the automatic sign-in after the e-mail code lives only in that flow. */
  forgetSignupPassword(): void {
    this.store.setSignupPassword(null);
  }
}
