import { makeAutoObservable, observableRef } from 'mobx';
import { AUTH_PATHS } from '../../../features';
import { safeRedirectTarget } from '../../../domain/auth/safe-redirect';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type {
  SignIn,
  SignInErrors,
  SignInResult,
} from '../../../application/auth/sign-in.use-case';
import type { SessionViewModel } from '../../app/session.view-model';
import { Command } from '../../async/command';
import type { AuthNavigation } from './auth-form';

/** The sign-in view. The request goes at once, with no delay added before it. */
export class SignInPresenter {
  email = '';
  password = '';
  errors: SignInErrors = {};
  /** A message carried from another view (e.g. "Please sign in manually"). */
  notice: string | null = null;
  /** Where a finished sign-in leads; null while the view stays. */
  navigateTo: AuthNavigation | null = null;
  readonly request: Command<[], SignInResult>;

  constructor(
    private readonly signIn: SignIn,
    private readonly session: SessionViewModel,
  ) {
    this.request = new Command({
      execute: () => signIn.execute({ email: this.email, password: this.password }),
      errorMessage: (error) => errorMessage('signIn', error),
    });
    makeAutoObservable<this, 'signIn' | 'session'>(
      this,
      { signIn: false, session: false, request: false, navigateTo: observableRef },
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

  /**
   * Signs in (one request at a time); then on to the remembered page when it is a portal path,
   * or to the verify view for an account still to be verified. Invalid fields keep the view.
   */
  async submit(redirect: string | null): Promise<void> {
    if (this.request.pending) return;
    this.notice = null;
    const outcome = await this.request.run();
    if (outcome.kind === 'done') this.finished(outcome.value, redirect);
  }

  navigated(): void {
    this.navigateTo = null;
  }

  private finished(result: SignInResult, redirect: string | null): void {
    switch (result.kind) {
      case 'invalid':
        this.errors = result.errors;
        this.request.reset();
        return;
      case 'needs-verification':
        this.navigateTo = { to: AUTH_PATHS['verify-email'] };
        return;
      case 'signed-in':
        this.navigateTo = { to: safeRedirectTarget(redirect, AUTH_PATHS) };
    }
  }
}
