import { afterEach, describe, expect, it } from 'vitest';
import type { AttachmentDownloader } from '../../../src/application/ports/attachment-downloader.port';
import type { Attachment } from '../../../src/domain/load/load';
import { AppError } from '../../../src/domain/shared/app-error';
import { sniffFileKind } from '../../../src/domain/shared/upload';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { HttpAttachmentDownloader } from '../../../src/infrastructure/http/history/http-attachment-downloader';
import {
  InMemoryAttachmentDownloader,
  blobFromDataUrl,
} from '../../../src/infrastructure/memory/history/in-memory-attachment-downloader';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import {
  DELIVERY_NOTE_PDF,
  PARCEL_PHOTO_PNG,
} from '../../../src/infrastructure/memory/demo/demo-assets';
import { historyDemoBackend, type HistoryDemoBackend } from './history-demo-backend';
import { localApiPerTest } from '../../support/local-api';
import { NOT_ABORTED } from '../../support/signals';

const serve = localApiPerTest();

const backends: HistoryDemoBackend[] = [];
afterEach(() => backends.splice(0).forEach((b) => b.marketplace.dispose()));

const kindOf = async (blob: Blob) =>
  sniffFileKind(new Uint8Array(await blob.slice(0, 16).arrayBuffer()));

/** The same promise from each adapter: the attachment's real file as a blob of its type. */
function downloaderContract(
  make: () => Promise<{ downloader: AttachmentDownloader; png: Attachment; pdf: Attachment }>,
) {
  it('gives the image attachment as a PNG blob of its size', async () => {
    const { downloader, png } = await make();
    const blob = await downloader.download(png, NOT_ABORTED);
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(PARCEL_PHOTO_PNG.size);
    expect(await kindOf(blob)).toBe('png');
  });

  it('gives the PDF attachment as a PDF blob', async () => {
    const { downloader, pdf } = await make();
    const blob = await downloader.download(pdf, NOT_ABORTED);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(DELIVERY_NOTE_PDF.size);
    expect(await kindOf(blob)).toBe('pdf');
  });
}

describe('attachment download: in-memory adapter (demo mode, no fetch)', () => {
  const demo = async () => {
    const backend = historyDemoBackend();
    backends.push(backend);
    const load = await new InMemoryLoadRepository(backend.gateway).details(
      backend.newestCompletedId,
      NOT_ABORTED,
    );
    const [png, pdf] = load.attachments;
    if (!png || !pdf) throw new Error('seed changed');
    return { backend, downloader: new InMemoryAttachmentDownloader(backend.gateway), png, pdf };
  };
  downloaderContract(demo);

  it("finds only the signed-in customer's attachments", async () => {
    const { downloader, png } = await demo();
    await expect(downloader.download({ ...png, id: 987_654 }, NOT_ABORTED)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("fails when the demo is told to fail the next 'downloadAttachment'", async () => {
    const { backend, downloader, png } = await demo();
    backend.gateway.failNext('downloadAttachment');
    await expect(downloader.download(png, NOT_ABORTED)).rejects.toBeInstanceOf(AppError);
    await expect(downloader.download(png, NOT_ABORTED)).resolves.toBeInstanceOf(Blob);
  });

  it('decodes base64 and percent-encoded data: URLs', async () => {
    expect(await blobFromDataUrl('data:text/plain,Hello%20there').text()).toBe('Hello there');
    expect(await blobFromDataUrl('data:;base64,SGk=').text()).toBe('Hi');
    expect(blobFromDataUrl('data:;base64,SGk=').type).toBe('application/octet-stream');
    expect(() => blobFromDataUrl('https://files.test/x.png')).toThrow(AppError);
  });
});

describe('attachment download: HTTP adapter over the local API (a direct fetch of the file URL)', () => {
  downloaderContract(async () => {
    const backend = historyDemoBackend();
    backends.push(backend);
    const api = await serve(backend);
    const load = await new HttpLoadRepository(
      createHttpClient(api.apiBaseUrl, backend.session),
    ).details(backend.newestCompletedId, NOT_ABORTED);
    const [png, pdf] = load.attachments;
    if (!png || !pdf) throw new Error('seed changed');
    expect(png.url.startsWith(`${api.filesOrigin}/`)).toBe(true);
    return { downloader: new HttpAttachmentDownloader(), png, pdf };
  });
});
