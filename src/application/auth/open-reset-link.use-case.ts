import type { SessionStore } from '../ports/session-store.port';

/**
 * Arriving from a reset link: its email is saved, as the link's query leaves the address bar on
 * arrival; the token stays with the view.
 */
export class OpenResetLink {
  constructor(private readonly session: SessionStore) {}

  execute(email: string | null): void {
    const clean = email?.trim();
    if (clean) this.session.setResetPasswordEmail(clean);
  }
}
