import type { SessionStore } from '../ports/session-store.port';

/** Drafts are kept per user: the signed-in user's e-mail, normalised; null when signed out. */
export function draftOwner(session: SessionStore): string | null {
  const email = session.current().user?.email.trim().toLowerCase();
  return email || null;
}
