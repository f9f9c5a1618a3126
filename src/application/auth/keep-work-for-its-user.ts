import { userKey } from '../../domain/auth/user';
import type { SessionStore } from '../ports/session-store.port';
import type { StoredWork } from '../ports/stored-work.port';

/**
 * Kept work belongs to its user: signing out clears it, another user signing in clears it, and an
 * expired session keeps it for the same user's next sign-in. Returns the unsubscriber.
 */
export function keepWorkForItsUser(session: SessionStore, work: readonly StoredWork[]): () => void {
  return session.subscribe(({ user }, change) => {
    if (change === 'signed-out') work.forEach((store) => store.clearAll());
    else if ((change === 'signed-in' || change === 'user-changed') && user) {
      work.forEach((store) => store.keepOnly(userKey(user)));
    }
  });
}
