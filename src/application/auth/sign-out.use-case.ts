import type { SessionStore } from '../ports/session-store.port';

/** Sign-out happens in the browser only, as there is no call for it: every stored item goes. */
export class SignOut {
  constructor(private readonly session: SessionStore) {}

  execute(): void {
    this.session.clear();
  }
}
