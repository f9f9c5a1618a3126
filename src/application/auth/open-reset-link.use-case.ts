import type { SessionStore } from '../ports/session-store.port';

/** Spec §2.1 /reset-password: the link's email is saved (the token stays with the view, Q12). */
export class OpenResetLink {
  constructor(private readonly session: SessionStore) {}

  execute(email: string | null): void {
    const clean = email?.trim();
    if (clean) this.session.setResetPasswordEmail(clean);
  }
}
