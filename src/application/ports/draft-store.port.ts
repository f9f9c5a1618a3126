import type { LoadFormValues } from '../../domain/load/load-form-rules';
import type { LoadMode } from '../../domain/load/new-load';

/** The Create Job form as last typed: files are not kept (they stay in the page only). */
export interface LoadDraft {
  readonly mode: LoadMode | null;
  readonly values: LoadFormValues;
  /** ISO instant of the last save. */
  readonly savedAt: string;
}

/** Drafts kept on this device, one per user (`owner` is the user's e-mail). */
export interface DraftStore {
  read(owner: string): LoadDraft | null;
  write(owner: string, draft: LoadDraft): void;
  clear(owner: string): void;
}
