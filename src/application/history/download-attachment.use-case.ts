import type { Attachment } from '../../domain/load/load';
import type { AttachmentDownloader } from '../ports/attachment-downloader.port';

/** An attachment's file, as a blob the browser can save. */
export class DownloadAttachment {
  constructor(private readonly downloader: AttachmentDownloader) {}

  execute(attachment: Attachment): Promise<Blob> {
    return this.downloader.download(attachment);
  }
}
