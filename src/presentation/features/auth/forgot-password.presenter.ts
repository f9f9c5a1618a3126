import { makeAutoObservable, runInAction } from 'mobx';
import { SUCCESS_MESSAGES, errorMessage } from '../../../domain/shared/error-catalogue';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { RequestPasswordReset } from '../../../application/auth/request-password-reset.use-case';
import type { ToastStore } from '../../app/toast.store';

/** The forgot-password view (spec §2.4, §4 Forgot password): the form, then 'Check your email'. */
export class ForgotPasswordPresenter {
  email = '';
  emailError: string | null = null;
  status: RequestStatus = IDLE;
  /** The address the link went to; set, the view shows 'Check your email'. */
  sentTo: string | null = null;

  constructor(
    private readonly requestReset: RequestPasswordReset,
    private readonly toasts: ToastStore,
  ) {
    makeAutoObservable<this, 'requestReset' | 'toasts'>(
      this,
      { requestReset: false, toasts: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.status.kind === 'loading';
  }

  /** Spec §5: disabled while the email is blank. */
  get canSubmit(): boolean {
    return this.email.trim() !== '' && !this.busy;
  }

  get failure(): string | null {
    return this.status.kind === 'failed' ? this.status.message : null;
  }

  setEmail(value: string): void {
    this.email = value;
    this.emailError = null;
  }

  /** `baseUrl`: the portal's origin, which the reset link points back to. */
  async submit(baseUrl: string): Promise<void> {
    if (!this.canSubmit) return;
    this.status = LOADING;
    try {
      const result = await this.requestReset.execute(this.email, baseUrl);
      runInAction(() => {
        if (result.kind === 'invalid') {
          this.emailError = result.message;
          this.status = IDLE;
          return;
        }
        this.status = SUCCEEDED;
        this.sentTo = result.email;
        this.toasts.success(SUCCESS_MESSAGES.emailSent);
      });
    } catch (error) {
      runInAction(() => {
        this.status = failed(errorMessage('forgotPassword', error));
      });
    }
  }

  /** 'Send another email': back to the form, the address kept. */
  sendAnother(): void {
    this.sentTo = null;
    this.status = IDLE;
  }
}
