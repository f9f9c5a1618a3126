import {
  hasErrors,
  validateSignUp,
  type SignUpErrors,
  type SignUpFields,
} from '../../domain/auth/sign-up-form';
import { OTP_VALIDITY_MS } from '../../domain/auth/otp-code';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { SessionStore } from '../ports/session-store.port';

export type SignUpResult =
  | { readonly kind: 'invalid'; readonly errors: SignUpErrors }
  | { readonly kind: 'pending-verification'; readonly email: string };

/**
 * Signing up does not sign in. The email becomes the pending verification and the password is
 * kept in memory only, never in browser storage, for the automatic sign-in after the code.
 */
export class SignUp {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(fields: SignUpFields): Promise<SignUpResult> {
    const errors = validateSignUp(fields);
    if (hasErrors(errors)) return { kind: 'invalid', errors };
    const email = fields.email.trim();
    await this.gateway.signUp({
      firstName: fields.firstName,
      lastName: fields.lastName,
      email,
      password: fields.password,
      passwordConfirmation: fields.confirmPassword,
      phoneNumber: fields.phoneNumber,
      businessType: fields.businessType,
      businessDescription: fields.businessDescription,
      address: fields.address,
    });
    this.session.setPendingVerification(email, this.clock.now().getTime() + OTP_VALIDITY_MS);
    this.session.setSignupPassword(fields.password);
    return { kind: 'pending-verification', email };
  }
}
