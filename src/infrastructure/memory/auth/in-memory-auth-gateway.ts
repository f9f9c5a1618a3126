import { AppError } from '../../../domain/shared/app-error';
import { CUSTOMER_ROLE_ID } from '../../../domain/auth/user';
import { looksLikeEmail } from '../../../domain/auth/email-address';
import { passwordError } from '../../../domain/auth/password-rules';
import type {
  AuthGateway,
  Credentials,
  PasswordReset,
  SignInOutcome,
  SignUpRequest,
  VerifiedEmail,
} from '../../../application/ports/auth-gateway.port';
import type { DemoGateway } from '../demo/demo-gateway';
import type { DemoMarketplace } from '../demo/demo-marketplace';
import {
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
  assertEmailAvailable,
  consumeOtp,
  consumeResetToken,
  findUserByEmail,
  normaliseEmail,
} from '../demo/demo-rules';
import { userFromDemo } from '../demo/demo-mappers';
import type { DemoState, DemoUser } from '../demo/demo-state';
import { RESET_LINK_LABEL, resetEmail, resetLinkHref, verificationEmail } from './demo-auth-emails';

const WRONG_CREDENTIALS = 'These credentials do not match our records.';

/**
 * The account calls over the demo marketplace, keeping the rules a real backend must: unique
 * e-mail, wrong password refused, random single-use codes (10 minutes, 5 tries) and reset tokens
 * (24 hours). Every e-mail goes to the Demo inbox.
 */
export class InMemoryAuthGateway implements AuthGateway {
  constructor(private readonly gateway: DemoGateway) {}

  private get marketplace(): DemoMarketplace {
    return this.gateway.marketplace;
  }

  signIn({ email, password }: Credentials): Promise<SignInOutcome> {
    return this.gateway.changeAnonymous('signIn', (state, now): SignInOutcome => {
      const user = findUserByEmail(state, email);
      if (!user || user.password !== password || user.roleId !== CUSTOMER_ROLE_ID) {
        throw AppError.validation(WRONG_CREDENTIALS);
      }
      if (!user.verified) {
        this.issueOtp(state, user.email, now);
        return { kind: 'needs-verification', email: user.email };
      }
      return {
        kind: 'signed-in',
        user: userFromDemo(user),
        token: this.issueToken(state, user, now),
      };
    });
  }

  async signUp(request: SignUpRequest): Promise<void> {
    await this.gateway.changeAnonymous('signUp', (state, now) => {
      const email = request.email.trim();
      if (!looksLikeEmail(email))
        throw AppError.validation('The email must be a valid email address.');
      const weak = passwordError(request.password);
      if (weak) throw AppError.validation(weak, { password: [weak] });
      if (request.password !== request.passwordConfirmation) {
        throw AppError.validation('The password confirmation does not match.');
      }
      assertEmailAvailable(state, email);
      state.users.push({
        id: this.marketplace.nextId(state),
        email,
        password: request.password,
        firstName: request.firstName.trim(),
        lastName: request.lastName.trim(),
        phoneNumber: request.phoneNumber,
        address: request.address.trim(),
        businessType: request.businessType.trim(),
        businessDescription: request.businessDescription.trim(),
        photoUrl: null,
        verified: false,
        roleId: CUSTOMER_ROLE_ID,
        createdAt: now.toISOString(),
      });
      this.issueOtp(state, email, now);
    });
  }

  async sendOtp(email: string): Promise<void> {
    await this.gateway.changeAnonymous('sendOtp', (state, now) => {
      const user = findUserByEmail(state, email);
      if (!user) throw AppError.validation('We could not find an account with that email.');
      if (user.verified)
        throw AppError.validation('This email is already verified. Please sign in.');
      this.issueOtp(state, user.email, now);
    });
  }

  async verifyOtp(email: string, otp: string): Promise<VerifiedEmail> {
    // A wrong code must still count as a try: the attempt is committed, then the error is raised.
    const result = await this.gateway.changeAnonymous('verifyOtp', (state, now) => {
      const user = findUserByEmail(state, email);
      if (!user) return { error: AppError.validation('Invalid OTP') };
      try {
        consumeOtp(state, email, otp, now);
      } catch (error) {
        return { error };
      }
      user.verified = true;
      return { verified: { user: userFromDemo(user), token: this.issueToken(state, user, now) } };
    });
    if ('error' in result) throw result.error;
    return result.verified;
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.gateway.changeAnonymous('forgotPassword', (state, now) => {
      if (!looksLikeEmail(email))
        throw AppError.validation('The email must be a valid email address.');
      const user = findUserByEmail(state, email);
      // No account: the same answer, and no e-mail, so the form does not reveal who has one.
      if (!user) return;
      const token = this.marketplace.randomToken();
      state.resetTokens = state.resetTokens.filter(
        (t) => normaliseEmail(t.email) !== normaliseEmail(user.email),
      );
      state.resetTokens.push({
        token,
        email: user.email,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
        used: false,
      });
      this.marketplace.sendEmail(state, {
        to: user.email,
        ...resetEmail(),
        link: { label: RESET_LINK_LABEL, href: resetLinkHref(token, user.email) },
      });
    });
  }

  async resetPassword(reset: PasswordReset): Promise<void> {
    await this.gateway.changeAnonymous('resetPassword', (state, now) => {
      const weak = passwordError(reset.password);
      if (weak) throw AppError.validation(weak, { password: [weak] });
      if (reset.password !== reset.passwordConfirmation) {
        throw AppError.validation('The password confirmation does not match.');
      }
      consumeResetToken(state, reset.token, reset.email, now);
      const user = findUserByEmail(state, reset.email);
      if (!user)
        throw AppError.validation('This password reset link is invalid. Request a new one.');
      user.password = reset.password;
      // A new password ends every session signed in with the old one.
      state.tokens = state.tokens.filter((t) => t.userId !== user.id);
    });
  }

  private issueToken(state: DemoState, user: DemoUser, now: Date): string {
    const token = this.marketplace.randomToken();
    state.tokens.push({ token, userId: user.id, createdAt: now.toISOString() });
    return token;
  }

  /** A fresh code replaces any earlier one for the address. */
  private issueOtp(state: DemoState, email: string, now: Date): void {
    const code = this.marketplace.randomDigits(4);
    state.otps = state.otps.filter((o) => normaliseEmail(o.email) !== normaliseEmail(email));
    state.otps.push({
      email,
      code,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      attempts: 0,
      used: false,
    });
    this.marketplace.sendEmail(state, { to: email, ...verificationEmail(code), link: null });
  }
}
