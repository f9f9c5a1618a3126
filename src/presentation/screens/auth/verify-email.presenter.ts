import { makeAutoObservable, observableRef } from 'mobx';
import {
  EMPTY_OTP,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  boxValue,
  pasteDigits,
  type OtpDigits,
} from '../../../domain/auth/otp-code';
import { AUTH_PATHS } from '../../../features';
import { safeRedirectTarget } from '../../../domain/auth/safe-redirect';
import { SUCCESS_MESSAGES, errorMessage } from '../../../domain/shared/error-catalogue';
import type { LeaveVerification } from '../../../application/auth/leave-verification.use-case';
import type { ResendOtp } from '../../../application/auth/resend-otp.use-case';
import type {
  VerifyOtpAndAutoLogin,
  VerifyOtpResult,
} from '../../../application/auth/verify-otp-and-auto-login.use-case';
import type { CancelTimer, Timers } from '../../../application/ports/timers.port';
import type { SessionViewModel } from '../../app/session.view-model';
import type { ToastStore } from '../../app/toast.store';
import { Command } from '../../async/command';
import type { AuthNavigation } from './auth-form';

export interface VerifyEmailDeps {
  readonly verifyOtp: VerifyOtpAndAutoLogin;
  readonly resendOtp: ResendOtp;
  readonly leaveVerification: LeaveVerification;
  readonly session: SessionViewModel;
  readonly toasts: ToastStore;
  readonly timers: Timers;
}

/**
 * The verify-email view: four single-digit boxes and a 120 s countdown before a new code may be
 * asked for; Resend empties the boxes and starts the countdown again. Each tick of the countdown
 * reads the time against a deadline rather than counting ticks, so a background tab, whose timers
 * the browser slows down, still reaches 0 on time.
 */
export class VerifyEmailPresenter {
  boxes: OtpDigits = EMPTY_OTP;
  /** Why the code typed was not sent (e.g. fewer than four digits); cleared by editing. */
  codeError: string | null = null;
  /**
   * Where a finished step leads; null while the view stays. Held as a plain object (a reference,
   * not made observable inside): its notice goes into the browser's history, which must copy it.
   */
  navigateTo: AuthNavigation | null = null;
  /** The seconds left before a new code may be asked for. */
  secondsLeft = OTP_RESEND_SECONDS;
  private deadline = 0;
  private cancelTicks: CancelTimer | null = null;
  readonly verifyRequest: Command<[], VerifyOtpResult>;
  readonly resendRequest: Command<[], void>;

  constructor(private readonly deps: VerifyEmailDeps) {
    this.verifyRequest = new Command({
      execute: () => deps.verifyOtp.execute(this.boxes),
      errorMessage: (error) => errorMessage('verifyOtp', error),
    });
    this.resendRequest = new Command({
      execute: () => deps.resendOtp.execute(),
      errorMessage: (error) => errorMessage('resendOtp', error),
    });
    makeAutoObservable<this, 'deps' | 'deadline' | 'cancelTicks'>(
      this,
      {
        deps: false,
        deadline: false,
        cancelTicks: false,
        verifyRequest: false,
        resendRequest: false,
        navigateTo: observableRef,
      },
      { autoBind: true },
    );
  }

  /**
   * Starts the countdown (idempotent); the disposer stops it. With nothing to verify (the
   * pending e-mail lives in memory only, so a reload ends it) the view goes back to sign in.
   */
  start(): () => void {
    if (!this.email) this.navigateTo = { to: AUTH_PATHS.signin };
    else if (!this.cancelTicks) this.restartCountdown();
    return this.stop;
  }

  stop(): void {
    this.cancelTicks?.();
    this.cancelTicks = null;
  }

  get email(): string {
    return this.deps.session.pendingVerificationEmail ?? '';
  }

  /** The countdown as a clock shows it: "1:59". */
  get resendIn(): string {
    const seconds = this.secondsLeft % 60;
    return `${Math.floor(this.secondsLeft / 60)}:${String(seconds).padStart(2, '0')}`;
  }

  get canResend(): boolean {
    return this.secondsLeft === 0 && !this.resendRequest.pending;
  }

  get failure(): string | null {
    return this.codeError ?? this.verifyRequest.error;
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

  /**
   * Sends the code (one request at a time). Verified, the portal signs in and goes to the
   * remembered page, or, when the automatic sign-in fails, to sign in with the e-mail filled in.
   */
  async verify(redirect: string | null): Promise<void> {
    if (this.verifyRequest.pending) return;
    this.codeError = null;
    const outcome = await this.verifyRequest.run();
    if (outcome.kind === 'done') this.verified(outcome.value, redirect);
  }

  /**
   * Allowed once the countdown reaches 0; a code sent empties the boxes and restarts it. Resolves
   * to whether a code went out.
   */
  async resend(): Promise<boolean> {
    if (!this.canResend) return false;
    const outcome = await this.resendRequest.run();
    if (outcome.kind === 'done') this.resent();
    return outcome.kind === 'done';
  }

  /** Back to sign in: the pending verification and the kept password are dropped. */
  backToSignIn(): void {
    this.stop();
    this.deps.leaveVerification.execute();
    this.navigateTo = { to: AUTH_PATHS.signin };
  }

  navigated(): void {
    this.navigateTo = null;
  }

  private verified(result: VerifyOtpResult, redirect: string | null): void {
    switch (result.kind) {
      case 'invalid':
        this.codeError = result.message;
        this.verifyRequest.reset();
        return;
      case 'nothing-pending':
        this.navigateTo = { to: AUTH_PATHS.signin };
        return;
      case 'sign-in-manually':
        this.deps.toasts.success(SUCCESS_MESSAGES.emailVerified);
        this.navigateTo = {
          to: AUTH_PATHS.signin,
          notice: { email: result.email, message: result.message },
        };
        return;
      case 'signed-in':
        this.deps.toasts.success(SUCCESS_MESSAGES.emailVerified);
        this.navigateTo = { to: safeRedirectTarget(redirect, AUTH_PATHS) };
    }
  }

  private resent(): void {
    this.boxes = EMPTY_OTP;
    this.clearFailure();
    this.restartCountdown();
    this.deps.toasts.success(SUCCESS_MESSAGES.otpSent);
  }

  private restartCountdown(): void {
    this.stop();
    this.deadline = Date.now() + OTP_RESEND_SECONDS * 1000;
    this.secondsLeft = OTP_RESEND_SECONDS;
    this.cancelTicks = this.deps.timers.every(1000, this.tick);
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
    if (this.secondsLeft === 0) this.stop();
  }

  private setBox(index: number, value: string): void {
    if (index < 0 || index >= OTP_LENGTH) return;
    this.boxes = this.boxes.map((b, i) => (i === index ? value : b));
    this.clearFailure();
  }

  private clearFailure(): void {
    this.codeError = null;
    this.verifyRequest.reset();
  }
}
