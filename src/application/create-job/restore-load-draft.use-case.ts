import type { DraftStore, LoadDraft } from '../ports/draft-store.port';
import type { SessionStore } from '../ports/session-store.port';
import { draftOwner } from './draft-owner';

/** The signed-in user's saved Create Job form, after a reload or a crash; null when none. */
export class RestoreLoadDraft {
  constructor(
    private readonly drafts: DraftStore,
    private readonly session: SessionStore,
  ) {}

  execute(): LoadDraft | null {
    const owner = draftOwner(this.session);
    return owner ? this.drafts.read(owner) : null;
  }
}
