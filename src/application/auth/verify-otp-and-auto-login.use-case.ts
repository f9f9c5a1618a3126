import { AUTH_TEXTS } from '../../domain/auth/auth-texts';
import { otpCode, otpError, type OtpDigits } from '../../domain/auth/otp-code';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { SessionStore } from '../ports/session-store.port';

export type VerifyOtpResult =
  | { readonly kind: 'invalid'; readonly message: string }
  /** No verification is pending (e.g. the page was reloaded): start again from sign in. */
  | { readonly kind: 'nothing-pending' }
  | { readonly kind: 'signed-in' }
  /** The e-mail is verified but the automatic sign-in did not happen. */
  | { readonly kind: 'sign-in-manually'; readonly email: string; readonly message: string };

/**
 * A verified code signs in again with the password kept from sign-up, storing that sign-in's user
 * and token and clearing the pending email and the expiry. A missing password or a failed sign-in
 * give the spec's texts and leave the user signed out, so the sign-in view can show them; the
 * verify response's own token is not stored, so no portal flashes up before "Please sign in
 * manually". The password is dropped on every outcome, never kept past the flow.
 * A wrong code throws the gateway's error and keeps everything pending.
 */
export class VerifyOtpAndAutoLogin {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(boxes: OtpDigits): Promise<VerifyOtpResult> {
    const invalid = otpError(boxes);
    if (invalid) return { kind: 'invalid', message: invalid };
    const email = this.session.current().pendingVerificationEmail;
    if (!email) return { kind: 'nothing-pending' };

    await this.gateway.verifyOtp(email, otpCode(boxes));
    const password = this.session.signupPassword();
    this.session.setSignupPassword(null);
    if (!password) return this.manual(email, AUTH_TEXTS.autoLoginPasswordMissing);
    try {
      const outcome = await this.gateway.signIn({ email, password });
      if (outcome.kind !== 'signed-in') return this.manual(email, AUTH_TEXTS.autoLoginFailed);
      // SessionStore.signIn also clears the pending email: one change, straight into the portal.
      this.session.signIn(outcome.user, outcome.token);
      this.session.setOtpExpiry(null);
      return { kind: 'signed-in' };
    } catch {
      return this.manual(email, AUTH_TEXTS.autoLoginFailed);
    }
  }

  private manual(email: string, message: string): VerifyOtpResult {
    this.session.setPendingVerification(null, null);
    return { kind: 'sign-in-manually', email, message };
  }
}
