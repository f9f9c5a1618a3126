import type { LoadFormValues } from '../../domain/load/load-form-rules';
import type { LoadMode } from '../../domain/load/new-load';
import { portKey } from './port-key';

/** The Create Job form as last typed. Its files are kept apart (`KeptFiles`); their names are here. */
export interface LoadDraft {
  readonly mode: LoadMode | null;
  readonly values: LoadFormValues;
  /** The key of the publish these values were sent with, so a retry cannot publish twice. */
  readonly publishKey: string | null;
  /** The attached files' names: what to ask for again when the files themselves were not kept. */
  readonly attachmentNames: readonly string[];
  /** ISO instant of the last save. */
  readonly savedAt: string;
}

/** Drafts kept on this device, one per user (`owner` is the user's normalised e-mail). */
export interface DraftStore {
  read(owner: string): LoadDraft | null;
  write(owner: string, draft: LoadDraft): void;
  clear(owner: string): void;
}

export const DraftStore = portKey<DraftStore>('DraftStore');
