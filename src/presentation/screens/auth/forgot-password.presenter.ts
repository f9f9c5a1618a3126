import { makeAutoObservable } from 'mobx';
import { SUCCESS_MESSAGES, errorMessage } from '../../../domain/shared/error-catalogue';
import type {
  RequestPasswordReset,
  RequestPasswordResetResult,
} from '../../../application/auth/request-password-reset.use-case';
import type { ToastStore } from '../../app/toast.store';
import { Command } from '../../async/command';

/** The forgot-password view: the e-mail form, then 'Check your email' once the link is sent. */
export class ForgotPasswordPresenter {
  email = '';
  emailError: string | null = null;
  /** The address the link went to; set, the view shows 'Check your email'. */
  sentTo: string | null = null;
  readonly request: Command<[string], RequestPasswordResetResult>;

  constructor(
    requestReset: RequestPasswordReset,
    private readonly toasts: ToastStore,
  ) {
    this.request = new Command({
      execute: (baseUrl: string) => requestReset.execute(this.email, baseUrl),
      errorMessage: (error) => errorMessage('forgotPassword', error),
    });
    makeAutoObservable<this, 'toasts'>(this, { toasts: false, request: false }, { autoBind: true });
  }

  /** Sending is disabled while the e-mail is blank. */
  get canSubmit(): boolean {
    return this.email.trim() !== '' && !this.request.pending;
  }

  setEmail(value: string): void {
    this.email = value;
    this.emailError = null;
  }

  /** `baseUrl`: the portal's origin, which the reset link points back to. */
  async submit(baseUrl: string): Promise<void> {
    if (!this.canSubmit) return;
    const outcome = await this.request.run(baseUrl);
    if (outcome.kind === 'done') this.finished(outcome.value);
  }

  /** 'Send another email': back to the form, the address kept. */
  sendAnother(): void {
    this.sentTo = null;
    this.request.reset();
  }

  private finished(result: RequestPasswordResetResult): void {
    if (result.kind === 'invalid') {
      this.emailError = result.message;
      this.request.reset();
      return;
    }
    this.sentTo = result.email;
    this.toasts.success(SUCCESS_MESSAGES.emailSent);
  }
}
