import { makeAutoObservable, runInAction } from 'mobx';
import {
  EMPTY_OTP,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  boxValue,
  pasteDigits,
  type OtpDigits,
} from '../../../domain/auth/otp-code';
import { safeRedirectTarget } from '../../../domain/auth/safe-redirect';
import { SUCCESS_MESSAGES, errorMessage } from '../../../domain/shared/error-catalogue';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { LeaveVerification } from '../../../application/auth/leave-verification.use-case';
import type { ResendOtp } from '../../../application/auth/resend-otp.use-case';
import type { VerifyOtpAndAutoLogin } from '../../../application/auth/verify-otp-and-auto-login.use-case';
import type { SessionViewModel } from '../../app/session.view-model';
import type { ToastStore } from '../../app/toast.store';
import { AUTH_VIEW_PATHS, type AuthNavigation } from './auth-views';

/**
 * The verify-email view (spec §2.4, §4 Verify OTP and OTP timer): four single-digit boxes, the
 * 120 s resend countdown, Resend at 0 resetting boxes and timer.
 */
export class VerifyEmailPresenter {
  boxes: OtpDigits = EMPTY_OTP;
  secondsLeft = OTP_RESEND_SECONDS;
  status: RequestStatus = IDLE;
  resendStatus: RequestStatus = IDLE;
  private deadline = 0;
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly verifyOtp: VerifyOtpAndAutoLogin,
    private readonly resendOtp: ResendOtp,
    private readonly leaveVerification: LeaveVerification,
    private readonly session: SessionViewModel,
    private readonly toasts: ToastStore,
  ) {
    makeAutoObservable<
      this,
      'verifyOtp' | 'resendOtp' | 'leaveVerification' | 'session' | 'toasts' | 'deadline' | 'ticker'
    >(
      this,
      {
        verifyOtp: false,
        resendOtp: false,
        leaveVerification: false,
        session: false,
        toasts: false,
        deadline: false,
        ticker: false,
      },
      { autoBind: true },
    );
  }

  /** Starts the countdown (idempotent); the disposer stops it. */
  start(): () => void {
    if (!this.ticker) this.restartCountdown();
    return this.stop;
  }

  stop(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  get email(): string {
    return this.session.pendingVerificationEmail ?? '';
  }

  get canResend(): boolean {
    return this.secondsLeft === 0 && this.resendStatus.kind !== 'loading';
  }

  get busy(): boolean {
    return this.status.kind === 'loading';
  }

  get failure(): string | null {
    return this.status.kind === 'failed' ? this.status.message : null;
  }

  get resendFailure(): string | null {
    return this.resendStatus.kind === 'failed' ? this.resendStatus.message : null;
  }

  /** "1:59" for the countdown. */
  get countdownLabel(): string {
    const m = Math.floor(this.secondsLeft / 60);
    const s = this.secondsLeft % 60;
    return `${m}:${String(s).padStart(2, '0')}`;
  }

  /**
   * Typing into box `index`: digits only, one per box. Resolves to the box to focus next (the
   * following one after a digit), or null to stay.
   */
  type(index: number, raw: string): number | null {
    if (raw === '') {
      this.setBox(index, '');
      return null;
    }
    const digit = boxValue(raw);
    if (!digit) return null;
    this.setBox(index, digit);
    return index < OTP_LENGTH - 1 ? index + 1 : null;
  }

  /** Backspace in box `index`: clears it, or, when already empty, clears and focuses the previous box. */
  backspace(index: number): number | null {
    if (this.boxes[index]) {
      this.setBox(index, '');
      return null;
    }
    if (index === 0) return null;
    this.setBox(index - 1, '');
    return index - 1;
  }

  /** Pasting digits fills the boxes from `index`; returns the box to focus. */
  paste(index: number, text: string): number {
    const { boxes, focus } = pasteDigits(this.boxes, index, text);
    this.boxes = boxes;
    this.clearFailure();
    return focus;
  }

  async verify(redirect: string | null): Promise<AuthNavigation | null> {
    if (this.busy) return null;
    this.status = LOADING;
    try {
      const result = await this.verifyOtp.execute(this.boxes);
      return runInAction(() => {
        switch (result.kind) {
          case 'invalid':
            this.status = failed(result.message);
            return null;
          case 'nothing-pending':
            this.status = IDLE;
            return { to: AUTH_VIEW_PATHS.signin };
          case 'sign-in-manually':
            this.status = SUCCEEDED;
            this.toasts.success(SUCCESS_MESSAGES.emailVerified);
            return {
              to: AUTH_VIEW_PATHS.signin,
              notice: { email: result.email, message: result.message },
            };
          case 'signed-in':
            this.status = SUCCEEDED;
            this.toasts.success(SUCCESS_MESSAGES.emailVerified);
            return { to: safeRedirectTarget(redirect) };
        }
      });
    } catch (error) {
      runInAction(() => {
        this.status = failed(errorMessage('verifyOtp', error));
      });
      return null;
    }
  }

  /** Spec §4 OTP timer: enabled at 0; a sent code resets the boxes and the timer. */
  async resend(): Promise<void> {
    if (!this.canResend) return;
    this.resendStatus = LOADING;
    try {
      await this.resendOtp.execute();
      runInAction(() => {
        this.resendStatus = SUCCEEDED;
        this.boxes = EMPTY_OTP;
        this.status = IDLE;
        this.restartCountdown();
        this.toasts.success(SUCCESS_MESSAGES.otpSent);
      });
    } catch (error) {
      runInAction(() => {
        this.resendStatus = failed(errorMessage('resendOtp', error));
      });
    }
  }

  /** Back to sign in: the pending verification and the kept password are dropped. */
  backToSignIn(): AuthNavigation {
    this.stop();
    this.leaveVerification.execute();
    return { to: AUTH_VIEW_PATHS.signin };
  }

  private setBox(index: number, value: string): void {
    if (index < 0 || index >= OTP_LENGTH) return;
    this.boxes = this.boxes.map((b, i) => (i === index ? value : b));
    this.clearFailure();
  }

  private clearFailure(): void {
    if (this.status.kind === 'failed') this.status = IDLE;
  }

  private restartCountdown(): void {
    this.stop();
    this.deadline = Date.now() + OTP_RESEND_SECONDS * 1000;
    this.secondsLeft = OTP_RESEND_SECONDS;
    this.ticker = setInterval(this.tick, 1000);
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
    if (this.secondsLeft === 0) this.stop();
  }
}
