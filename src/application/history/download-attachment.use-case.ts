import type { Attachment } from '../../domain/load/load';
import { inCurrentSession } from '../auth/session-scope';
import type { AttachmentDownloader } from '../ports/attachment-downloader.port';
import type { FileSaver } from '../ports/file-saver.port';
import type { SessionStore } from '../ports/session-store.port';

/**
 * Fetches an attachment and saves it to the user's disk, for the session that asked: a sign-out,
 * an expiry or another user's sign-in aborts it, and a file that arrives after that is never
 * saved, so it cannot land on the next user's disk. The caller's signal (the screen was left)
 * aborts it too.
 */
export class DownloadAttachment {
  constructor(
    private readonly downloader: AttachmentDownloader,
    private readonly files: FileSaver,
    private readonly session: SessionStore,
  ) {}

  async execute(attachment: Attachment, signal: AbortSignal): Promise<void> {
    await inCurrentSession(
      this.session,
      (scoped) => this.downloader.download(attachment, scoped),
      (blob) => this.files.save(blob, attachment.name),
      signal,
    );
  }
}
