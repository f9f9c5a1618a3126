import type { SessionStore } from '../ports/session-store.port';

/**
 * Back to sign in from the verify view: the pending verification, its expiry and the kept password
 * are dropped: the password never outlives the flow.
 */
export class LeaveVerification {
  constructor(private readonly session: SessionStore) {}

  execute(): void {
    this.session.setSignupPassword(null);
    this.session.setPendingVerification(null, null);
  }
}
