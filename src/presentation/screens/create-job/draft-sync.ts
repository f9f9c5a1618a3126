import { action, makeAutoObservable, reaction } from 'mobx';
import type { LoadMode } from '../../../domain/load/new-load';
import type { DraftContents } from '../../../domain/repeat/draft-guard';
import type { LoadDraftKeeper } from '../../../application/create-job/load-draft-keeper';
import type { AttachmentList } from './attachment-list';
import type { LoadFormState } from './load-form.state';
import type { Publishing } from './publishing';

/** What the draft is made of. */
export interface DraftHolder {
  mode: LoadMode | null;
  readonly form: LoadFormState;
  readonly attachments: AttachmentList;
  readonly publishing: Publishing;
}

/**
 * Keeps the Create Job form on this device as it is typed, files included, and brings it back:
 * after a reload, a crash, or an expired session once the same user signs in again.
 */
export class DraftSync {
  /** When the restored draft was saved; null when the form did not come from a draft. */
  restoredAt: string | null = null;
  /** The files of the restored draft while the browser reads them back. */
  restoringNames: readonly string[] = [];
  private restored = false;

  constructor(
    private readonly keeper: LoadDraftKeeper,
    private readonly holder: DraftHolder,
  ) {
    makeAutoObservable<this, 'keeper' | 'holder' | 'restored'>(
      this,
      { keeper: false, holder: false, restored: false },
      { autoBind: true },
    );
  }

  /** Brings the draft back, once: the form at once, the files when the browser has read them. */
  restore(): void {
    if (this.restored) return;
    this.restored = true;
    const draft = this.keeper.restore();
    if (!draft) return;
    const { form, attachments, publishing } = this.holder;
    this.holder.mode = draft.mode;
    form.replace(draft.values);
    publishing.key = draft.publishKey;
    this.restoredAt = draft.savedAt;
    if (!draft.attachmentNames.length) return;
    this.restoringNames = draft.attachmentNames;
    void this.keeper.restoreAttachments().then(
      action((files) => {
        // Start over, or a copy of a past load, while they were read: the draft's files are gone.
        if (!this.restoringNames.length) return;
        this.restoringNames = [];
        if (!attachments.items.length) attachments.restore(files, draft.attachmentNames);
      }),
    );
  }

  /** What the draft holds now, its files on their way back included. */
  get contents(): DraftContents {
    const { form, attachments } = this.holder;
    return {
      values: form.values,
      attachmentNames: [...attachments.names, ...attachments.missing, ...this.restoringNames],
    };
  }

  /** Saves as the form and its files change (files still on their way back count); returns the disposer. */
  start(): () => void {
    const { form, attachments, publishing } = this.holder;
    const stopValues = reaction(
      () => ({
        mode: this.holder.mode,
        values: form.values,
        publishKey: publishing.key,
        attachmentNames: this.contents.attachmentNames,
      }),
      (content) => {
        // A draft emptied by hand is no longer kept, so nothing is restored to speak of.
        if (!this.keeper.save(content)) this.restoredAt = null;
      },
    );
    const stopFiles = reaction(
      () => attachments.items,
      () => void this.keeper.saveAttachments(attachments.files),
    );
    return () => {
      stopValues();
      stopFiles();
    };
  }

  forget(): void {
    this.restoredAt = null;
    this.restoringNames = [];
  }
}
