import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { GetLoadDetails } from '../../../src/application/history/get-load-details.use-case';
import { DownloadAttachment } from '../../../src/application/history/download-attachment.use-case';
import type { AttachmentDownloader } from '../../../src/application/ports/attachment-downloader.port';
import type { FileSaver } from '../../../src/application/ports/file-saver.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { Attachment, Load } from '../../../src/domain/load/load';
import { AppError } from '../../../src/domain/shared/app-error';
import {
  DOWNLOAD_FAILED,
  LoadDetailsPresenter,
  loadIdOf,
} from '../../../src/presentation/screens/history/load-details.presenter';
import { DANA, signedInSession } from '../../support/create-job/create-job-fakes';
import { aLoad, deferred } from './history-fixtures';

const PNG: Attachment = {
  id: 1,
  name: 'parcel-photo.png',
  url: 'data:image/png;base64,iVBOR',
  sizeBytes: 524,
};
const PDF: Attachment = {
  id: 2,
  name: 'delivery-note.pdf',
  url: 'data:application/pdf;base64,JVBE',
  sizeBytes: 727,
};

function setup(
  options: {
    details?: (id: number) => Promise<Load>;
    download?: (a: Attachment, signal: AbortSignal) => Promise<Blob>;
  } = {},
) {
  const asked: number[] = [];
  const loads: LoadRepository = {
    listActive: () => Promise.resolve([]),
    search: () => Promise.reject(new Error('not used')),
    details: (id) => {
      asked.push(id);
      return options.details
        ? options.details(id)
        : Promise.resolve(aLoad({ id, attachments: [PNG, PDF] }));
    },
  };
  const saved: { blob: Blob; name: string }[] = [];
  const files: FileSaver = { save: (blob, name) => saved.push({ blob, name }) };
  const downloader: AttachmentDownloader = {
    download: options.download ?? (() => Promise.resolve(new Blob(['file']))),
  };
  const session = signedInSession();
  const presenter = new LoadDetailsPresenter(
    new GetLoadDetails(loads),
    new DownloadAttachment(downloader, files, session),
    'help@bidhaul.test',
  );
  return { presenter, asked, saved, session };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LoadDetailsPresenter', () => {
  it('reads a route id: digits only', () => {
    expect(loadIdOf('10427')).toBe(10427);
    expect(loadIdOf('0')).toBeNull();
    expect(loadIdOf('12abc')).toBeNull();
    expect(loadIdOf('-1')).toBeNull();
    expect(loadIdOf(undefined)).toBeNull();
  });

  it('loads the load of the route: loading → succeeded, once per id (StrictMode-safe)', async () => {
    const { presenter, asked } = setup();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(presenter.details.status.kind));
    presenter.open('10427');
    presenter.open('10427');
    await settle();
    stop();
    expect(asked).toEqual([10427]);
    expect(seen).toEqual(['idle', 'loading', 'succeeded']);
    expect(presenter.view?.jobId).toBe('BH-10427');
  });

  it('refetches after close (StrictMode cleanup) and when the id changes', async () => {
    const { presenter, asked } = setup();
    const close = presenter.open('1');
    close();
    presenter.open('1');
    presenter.open('2');
    await settle();
    expect(asked).toEqual([1, 1, 2]);
    expect(presenter.load?.id).toBe(2);
  });

  it('a slower answer for a previous id never replaces the current load', async () => {
    const answers = new Map<number, ReturnType<typeof deferred<Load>>>();
    const { presenter } = setup({
      details: (id) => {
        const answer = deferred<Load>();
        answers.set(id, answer);
        return answer.promise;
      },
    });
    presenter.open('1');
    presenter.open('2');
    answers.get(2)?.resolve(aLoad({ id: 2 }));
    await settle();
    answers.get(1)?.resolve(aLoad({ id: 1 }));
    await settle();
    expect(presenter.load?.id).toBe(2);
  });

  it('leaving the page drops an answer still on its way', async () => {
    const answer = deferred<Load>();
    const { presenter } = setup({ details: () => answer.promise });
    const close = presenter.open('3');
    expect(presenter.details.status.kind).toBe('loading');
    close();
    expect(presenter.details.status.kind).toBe('idle');
    answer.resolve(aLoad({ id: 3 }));
    await settle();
    expect(presenter.load).toBeNull();
    expect(presenter.details.status.kind).toBe('idle');
  });

  it('says Load not found for a route id that cannot be a load, without asking the server', async () => {
    const { presenter, asked } = setup();
    presenter.open('abc');
    await settle();
    expect(asked).toEqual([]);
    expect(presenter.details.error).toBe('Load not found.');
  });

  it('shows the server message, else the load-details fallback text', async () => {
    const { presenter } = setup({ details: () => Promise.reject(new AppError('timeout')) });
    presenter.open('5');
    await settle();
    expect(presenter.details.error).toBe('Failed to fetch load details');
  });

  it('pages the preview between attachments, stopping at both ends', async () => {
    const { presenter } = setup();
    presenter.open('5');
    await settle();
    expect(presenter.attachments.map((a) => [a.name, a.size, a.imageUrl !== null])).toEqual([
      ['parcel-photo.png', '0.5 KB', true],
      ['delivery-note.pdf', '0.7 KB', false],
    ]);
    presenter.openPreview(0);
    expect(presenter.previewHeading).toBe('Attachment Preview (1 of 2)');
    expect(presenter.hasPrevious).toBe(false);
    presenter.showPrevious();
    expect(presenter.previewIndex).toBe(0);
    presenter.showNext();
    expect(presenter.previewHeading).toBe('Attachment Preview (2 of 2)');
    expect(presenter.previewed?.imageUrl).toBeNull();
    expect(presenter.hasNext).toBe(false);
    presenter.showNext();
    expect(presenter.previewIndex).toBe(1);
    presenter.openPreview(7);
    expect(presenter.previewIndex).toBe(1);
    presenter.closePreview();
    expect(presenter.previewed).toBeNull();
  });

  it('downloads an attachment as a blob and saves it under its name', async () => {
    const blob = new Blob(['%PDF-']);
    const { presenter, saved } = setup({ download: () => Promise.resolve(blob) });
    presenter.open('5');
    await settle();
    const pending = presenter.download(PDF);
    expect(presenter.isDownloading(PDF)).toBe(true);
    await pending;
    expect(saved).toEqual([{ blob, name: 'delivery-note.pdf' }]);
    expect(presenter.isDownloading(PDF)).toBe(false);
    expect(presenter.downloadError).toBeNull();
  });

  it('hands the attachment itself to the downloader and saves the blob it returns', async () => {
    const blob = new Blob(['x']);
    const seen: Attachment[] = [];
    const { presenter, saved } = setup({
      download: (a) => {
        seen.push(a);
        return Promise.resolve(blob);
      },
    });
    presenter.open('5');
    await settle();
    await presenter.download(PNG);
    expect(saved[0]?.blob).toBe(blob);
    expect(seen).toEqual([PNG]);
  });

  it('a file still downloading at sign-out is aborted and never saved', async () => {
    const file = deferred<Blob>();
    let aborted: AbortSignal | null = null;
    const { presenter, saved, session } = setup({
      download: (_a, signal) => {
        aborted = signal;
        return file.promise;
      },
    });
    presenter.open('10427');
    await settle();
    const pending = presenter.download(PDF);
    session.clear();
    expect(aborted!.aborted).toBe(true);
    // The next user signs in before the file arrives: it is not theirs to receive.
    session.signIn({ ...DANA, email: 'sam@shipper.test', firstName: 'Sam' }, 'tok-sam');
    file.resolve(new Blob(['late']));
    await pending;
    expect(saved).toEqual([]);
    expect(presenter.downloadError).toBeNull();
    expect(presenter.isDownloading(PDF)).toBe(false);
  });

  it('leaving the screen aborts a download and saves nothing', async () => {
    const file = deferred<Blob>();
    let aborted: AbortSignal | null = null;
    const { presenter, saved } = setup({
      download: (_a, signal) => {
        aborted = signal;
        return file.promise;
      },
    });
    const leave = presenter.open('10427');
    await settle();
    const pending = presenter.download(PNG);
    leave();
    expect(aborted!.aborted).toBe(true);
    file.resolve(new Blob(['late']));
    await pending;
    expect(saved).toEqual([]);
    expect(presenter.downloadError).toBeNull();
    // Back on the screen, a download goes out again.
    presenter.open('10427');
    await settle();
    void presenter.download(PNG);
    expect(aborted!.aborted).toBe(false);
  });

  it("a failed download says 'Download failed' and saves nothing", async () => {
    const { presenter, saved } = setup({ download: () => Promise.reject(new AppError('network')) });
    presenter.open('5');
    await settle();
    await presenter.download(PNG);
    expect(presenter.downloadError).toBe(DOWNLOAD_FAILED);
    expect(DOWNLOAD_FAILED).toBe('Download failed');
    expect(saved).toEqual([]);
    presenter.openPreview(0);
    expect(presenter.downloadError).toBeNull();
  });

  it('opens the map only when both ends have coordinates', async () => {
    const { presenter } = setup({
      details: (id) => Promise.resolve(aLoad({ id, deliveryLocation: { lat: null, lng: null } })),
    });
    presenter.open('5');
    await settle();
    expect(presenter.canShowMap).toBe(false);
    presenter.openMap();
    expect(presenter.mapOpen).toBe(false);
    const other = setup().presenter;
    other.open('6');
    await settle();
    other.openMap();
    expect(other.mapOpen).toBe(true);
    other.closeMap();
    expect(other.mapOpen).toBe(false);
  });
});
