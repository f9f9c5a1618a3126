import { makeAutoObservable, runInAction } from 'mobx';
import { safeRedirectTarget } from '../../../domain/auth/safe-redirect';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { SignIn, SignInErrors } from '../../../application/auth/sign-in.use-case';
import type { SessionViewModel } from '../../app/session.view-model';
import { AUTH_VIEW_PATHS, type AuthNavigation } from './auth-views';

/** The sign-in view (spec §2.4, §4 Sign in): no artificial delay (decisions Q11). */
export class SignInPresenter {
  email = '';
  password = '';
  passwordVisible = false;
  errors: SignInErrors = {};
  status: RequestStatus = IDLE;
  /** A message carried from another view (e.g. "Please sign in manually"). */
  notice: string | null = null;

  constructor(
    private readonly signIn: SignIn,
    private readonly session: SessionViewModel,
  ) {
    makeAutoObservable<this, 'signIn' | 'session'>(
      this,
      { signIn: false, session: false },
      { autoBind: true },
    );
  }

  /** Why the previous session ended, when it did not end by this tab's own Sign Out. */
  get endedNotice(): string | null {
    switch (this.session.lastChange) {
      case 'expired':
        return 'Your session has ended, so we signed you out to keep your account safe. Please sign in again.';
      case 'ended-elsewhere':
        return 'You were signed out in another tab. Sign in again to carry on where you were.';
      default:
        return null;
    }
  }

  get busy(): boolean {
    return this.status.kind === 'loading';
  }

  get failure(): string | null {
    return this.status.kind === 'failed' ? this.status.message : null;
  }

  prefill(email: string, notice: string | null): void {
    this.email = email;
    this.notice = notice;
  }

  setEmail(value: string): void {
    this.email = value;
    this.errors = { ...this.errors, email: undefined };
  }

  setPassword(value: string): void {
    this.password = value;
    this.errors = { ...this.errors, password: undefined };
  }

  togglePasswordVisible(): void {
    this.passwordVisible = !this.passwordVisible;
  }

  /** Signs in; resolves with where to go next, or null when the view stays. */
  async submit(redirect: string | null): Promise<AuthNavigation | null> {
    if (this.busy) return null;
    this.status = LOADING;
    this.notice = null;
    try {
      const result = await this.signIn.execute({ email: this.email, password: this.password });
      return runInAction(() => {
        switch (result.kind) {
          case 'invalid':
            this.errors = result.errors;
            this.status = IDLE;
            return null;
          case 'needs-verification':
            this.status = SUCCEEDED;
            return { to: AUTH_VIEW_PATHS['verify-email'] };
          case 'signed-in':
            this.status = SUCCEEDED;
            return { to: safeRedirectTarget(redirect) };
        }
      });
    } catch (error) {
      runInAction(() => {
        this.status = failed(errorMessage('signIn', error));
      });
      return null;
    }
  }
}
