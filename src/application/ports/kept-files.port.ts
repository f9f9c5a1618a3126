import type { UploadFile } from '../../domain/shared/upload';
import { portKey } from './port-key';

/**
 * Files a user attached to work not yet sent (the Create Job attachments, a new profile photo),
 * kept on this device beside the draft so that an expired session does not lose them.
 * `key` names the owner and the slot, e.g. `dana@example.com/create-job`.
 */
export interface KeptFiles {
  /** Replaces the files under `key`; false when this browser cannot keep files. */
  save(key: string, files: readonly UploadFile[]): Promise<boolean>;
  /** The files under `key`, an empty list when none, null when this browser cannot keep files. */
  load(key: string): Promise<UploadFile[] | null>;
  remove(key: string): Promise<void>;
}

/** The key of an owner's files in one slot. */
export function keptFilesKey(owner: string, slot: 'create-job' | 'profile-photo'): string {
  return `${owner}/${slot}`;
}

export const KeptFiles = portKey<KeptFiles>('KeptFiles');
