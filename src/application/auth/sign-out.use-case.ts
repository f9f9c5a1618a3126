import type { SessionStore } from '../ports/session-store.port';

/** Decisions Q18: sign-out is client-side; it clears every stored item. */
export class SignOut {
  constructor(private readonly session: SessionStore) {}

  execute(): void {
    this.session.clear();
  }
}
