import { AppError } from '../../../domain/shared/app-error';
import type { Attachment } from '../../../domain/load/load';
import type { AttachmentDownloader } from '../../../application/ports/attachment-downloader.port';
import type { DemoGateway } from '../demo/demo-gateway';

/**
 * Demo mode: the attachment's file is stored as a data: URL; it is decoded here, with no fetch
 * (a CSP limits connect-src). Only the signed-in customer's own attachments are found, as a real
 * backend would allow.
 */
export class InMemoryAttachmentDownloader implements AttachmentDownloader {
  constructor(private readonly gateway: DemoGateway) {}

  download(attachment: Attachment, signal: AbortSignal): Promise<Blob> {
    return this.gateway.asUser(
      'downloadAttachment',
      (state, user) => {
        const file = state.loads
          .filter((load) => load.ownerId === user.id)
          .flatMap((load) => load.attachments)
          .find((a) => String(a.id) === String(attachment.id));
        if (!file) throw AppError.server('Attachment not found.', 404);
        return blobFromDataUrl(file.dataUrl, file.mimeType);
      },
      signal,
    );
  }
}

/** Decodes a `data:` URL (base64 or percent-encoded) into a Blob of its type. */
export function blobFromDataUrl(dataUrl: string, fallbackType = 'application/octet-stream'): Blob {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw AppError.server('Attachment not found.', 404);
  const [, type = '', base64, payload = ''] = match;
  const mimeType = type.split(';')[0]?.trim() || fallbackType;
  if (!base64) return new Blob([decodeURIComponent(payload)], { type: mimeType });
  const binary = atob(payload);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: mimeType });
}
