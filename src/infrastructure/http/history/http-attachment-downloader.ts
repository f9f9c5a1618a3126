import { AppError } from '../../../domain/shared/app-error';
import type { Attachment } from '../../../domain/load/load';
import type { AttachmentDownloader } from '../../../application/ports/attachment-downloader.port';
import { fileUrlReader } from '../file-url';
import { REQUEST_TIMEOUT_MS } from '../http-client';

export type FetchFile = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The file rule with no API to resolve against: absolute web addresses only (the load's reader
 * already resolved the API's relative ones).
 */
const webAddress = fileUrlReader(undefined);

/** A web page, not a file: what a storage host answers when a link expired or wants a login. */
const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;

/**
 * The file URL is fetched directly (often another origin, e.g. object storage) and saved as a
 * blob. Plain `fetch`, not the API client: the bearer token must not travel to a third party, and
 * no cookies or referrer go with it either. A failure is a failure, which the screen reports as
 * 'Download failed' (decisions Q16): no answer, a non-2xx answer, and an HTML page even with 200,
 * which saved under the attachment's name would be a broken file.
 */
export class HttpAttachmentDownloader implements AttachmentDownloader {
  constructor(private readonly fetchFile: FetchFile = (url, init) => fetch(url, init)) {}

  async download(attachment: Attachment): Promise<Blob> {
    const url = webAddress(attachment.url);
    if (!url) throw AppError.server(undefined, 400);
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
    if (!response.ok || HTML_TYPE.test(response.headers.get('Content-Type') ?? '')) {
      throw AppError.server(undefined, response.status);
    }
    return response.blob();
  }
}
