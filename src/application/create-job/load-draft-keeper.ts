import { userKey } from '../../domain/auth/user';
import { draftHasInput } from '../../domain/repeat/draft-guard';
import type { UploadFile } from '../../domain/shared/upload';
import type { Clock } from '../ports/clock.port';
import type { DraftStore, LoadDraft } from '../ports/draft-store.port';
import { keptFilesKey, type KeptFiles } from '../ports/kept-files.port';
import type { SessionStore } from '../ports/session-store.port';
import { inCurrentSession } from '../auth/session-scope';

export type DraftContent = Omit<LoadDraft, 'savedAt'>;

/**
 * The signed-in user's Create Job draft: the form as typed and the files attached, kept on this
 * device so that a reload, a crash or an expired session loses nothing. Nothing is kept for
 * nobody, and a draft holding nothing the shipper put in (a chosen mode alone, or a form emptied
 * by Start over) is not kept: it would reopen a blank form, announced as a restored job, on every
 * return to Create Job.
 */
export class LoadDraftKeeper {
  constructor(
    private readonly drafts: DraftStore,
    private readonly files: KeptFiles,
    private readonly session: SessionStore,
    private readonly clock: Clock,
  ) {}

  /** The kept draft; null when there is none worth restoring (one kept by an older build may be empty). */
  restore(): LoadDraft | null {
    const owner = this.owner();
    const draft = owner ? this.drafts.read(owner) : null;
    if (!owner || !draft) return null;
    if (draftHasInput(draft)) return draft;
    this.drafts.clear(owner);
    return null;
  }

  /** Keeps the draft, or drops it when it holds no input; true when it was kept. */
  save(content: DraftContent): boolean {
    const owner = this.owner();
    if (!owner) return false;
    if (!draftHasInput(content)) {
      this.drafts.clear(owner);
      return false;
    }
    this.drafts.write(owner, { ...content, savedAt: this.clock.now().toISOString() });
    return true;
  }

  /** Keeps the attached files; false when this browser cannot keep them. */
  async saveAttachments(files: readonly UploadFile[]): Promise<boolean> {
    const owner = this.owner();
    return owner ? this.files.save(keptFilesKey(owner, 'create-job'), files) : false;
  }

  /** The kept files; null when this browser could not keep them. */
  async restoreAttachments(): Promise<UploadFile[] | null> {
    const owner = this.owner();
    return owner ? this.files.load(keptFilesKey(owner, 'create-job')) : [];
  }

  /**
   * Sends the draft (`send` is its publish, given the signal of the session it starts in) and,
   * once sent, discards it: only while that session is still the current one. A publish that
   * comes back after its session ended fails with SessionEndedError and discards nothing, so the
   * next user's draft and files stay.
   */
  discardOnceSent<T>(send: (signal: AbortSignal) => Promise<T>): Promise<T> {
    return inCurrentSession(this.session, send, () => this.discard());
  }

  /** The draft was published or thrown away. */
  discard(): void {
    const owner = this.owner();
    if (!owner) return;
    this.drafts.clear(owner);
    void this.files.remove(keptFilesKey(owner, 'create-job'));
  }

  private owner(): string | null {
    const user = this.session.current().user;
    return user ? userKey(user) : null;
  }
}
