import { OTP_VALIDITY_MS } from '../../domain/auth/otp-code';
import { AppError } from '../../domain/shared/app-error';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { SessionStore } from '../ports/session-store.port';

/** Resend sends a fresh code to the pending email and renews the code's expiry. */
export class ResendOtp {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const email = this.session.current().pendingVerificationEmail;
    if (!email) throw AppError.validation('No verification is pending. Please sign in again.');
    await this.gateway.sendOtp(email);
    this.session.setOtpExpiry(this.clock.now().getTime() + OTP_VALIDITY_MS);
  }
}
