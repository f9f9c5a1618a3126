import { AppError } from '../../../domain/shared/app-error';
import type { Attachment } from '../../../domain/load/load';
import type { AttachmentDownloader } from '../../../application/ports/attachment-downloader.port';
import { fileUrlReader } from '../file-url';
import { MAX_ATTACHMENT_BYTES } from '../../../domain/load/attachment-rules';
import { REQUEST_TIMEOUT_MS, transferTimeoutMs } from '../http-client';

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
 * 'Download failed': no answer, a non-2xx answer, and an HTML page even with 200,
 * which saved under the attachment's name would be a broken file.
 *
 * The host has 15 s to answer; the file then has the time its size needs at a modest 1 Mbit/s
 * (its Content-Length, else the size the load gave, else the largest an attachment may be), as
 * uploads do: a fixed 15 s for the whole body failed a 5 MB file below about 2.7 Mbit/s.
 */
export class HttpAttachmentDownloader implements AttachmentDownloader {
  constructor(private readonly fetchFile: FetchFile = (url, init) => fetch(url, init)) {}

  async download(attachment: Attachment, signal: AbortSignal): Promise<Blob> {
    const url = webAddress(attachment.url);
    if (!url) throw AppError.server(undefined, 400);
    const controller = new AbortController();
    // The caller's abort (a sign-out, the screen left) stops the fetch; its reason goes up as is.
    const onAbort = () => controller.abort(signal.reason);
    signal.throwIfAborted();
    signal.addEventListener('abort', onAbort, { once: true });
    let deadline = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    const limitBodyTo = (bytes: number) => {
      clearTimeout(deadline);
      deadline = setTimeout(() => controller.abort(), transferTimeoutMs(bytes));
    };
    const failure = () => {
      signal.throwIfAborted();
      return new AppError(controller.signal.aborted ? 'timeout' : 'network');
    };
    try {
      let response: Response;
      try {
        response = await this.fetchFile(url, {
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          signal: controller.signal,
        });
      } catch {
        throw failure();
      }
      if (!response.ok || HTML_TYPE.test(response.headers.get('Content-Type') ?? '')) {
        throw AppError.server(undefined, response.status);
      }
      limitBodyTo(
        Number(response.headers.get('Content-Length')) ||
          attachment.sizeBytes ||
          MAX_ATTACHMENT_BYTES,
      );
      try {
        return await response.blob();
      } catch {
        throw failure();
      }
    } finally {
      clearTimeout(deadline);
      signal.removeEventListener('abort', onAbort);
    }
  }
}
