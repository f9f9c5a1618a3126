import { AppError } from '../../../domain/shared/app-error';
import type { Attachment } from '../../../domain/load/load';
import type { AttachmentDownloader } from '../../../application/ports/attachment-downloader.port';
import { REQUEST_TIMEOUT_MS } from '../http-client';

export type FetchFile = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Spec §7: the file URL is fetched directly (often another origin, e.g. object storage) and saved
 * as a blob. Plain `fetch`, not the API client: the bearer token must not travel to a third party,
 * and no cookies or referrer go with it either.
 */
export class HttpAttachmentDownloader implements AttachmentDownloader {
  constructor(private readonly fetchFile: FetchFile = (url, init) => fetch(url, init)) {}

  async download(attachment: Attachment): Promise<Blob> {
    const url = attachment.url.trim();
    if (!url || /^(javascript|vbscript|file):/i.test(url)) throw AppError.server(undefined, 400);
    let response: Response;
    try {
      response = await this.fetchFile(url, {
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw error instanceof DOMException && error.name === 'TimeoutError'
        ? new AppError('timeout')
        : new AppError('network');
    }
    if (!response.ok) throw AppError.server(undefined, response.status);
    return response.blob();
  }
}
