import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Attachment } from '../../../src/domain/load/load';
import { AppError } from '../../../src/domain/shared/app-error';
import { HttpAttachmentDownloader } from '../../../src/infrastructure/http/history/http-attachment-downloader';
import {
  DELIVERY_NOTE_PDF,
  PARCEL_PHOTO_PNG,
} from '../../../src/infrastructure/memory/demo/demo-assets';
import { setUpMswServer } from '../../support/msw-server';
import { NOT_ABORTED } from '../../support/signals';

const FILES = 'https://files.test';
const server = setUpMswServer();

describe('attachment download: the HTTP adapter against a file host (MSW)', () => {
  const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  const seenHeaders: Headers[] = [];
  const files = () => {
    server.use(
      http.get(`${FILES}/:name`, ({ request, params }) => {
        seenHeaders.push(request.headers);
        const file = [PARCEL_PHOTO_PNG, DELIVERY_NOTE_PDF].find((f) => f.name === params.name);
        if (!file) return new HttpResponse(null, { status: 404 });
        return new HttpResponse(bytesOf(file.dataUrl), {
          headers: { 'Content-Type': file.mimeType },
        });
      }),
    );
    const attachment = (
      file: typeof PARCEL_PHOTO_PNG | typeof DELIVERY_NOTE_PDF,
      id: number,
    ): Attachment => ({
      id,
      name: file.name,
      url: `${FILES}/${file.name}`,
      sizeBytes: file.size,
    });
    return {
      downloader: new HttpAttachmentDownloader(),
      png: attachment(PARCEL_PHOTO_PNG, 1),
      pdf: attachment(DELIVERY_NOTE_PDF, 2),
    };
  };
  it('sends no bearer token or cookies to the file host', async () => {
    const { downloader, png } = files();
    seenHeaders.length = 0;
    await downloader.download(png, NOT_ABORTED);
    expect(seenHeaders[0]?.get('Authorization')).toBeNull();
    expect(seenHeaders[0]?.get('Cookie')).toBeNull();
  });

  it('turns a missing file into a server error with its status', async () => {
    const { downloader, png } = files();
    await expect(
      downloader.download({ ...png, url: `${FILES}/gone.png` }, NOT_ABORTED),
    ).rejects.toMatchObject({
      kind: 'server',
      status: 404,
    });
  });

  it('turns an unreachable host into a network error', async () => {
    server.use(http.get(`${FILES}/down.pdf`, () => HttpResponse.error()));
    const downloader = new HttpAttachmentDownloader();
    await expect(
      downloader.download(
        { id: 1, name: 'down.pdf', url: `${FILES}/down.pdf`, sizeBytes: 1 },
        NOT_ABORTED,
      ),
    ).rejects.toMatchObject({
      kind: 'network',
    });
  });

  // A storage host's login or error page answers 200 with HTML; saving it under the attachment's
  // name would hand the user a broken file and no error, so it is a failed download.
  it.each([
    ['text/html; charset=utf-8', '<!doctype html><title>Sign in</title>'],
    ['Text/HTML', '<html><body>AccessDenied</body></html>'],
    ['application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"></html>'],
  ])('turns an HTML answer (%s) with 200 into a failure, never the file', async (type, page) => {
    server.use(
      http.get(
        `${FILES}/expired.pdf`,
        () => new HttpResponse(page, { status: 200, headers: { 'Content-Type': type } }),
      ),
    );
    await expect(
      new HttpAttachmentDownloader().download(
        {
          id: 3,
          name: 'expired.pdf',
          url: `${FILES}/expired.pdf`,
          sizeBytes: 1,
        },
        NOT_ABORTED,
      ),
    ).rejects.toMatchObject({ kind: 'server', status: 200 });
  });

  it('follows a redirect to a login page and fails on its HTML', async () => {
    server.use(
      http.get(`${FILES}/signed.pdf`, () => HttpResponse.redirect(`${FILES}/login`, 302)),
      http.get(`${FILES}/login`, () => HttpResponse.html('<html><form>Sign in</form></html>')),
    );
    await expect(
      new HttpAttachmentDownloader().download(
        {
          id: 4,
          name: 'signed.pdf',
          url: `${FILES}/signed.pdf`,
          sizeBytes: 1,
        },
        NOT_ABORTED,
      ),
    ).rejects.toMatchObject({ kind: 'server' });
  });

  it.each([403, 500, 503])(
    'turns a %i answer into a server error with its status',
    async (status) => {
      server.use(http.get(`${FILES}/denied.pdf`, () => new HttpResponse('no', { status })));
      await expect(
        new HttpAttachmentDownloader().download(
          {
            id: 5,
            name: 'denied.pdf',
            url: `${FILES}/denied.pdf`,
            sizeBytes: 1,
          },
          NOT_ABORTED,
        ),
      ).rejects.toMatchObject({ kind: 'server', status });
    },
  );

  it('fetches only absolute web addresses', async () => {
    const calls: string[] = [];
    const downloader = new HttpAttachmentDownloader((url) => {
      calls.push(url);
      return Promise.resolve(new Response('x'));
    });
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      // Relative addresses are resolved against the API when the load is read; one here never was.
      '/storage/x.pdf',
      ' ',
    ]) {
      await expect(
        downloader.download({ id: 1, name: 'x', url, sizeBytes: 1 }, NOT_ABORTED),
      ).rejects.toBeInstanceOf(AppError);
    }
    expect(calls).toEqual([]);
  });
});

