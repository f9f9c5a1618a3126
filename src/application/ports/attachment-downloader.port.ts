import type { Attachment } from '../../domain/load/load';
import { portKey } from './port-key';

/**
 * Fetches an attachment's file as a blob the browser can save. The HTTP adapter fetches the URL
 * directly; the demo adapter decodes the stored file. `signal` aborts the fetch.
 */
export interface AttachmentDownloader {
  download(attachment: Attachment, signal: AbortSignal): Promise<Blob>;
}

export const AttachmentDownloader = portKey<AttachmentDownloader>('AttachmentDownloader');
