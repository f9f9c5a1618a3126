import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import {
  deferred,
  MemoryKeptFiles,
  pdfFile,
  pngFile,
  validForm,
} from '../../support/create-job/create-job-fakes';
import { OWNER, presenterHarness, settle } from '../../support/create-job/presenter-harness';

const START = new Date(2026, 2, 2, 10, 0, 20);
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

async function readyManual() {
  const h = presenterHarness();
  h.presenter.start();
  h.presenter.chooseMode('manual');
  await settle();
  h.presenter.fill(validForm(START, { vehicleId: 2 }));
  return h;
}

describe('Create Job: a publish that may or may not have gone through', () => {
  it('sends one idempotency key for every retry of the same form, and a new one once it changes', async () => {
    const { presenter, publisher } = await readyManual();
    publisher.answer = () => Promise.reject(AppError.server());
    presenter.submit();
    await presenter.publish();
    presenter.submit();
    await presenter.publish();
    presenter.setText('instructions', 'Ring the bell');
    presenter.submit();
    await presenter.publish();
    expect(publisher.options.map((o) => o.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('keeps the key with the draft, so a retry after a reload or a new sign-in is the same publish', async () => {
    const first = await readyManual();
    first.publisher.answer = () => Promise.reject(new AppError('timeout'));
    first.presenter.submit();
    await first.presenter.publish();
    const saved = first.drafts.read(OWNER);
    expect(saved?.publishKey).toBe('key-1');
    const again = presenterHarness(saved ?? undefined);
    again.presenter.start();
    await settle();
    again.presenter.submit();
    await again.presenter.publish();
    expect(again.publisher.options[0]?.idempotencyKey).toBe('key-1');
  });

  it('a timeout says plainly that the job may have been published, and keeps the form', async () => {
    const { presenter, publisher, toasts } = await readyManual();
    const before = presenter.values;
    publisher.answer = () => Promise.reject(new AppError('timeout'));
    presenter.submit();
    await presenter.publish();
    expect(toasts.current).toMatchObject({
      kind: 'error',
      message: 'We could not confirm the job was published. Check My Loads before trying again.',
    });
    expect(presenter.values).toBe(before);
    expect(presenter.mode).toBe('manual');
  });

  it('shows how far the files have gone out while publishing', async () => {
    const { presenter, publisher } = await readyManual();
    await presenter.attachments.add([pngFile()]);
    const answer = deferred<{ id: number; loadNo: null }>();
    publisher.answer = () => answer.promise;
    presenter.submit();
    const publishing = presenter.publish();
    expect(presenter.uploadPercent).toBeNull();
    publisher.options[0]?.onProgress?.({ sent: 300, total: 1000 });
    expect(presenter.uploadPercent).toBe(30);
    answer.resolve({ id: 7, loadNo: null });
    await publishing;
    expect(presenter.uploadPercent).toBeNull();
  });
});

describe('Create Job: the draft comes back with its files', () => {
  it('restores the attached files the browser kept', async () => {
    const keptFiles = new MemoryKeptFiles();
    const first = presenterHarness(undefined, keptFiles);
    first.presenter.start();
    first.presenter.chooseMode('auto');
    await first.presenter.attachments.add([pngFile('a.png'), pdfFile('b.pdf')]);
    await settle();
    // The session expires; the same user signs in and opens Create Job again.
    const again = presenterHarness(first.drafts.read(OWNER) ?? undefined, keptFiles);
    again.presenter.start();
    await settle();
    expect(again.presenter.mode).toBe('auto');
    expect(again.presenter.attachments.names).toEqual(['a.png', 'b.pdf']);
    expect(again.presenter.attachments.missingNotice).toBeNull();
  });

  it('names the files to attach again when the browser could not keep them', async () => {
    const keptFiles = new MemoryKeptFiles();
    keptFiles.unavailable = true;
    const first = presenterHarness(undefined, keptFiles);
    first.presenter.start();
    first.presenter.chooseMode('auto');
    await first.presenter.attachments.add([pngFile('a.png'), pdfFile('b.pdf')]);
    await settle();
    const again = presenterHarness(first.drafts.read(OWNER) ?? undefined, keptFiles);
    again.presenter.start();
    await settle();
    expect(again.presenter.attachments.items).toEqual([]);
    expect(again.presenter.attachments.missingNotice).toBe('Attach again: a.png, b.pdf.');
    await again.presenter.attachments.add([pngFile('a.png')]);
    expect(again.presenter.attachments.missingNotice).toBe('Attach again: b.pdf.');
  });

  it('names the files whose keeping was cut short (a reload before the browser had stored them)', async () => {
    const keptFiles = new MemoryKeptFiles();
    const first = presenterHarness(undefined, keptFiles);
    first.presenter.start();
    first.presenter.chooseMode('auto');
    await first.presenter.attachments.add([pngFile('a.png'), pdfFile('b.pdf')]);
    await settle();
    // The page went before the second file reached storage: the draft names both, storage has one.
    keptFiles.files.set([...keptFiles.files.keys()][0] ?? '', [pngFile('a.png')]);
    const again = presenterHarness(first.drafts.read(OWNER) ?? undefined, keptFiles);
    again.presenter.start();
    await settle();
    expect(again.presenter.attachments.names).toEqual(['a.png']);
    expect(again.presenter.attachments.missingNotice).toBe('Attach again: b.pdf.');
  });

  it('Start over while the files are still coming back: they do not come back afterwards', async () => {
    const keptFiles = new MemoryKeptFiles();
    const first = presenterHarness(undefined, keptFiles);
    first.presenter.start();
    first.presenter.chooseMode('auto');
    await first.presenter.attachments.add([pngFile('a.png')]);
    await settle();
    const again = presenterHarness(first.drafts.read(OWNER) ?? undefined, keptFiles);
    again.presenter.start();
    again.presenter.startOver();
    await settle();
    expect(again.presenter.attachments.items).toEqual([]);
    expect(again.presenter.attachments.missingNotice).toBeNull();
  });

  it('a published job leaves neither draft nor files behind', async () => {
    const { presenter, drafts, keptFiles } = await readyManual();
    await presenter.attachments.add([pngFile()]);
    await settle();
    presenter.submit();
    await presenter.publish();
    await settle();
    expect(drafts.read(OWNER)).toBeNull();
    expect(keptFiles.files.size).toBe(0);
    expect(presenter.values).toEqual(EMPTY_LOAD_FORM);
  });

  it('a click landing on the chooser while the screen leaves for the bids leaves no draft', async () => {
    const { presenter, drafts } = await readyManual();
    presenter.submit();
    await presenter.publish();
    expect(presenter.navigateTo).not.toBeNull();
    // The screen has asked for the bids, and still shows the chooser until they arrive: the
    // second click of a double click on Publish lands on it.
    presenter.navigated();
    presenter.chooseMode('manual');
    await settle();
    expect(presenter.mode).toBeNull();
    expect(drafts.read(OWNER)).toBeNull();
  });
});
