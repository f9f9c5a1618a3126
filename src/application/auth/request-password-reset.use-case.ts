import { emailError } from '../../domain/auth/sign-up-form';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { SessionStore } from '../ports/session-store.port';

export type RequestPasswordResetResult =
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'sent'; readonly email: string };

/** Sends the reset link (back to `baseUrl`, the portal) and stores the email for the reset. */
export class RequestPasswordReset {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(rawEmail: string, baseUrl: string): Promise<RequestPasswordResetResult> {
    const email = rawEmail.trim();
    const invalid = emailError(email);
    if (invalid) return { kind: 'invalid', message: invalid };
    await this.gateway.requestPasswordReset(email, baseUrl);
    this.session.setResetPasswordEmail(email);
    return { kind: 'sent', email };
  }
}
