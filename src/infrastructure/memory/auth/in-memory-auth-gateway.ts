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
import { candidateHash, hashPassword, PASSWORD_SALT_BYTES, sameHash } from '../demo/demo-passwords';
import {
  RESET_TOKEN_TTL_MS,
  TOKEN_TTL_MS,
  assertEmailAvailable,
  clearOtpTries,
  consumeOtp,
  consumeResetToken,
  findUserByEmail,
  normaliseEmail,
  otpSendRefusal,
  otpTriesUsedUp,
  replaceOtp,
  resetTokenError,
  tokenLive,
} from '../demo/demo-rules';
import {
  clearSignInFailures,
  recordSignInFailure,
  signInLockError,
} from '../demo/demo-sign-in-limits';
import { userFromDemo } from '../demo/demo-mappers';
import type { DemoState, DemoUser } from '../demo/demo-state';
import { RESET_LINK_LABEL, resetEmail, resetLinkHref, verificationEmail } from './demo-auth-emails';

/**
 * The account calls over the demo marketplace, keeping the rules a real backend must: unique
 * e-mail; wrong password refused, and 10 failures in a row lock the address for 5 minutes;
 * passwords kept only as salted PBKDF2 hashes; random single-use codes (10 minutes, 5 wrong tries
 * per address across resends, sent at most every 30 s and 5 times an hour); reset tokens (24
 * hours); session tokens that expire after 12 hours. Every e-mail goes to the Demo inbox.
 *
 * Hashing is asynchronous, so the calls that hash (sign-in, sign-up, reset) hash first, on a
 * read-only view of the state, and then apply the outcome in one change, checking again there
 * what may have changed in between (a lock, a taken address, a used link).
 */
export class InMemoryAuthGateway implements AuthGateway {
  constructor(private readonly gateway: DemoGateway) {}

  private get marketplace(): DemoMarketplace {
    return this.gateway.marketplace;
  }

  async signIn({ email, password }: Credentials): Promise<SignInOutcome> {
    // A refused sign-in must still count as a failure: it is committed, then the error is raised.
    const result = await this.gateway.changeAnonymousAfter(
      'signIn',
      async (state) => {
        // While the address is locked nothing is checked, not even the right password.
        const locked = signInLockError(state, email, this.marketplace.wallNow());
        if (locked) throw locked;
        // Hashed against a stand-in when there is no such account: the answer takes as long.
        const record = findUserByEmail(state, email)?.passwordHash ?? null;
        return candidateHash(password, record);
      },
      (state, now, candidate): { error: unknown } | { outcome: SignInOutcome } => {
        const at = this.marketplace.wallNow();
        const locked = signInLockError(state, email, at);
        if (locked) return { error: locked };
        const user = findUserByEmail(state, email);
        if (!user || !sameHash(candidate, user.passwordHash) || user.roleId !== CUSTOMER_ROLE_ID) {
          return { error: recordSignInFailure(state, email, at) };
        }
        clearSignInFailures(state, email);
        if (!user.verified) {
          if (otpTriesUsedUp(state, user.email))
            return { error: otpSendRefusal(state, user.email, at) };
          // A fresh code when the send limits allow one; else the one sent moments ago stands.
          if (!otpSendRefusal(state, user.email, at)) this.issueOtp(state, user.email, now);
          return { outcome: { kind: 'needs-verification', email: user.email } };
        }
        const token = this.issueToken(state, user, now);
        return { outcome: { kind: 'signed-in', user: userFromDemo(user), token } };
      },
    );
    if ('error' in result) throw result.error;
    return result.outcome;
  }

  async signUp(request: SignUpRequest): Promise<void> {
    const email = request.email.trim();
    await this.gateway.changeAnonymousAfter(
      'signUp',
      async (state) => {
        if (!looksLikeEmail(email))
          throw AppError.validation('The email must be a valid email address.');
        assertNewPassword(request);
        assertEmailAvailable(state, email);
        return hashPassword(request.password, this.marketplace.randomBytes(PASSWORD_SALT_BYTES));
      },
      (state, now, passwordHash) => {
        assertEmailAvailable(state, email);
        state.users.push({
          id: this.marketplace.nextId(state),
          email,
          passwordHash,
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
        // A new account starts a new code sequence for its address.
        state.otps = state.otps.filter((o) => normaliseEmail(o.email) !== normaliseEmail(email));
        this.issueOtp(state, email, now);
      },
    );
  }

  async sendOtp(email: string): Promise<void> {
    await this.gateway.changeAnonymous('sendOtp', (state, now) => {
      const user = findUserByEmail(state, email);
      if (!user) throw AppError.validation('We could not find an account with that email.');
      if (user.verified)
        throw AppError.validation('This email is already verified. Please sign in.');
      const refusal = otpSendRefusal(state, user.email, this.marketplace.wallNow());
      if (refusal) throw refusal;
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
    await this.gateway.changeAnonymousAfter(
      'resetPassword',
      async (state, now) => {
        assertNewPassword(reset);
        // A dead link is refused before any hashing.
        const dead = resetTokenError(state, reset.token, reset.email, now);
        if (dead) throw dead;
        return hashPassword(reset.password, this.marketplace.randomBytes(PASSWORD_SALT_BYTES));
      },
      (state, now, passwordHash) => {
        consumeResetToken(state, reset.token, reset.email, now);
        const user = findUserByEmail(state, reset.email);
        if (!user)
          throw AppError.validation('This password reset link is invalid. Request a new one.');
        user.passwordHash = passwordHash;
        // A new password ends every session signed in with the old one.
        state.tokens = state.tokens.filter((t) => t.userId !== user.id);
        // The link proved the address reads its mail: its sign-in lock and used-up code tries end.
        clearSignInFailures(state, user.email);
        clearOtpTries(state, user.email);
      },
    );
  }

  /** A session token, good for 12 hours of real time; expired ones are dropped meanwhile. */
  private issueToken(state: DemoState, user: DemoUser, now: Date): string {
    const at = this.marketplace.wallNow();
    const token = this.marketplace.randomToken();
    state.tokens = state.tokens.filter((t) => tokenLive(t, at));
    state.tokens.push({
      token,
      userId: user.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(at.getTime() + TOKEN_TTL_MS).toISOString(),
    });
    return token;
  }

  /** A fresh code replaces any earlier one for the address, keeping its wrong tries. */
  private issueOtp(state: DemoState, email: string, now: Date): void {
    const code = this.marketplace.randomDigits(4);
    replaceOtp(state, email, code, now, this.marketplace.wallNow());
    this.marketplace.sendEmail(state, { to: email, ...verificationEmail(code), link: null });
  }
}

function assertNewPassword(request: { password: string; passwordConfirmation: string }): void {
  const weak = passwordError(request.password);
  if (weak) throw AppError.validation(weak, { password: [weak] });
  if (request.password !== request.passwordConfirmation) {
    throw AppError.validation('The password confirmation does not match.');
  }
}
