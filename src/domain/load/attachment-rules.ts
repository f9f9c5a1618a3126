import { checkUpload, MEGABYTE, type FileKind, type UploadFile } from '../shared/upload';

/** Attachments: JPEG, JPG, PNG, GIF and PDF; 5 MB each; at most 5 files kept. */
export const ATTACHMENT_KINDS: readonly FileKind[] = ['jpeg', 'png', 'gif', 'pdf'];
export const MAX_ATTACHMENT_BYTES = 5 * MEGABYTE;
export const MAX_ATTACHMENTS = 5;

/** What the file picker offers; the picker can be bypassed, so `checkAttachments` still checks. */
export const ATTACHMENT_ACCEPT =
  '.jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf';

/** The helper text states the limit that is enforced, 5 MB. */
export const ATTACHMENT_HELPER_TEXT = 'JPG, PNG, GIF or PDF, up to 5 MB each, at most 5 files.';
/** Tells the shipper that drivers will see the files. */
export const ATTACHMENT_SHARING_NOTE = 'Files will be shared with drivers during bidding.';

/** Names the files refused by type or size; the wording is the spec's. */
export function invalidFilesMessage(names: readonly string[]): string {
  return `Invalid files: ${names.join(', ')}. Only JPG, PNG, GIF, and PDFs under 5 MB are allowed.`;
}

/** Files that were fine but did not fit under the 5-file limit. */
export function tooManyFilesMessage(names: readonly string[]): string {
  return `At most ${MAX_ATTACHMENTS} files can be attached; not added: ${names.join(', ')}.`;
}

export interface AttachmentCheck<T> {
  /** The picked files that passed, in the order picked. */
  readonly valid: readonly T[];
  /** Names of files refused by type, content or size. */
  readonly invalid: readonly string[];
}

/**
 * Each picked file checked by extension, declared type, content and size, so a renamed file is
 * refused too.
 */
export async function checkAttachments<T extends UploadFile>(
  picked: readonly T[],
): Promise<AttachmentCheck<T>> {
  const checks = await Promise.all(
    picked.map((file) => checkUpload(file, ATTACHMENT_KINDS, MAX_ATTACHMENT_BYTES)),
  );
  return {
    valid: picked.filter((_, i) => checks[i]?.ok === true),
    invalid: picked.filter((_, i) => checks[i]?.ok !== true).map((file) => file.name),
  };
}

/** At most 5 files are kept: valid files fill the room left, in order, and the rest are named. */
export function fitAttachments<T extends UploadFile>(
  alreadyKept: number,
  valid: readonly T[],
): { readonly accepted: readonly T[]; readonly overLimit: readonly string[] } {
  const room = Math.max(0, MAX_ATTACHMENTS - alreadyKept);
  return { accepted: valid.slice(0, room), overLimit: valid.slice(room).map((file) => file.name) };
}