describe('attachment download: the time a file is given grows with its size', () => {
  const MB = 1024 * 1024;

  /**
   * A file host that answers at once and then sends the body only when `finish` is called; an
   * abort of the request errors the body, as a browser's fetch does.
   */
  function slowHost(bytes: number) {
    let finish = () => undefined as void;
    const fetchFile = (_url: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          init.signal?.addEventListener('abort', () => stream.error(init.signal?.reason));
          finish = () => {
            stream.enqueue(new Uint8Array(bytes));
            stream.close();
          };
        },
      });
      return Promise.resolve(
        new Response(body, {
          headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(bytes) },
        }),
      );
    };
    return { fetchFile, finish: () => finish() };
  }
  const file = (sizeBytes: number): Attachment => ({
    id: 9,
    name: 'big.pdf',
    url: `${FILES}/big.pdf`,
    sizeBytes,
  });

  it('a 5 MB file still arriving after 30 s is not cut off (15 s was the whole limit)', async () => {
    vi.useFakeTimers();
    try {
      const host = slowHost(5 * MB);
      const download = new HttpAttachmentDownloader(host.fetchFile).download(
        file(5 * MB),
        NOT_ABORTED,
      );
      let failed: unknown = null;
      download.catch((error: unknown) => {
        failed = error;
      });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(failed).toBeNull();
      host.finish();
      expect((await download).size).toBe(5 * MB);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a body that stops arriving fails as a timeout once its size has had its time', async () => {
    vi.useFakeTimers();
    try {
      const host = slowHost(MB);
      const download = new HttpAttachmentDownloader(host.fetchFile).download(file(MB), NOT_ABORTED);
      const outcome = download.then(
        () => 'saved',
        (error: unknown) => error,
      );
      // 15 s for the host to answer, plus 1 MB at 1 Mbit/s (about 8.4 s).
      await vi.advanceTimersByTimeAsync(24_000);
      expect(await outcome).toEqual(new AppError('timeout'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("the caller's abort (a sign-out, the screen left) stops the body and fails with its reason", async () => {
    const host = slowHost(MB);
    const caller = new AbortController();
    const download = new HttpAttachmentDownloader(host.fetchFile).download(file(MB), caller.signal);
    const reason = new Error('signed out');
    caller.abort(reason);
    await expect(download).rejects.toBe(reason);
  });
});
