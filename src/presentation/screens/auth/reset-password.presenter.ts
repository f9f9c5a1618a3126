import { makeAutoObservable } from 'mobx';
import {
  passwordRequirements,
  passwordStrength,
  strengthScore,
  type PasswordRequirement,
  type PasswordStrength,
} from '../../../domain/auth/password-rules';
import { SUCCESS_MESSAGES, errorMessage } from '../../../domain/shared/error-catalogue';
import type { OpenResetLink } from '../../../application/auth/open-reset-link.use-case';
import type {
  ResetPassword,
  ResetPasswordErrors,
  ResetPasswordResult,
} from '../../../application/auth/reset-password.use-case';
import type { ToastStore } from '../../app/toast.store';
import { Command } from '../../async/command';

/**
 * The reset-password view: the token from the link is held here only, in memory; the e-mail is
 * stored. A strength meter and the requirements list, then 'Password Reset!'.
 */
export class ResetPasswordPresenter {
  token: string | null = null;
  password = '';
  confirmPassword = '';
  errors: ResetPasswordErrors = {};
  /** The link has been read (before that the view shows nothing). */
  opened = false;
  /** The password was changed: the view says 'Password Reset!'. */
  done = false;
  readonly request: Command<[string], ResetPasswordResult>;

  constructor(
    private readonly openLink: OpenResetLink,
    resetPassword: ResetPassword,
    private readonly toasts: ToastStore,
  ) {
    this.request = new Command({
      execute: (token: string) =>
        resetPassword.execute({
          token,
          password: this.password,
          confirmPassword: this.confirmPassword,
        }),
      errorMessage: (error) => errorMessage('resetPassword', error),
    });
    makeAutoObservable<this, 'openLink' | 'toasts'>(
      this,
      { openLink: false, toasts: false, request: false },
      { autoBind: true },
    );
  }

  /** The link's token and email, read once on arrival (a second call changes nothing). */
  open(token: string | null, email: string | null): void {
    if (this.opened) return;
    this.opened = true;
    this.token = token?.trim() || null;
    this.openLink.execute(email);
  }

  get strength(): PasswordStrength | null {
    return passwordStrength(this.password);
  }

  get strengthPercent(): number {
    return strengthScore(this.strength);
  }

  get requirements(): readonly PasswordRequirement[] {
    return passwordRequirements(this.password);
  }

  get failure(): string | null {
    return this.request.error ?? this.errors.form ?? null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.errors = { ...this.errors, password: undefined, form: undefined };
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
    this.errors = { ...this.errors, confirmPassword: undefined, form: undefined };
  }

  /** Without a token from the link nothing is sent. */
  async submit(): Promise<void> {
    if (this.request.pending || !this.token) return;
    const outcome = await this.request.run(this.token);
    if (outcome.kind === 'done') this.finished(outcome.value);
  }

  private finished(result: ResetPasswordResult): void {
    if (result.kind === 'invalid') {
      this.errors = result.errors;
      this.request.reset();
      return;
    }
    this.password = '';
    this.confirmPassword = '';
    this.done = true;
    this.toasts.success(SUCCESS_MESSAGES.passwordReset);
  }
}
