import { makeAutoObservable, runInAction } from 'mobx';
import {
  passwordRequirements,
  passwordStrength,
  strengthScore,
  type PasswordRequirement,
  type PasswordStrength,
} from '../../../domain/auth/password-rules';
import { SUCCESS_MESSAGES, errorMessage } from '../../../domain/shared/error-catalogue';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { OpenResetLink } from '../../../application/auth/open-reset-link.use-case';
import type {
  ResetPassword,
  ResetPasswordErrors,
} from '../../../application/auth/reset-password.use-case';
import type { ToastStore } from '../../app/toast.store';

/**
 * The reset-password view (spec §2.4, §5 Reset password; decisions Q12): the token from the link
 * is held here only, the email is stored; strength meter, requirements, then 'Password Reset!'.
 */
export class ResetPasswordPresenter {
  token: string | null = null;
  password = '';
  confirmPassword = '';
  passwordVisible = false;
  confirmVisible = false;
  errors: ResetPasswordErrors = {};
  status: RequestStatus = IDLE;
  /** The link has been read (before that the view shows nothing). */
  opened = false;

  constructor(
    private readonly openLink: OpenResetLink,
    private readonly resetPassword: ResetPassword,
    private readonly toasts: ToastStore,
  ) {
    makeAutoObservable<this, 'openLink' | 'resetPassword' | 'toasts'>(
      this,
      { openLink: false, resetPassword: false, toasts: false },
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

  get busy(): boolean {
    return this.status.kind === 'loading';
  }

  get done(): boolean {
    return this.status.kind === 'succeeded';
  }

  get failure(): string | null {
    if (this.status.kind === 'failed') return this.status.message;
    return this.errors.form ?? null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.errors = { ...this.errors, password: undefined, form: undefined };
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
    this.errors = { ...this.errors, confirmPassword: undefined, form: undefined };
  }

  togglePasswordVisible(): void {
    this.passwordVisible = !this.passwordVisible;
  }

  toggleConfirmVisible(): void {
    this.confirmVisible = !this.confirmVisible;
  }

  async submit(): Promise<void> {
    if (this.busy || !this.token) return;
    this.status = LOADING;
    try {
      const result = await this.resetPassword.execute({
        token: this.token,
        password: this.password,
        confirmPassword: this.confirmPassword,
      });
      runInAction(() => {
        if (result.kind === 'invalid') {
          this.errors = result.errors;
          this.status = IDLE;
          return;
        }
        this.password = '';
        this.confirmPassword = '';
        this.status = SUCCEEDED;
        this.toasts.success(SUCCESS_MESSAGES.passwordReset);
      });
    } catch (error) {
      runInAction(() => {
        this.status = failed(errorMessage('resetPassword', error));
      });
    }
  }
}
