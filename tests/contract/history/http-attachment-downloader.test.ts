import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Attachment } from '../../../src/domain/load/load';
import { AppError } from '../../../src/domain/shared/app-error';
import { HttpAttachmentDownloader } from '../../../src/infrastructure/http/history/http-attachment-downloader';
import {
  DELIVERY_NOTE_PDF,
  PARCEL_PHOTO_PNG,
} from '../../../src/infrastructure/memory/demo/demo-assets';
import { setUpMswServer } from '../../support/msw-server';

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
    await downloader.download(png);
    expect(seenHeaders[0]?.get('Authorization')).toBeNull();
    expect(seenHeaders[0]?.get('Cookie')).toBeNull();
  });

  it('turns a missing file into a server error with its status', async () => {
    const { downloader, png } = files();
    await expect(downloader.download({ ...png, url: `${FILES}/gone.png` })).rejects.toMatchObject({
      kind: 'server',
      status: 404,
    });
  });

  it('turns an unreachable host into a network error', async () => {
    server.use(http.get(`${FILES}/down.pdf`, () => HttpResponse.error()));
    const downloader = new HttpAttachmentDownloader();
    await expect(
      downloader.download({ id: 1, name: 'down.pdf', url: `${FILES}/down.pdf`, sizeBytes: 1 }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
  });

  // Decisions Q16: a storage host's login or error page answers 200 with HTML; saving it under the
  // attachment's name would hand the user a broken file and no error.
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
      new HttpAttachmentDownloader().download({
        id: 3,
        name: 'expired.pdf',
        url: `${FILES}/expired.pdf`,
        sizeBytes: 1,
      }),
    ).rejects.toMatchObject({ kind: 'server', status: 200 });
  });

  it('follows a redirect to a login page and fails on its HTML', async () => {
    server.use(
      http.get(`${FILES}/signed.pdf`, () => HttpResponse.redirect(`${FILES}/login`, 302)),
      http.get(`${FILES}/login`, () => HttpResponse.html('<html><form>Sign in</form></html>')),
    );
    await expect(
      new HttpAttachmentDownloader().download({
        id: 4,
        name: 'signed.pdf',
        url: `${FILES}/signed.pdf`,
        sizeBytes: 1,
      }),
    ).rejects.toMatchObject({ kind: 'server' });
  });

  it.each([403, 500, 503])(
    'turns a %i answer into a server error with its status',
    async (status) => {
      server.use(http.get(`${FILES}/denied.pdf`, () => new HttpResponse('no', { status })));
      await expect(
        new HttpAttachmentDownloader().download({
          id: 5,
          name: 'denied.pdf',
          url: `${FILES}/denied.pdf`,
          sizeBytes: 1,
        }),
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
        downloader.download({ id: 1, name: 'x', url, sizeBytes: 1 }),
      ).rejects.toBeInstanceOf(AppError);
    }
    expect(calls).toEqual([]);
  });
});
