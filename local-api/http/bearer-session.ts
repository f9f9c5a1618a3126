import type { FastifyRequest } from 'fastify';
import { EMPTY_SESSION, type Session } from '../../src/domain/auth/session';
import type { SessionStore } from '../../src/application/ports/session-store.port';

/** The bearer token of a request (`Authorization: Bearer …`), or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

/**
 * The session the in-memory adapters act as for one request: just its bearer token. A server has
 * no browser session to sign in, update or clear, so those calls change nothing; an
 * unauthenticated answer forgets the token for the rest of the request, as the portal would.
 */
export class BearerSession implements SessionStore {
  private session: Session;

  constructor(token: string | null) {
    this.session = { ...EMPTY_SESSION, token };
  }

  current(): Session {
    return this.session;
  }

  expire(): void {
    this.session = EMPTY_SESSION;
  }

  clear(): void {
    this.session = EMPTY_SESSION;
  }

  signIn(): void {}
  updateUser(): void {}
  setPendingVerification(): void {}
  setOtpExpiry(): void {}
  setResetPasswordEmail(): void {}
  setSignupPassword(): void {}

  signupPassword(): string | null {
    return null;
  }

  subscribe(): () => void {
    return () => undefined;
  }
}
