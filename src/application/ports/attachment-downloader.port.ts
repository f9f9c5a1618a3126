import type { Attachment } from '../../domain/load/load';

/**
 * Fetches an attachment's file as a blob (spec §7: a direct fetch of the file URL, saved as a
 * blob). The HTTP adapter fetches the URL; the demo adapter decodes the stored file.
 */
export interface AttachmentDownloader {
  download(attachment: Attachment): Promise<Blob>;
}
