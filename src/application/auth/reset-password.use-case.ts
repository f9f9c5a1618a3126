import { AUTH_TEXTS } from '../../domain/auth/auth-texts';
import { confirmationError, passwordError } from '../../domain/auth/password-rules';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { SessionStore } from '../ports/session-store.port';

export interface ResetPasswordErrors {
  readonly password?: string;
  readonly confirmPassword?: string;
  /** Not about one field (e.g. no stored email). */
  readonly form?: string;
}

export type ResetPasswordResult =
  { readonly kind: 'invalid'; readonly errors: ResetPasswordErrors } | { readonly kind: 'reset' };

/**
 * The new password follows the sign-up rules; without a stored email it stops and asks for a new
 * link. The token is the one from the link. Success clears the stored email.
 */
export class ResetPassword {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(input: {
    token: string;
    password: string;
    confirmPassword: string;
  }): Promise<ResetPasswordResult> {
    const password = passwordError(input.password) ?? undefined;
    const confirmPassword = confirmationError(input.password, input.confirmPassword) ?? undefined;
    if (password || confirmPassword)
      return { kind: 'invalid', errors: { password, confirmPassword } };
    const email = this.session.current().resetPasswordEmail;
    if (!email) return { kind: 'invalid', errors: { form: AUTH_TEXTS.resetEmailMissing } };
    await this.gateway.resetPassword({
      token: input.token,
      email,
      password: input.password,
      passwordConfirmation: input.confirmPassword,
    });
    this.session.setResetPasswordEmail(null);
    return { kind: 'reset' };
  }
}
