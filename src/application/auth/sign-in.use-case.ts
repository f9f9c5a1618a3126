import { AUTH_TEXTS } from '../../domain/auth/auth-texts';
import { emailError } from '../../domain/auth/sign-up-form';
import type { Clock } from '../ports/clock.port';
import type { AuthGateway, Credentials } from '../ports/auth-gateway.port';
import type { SessionStore } from '../ports/session-store.port';
import { OTP_VALIDITY_MS } from '../../domain/auth/otp-code';

export type SignInErrors = Partial<Record<'email' | 'password', string>>;

export type SignInResult =
  | { readonly kind: 'invalid'; readonly errors: SignInErrors }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'needs-verification'; readonly email: string };

/**
 * An account that still has to verify its email is not signed in: it goes to the verify view,
 * and the typed password is kept in memory only, for the automatic sign-in after the code.
 * Otherwise user and token are stored.
 */
export class SignIn {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(credentials: Credentials): Promise<SignInResult> {
    const email = credentials.email.trim();
    const errors: SignInErrors = {};
    const badEmail = emailError(email);
    if (badEmail) errors.email = badEmail;
    if (credentials.password === '') errors.password = AUTH_TEXTS.passwordRequired;
    if (errors.email || errors.password) return { kind: 'invalid', errors };

    const outcome = await this.gateway.signIn({ email, password: credentials.password });
    if (outcome.kind === 'needs-verification') {
      this.session.setPendingVerification(
        outcome.email,
        this.clock.now().getTime() + OTP_VALIDITY_MS,
      );
      this.session.setSignupPassword(credentials.password);
      return { kind: 'needs-verification', email: outcome.email };
    }
    this.session.signIn(outcome.user, outcome.token);
    return { kind: 'signed-in' };
  }
}
