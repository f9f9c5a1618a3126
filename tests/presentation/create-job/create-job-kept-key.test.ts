import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadDraftKeeper } from '../../../src/application/create-job/load-draft-keeper';
import { MatchTypedAddress } from '../../../src/application/create-job/match-typed-address.use-case';
import { PublishLoad } from '../../../src/application/create-job/publish-load.use-case';
import { CopyPastLoad } from '../../../src/application/repeat/copy-past-load.use-case';
import { FindExactAddress } from '../../../src/application/repeat/find-exact-address.use-case';
import type { Clock } from '../../../src/application/ports/clock.port';
import { AppError } from '../../../src/domain/shared/app-error';
import type { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { ToastStore } from '../../../src/presentation/app/toast.store';
import { CreateJobPresenter } from '../../../src/presentation/screens/create-job/create-job.presenter';
import {
  DANA,
  FakeOptions,
  FakePublisher,
  MemoryDraftStore,
  MemoryKeptFiles,
  pdfFile,
  pngFile,
  signedInSession,
  validForm,
} from '../../support/create-job/create-job-fakes';
import { CountingLookup, FakeLoadDetails } from '../../support/create-job/post-again-fakes';
import { FakePriceGuide } from '../../support/create-job/price-guide-fake';
import { settle } from '../../support/create-job/presenter-harness';

/**
 * The idempotency key of a publish that may have gone through lives as long as
 * the user has not changed the draft. Bringing the draft back (its fields, its kept files) after
 * a reload or a new sign-in is not a change, so the retry sends the same key.
 */

const START = new Date(2026, 2, 2, 10, 0, 20);
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

/** What outlives a page: the stored drafts, the kept files and the stored session. */
interface Device {
  readonly drafts: MemoryDraftStore;
  readonly keptFiles: MemoryKeptFiles;
  readonly session: LocalStorageSessionStore;
}

function newDevice(): Device {
  return {
    drafts: new MemoryDraftStore(),
    keptFiles: new MemoryKeptFiles(),
    session: signedInSession(),
  };
}

/**
 * One page's Create Job over the device's storage. Each page makes keys of its own (`page1-1`,
 * `page2-1`…), so a key a page sends is told apart from one an earlier page made.
 */
function openPage(device: Device, page: string) {
  const publisher = new FakePublisher();
  const clock: Clock = { now: () => new Date(Date.now()) };
  const keeper = new LoadDraftKeeper(device.drafts, device.keptFiles, device.session, clock);
  let keys = 0;
  const presenter = new CreateJobPresenter({
    publishLoad: new PublishLoad(publisher, keeper),
    formOptions: new FakeOptions(),
    draft: keeper,
    clock,
    toasts: new ToastStore(),
    timers: systemTimers,
    newKey: () => `${page}-${++keys}`,
    copyLoad: new CopyPastLoad(new FakeLoadDetails()),
    findAddress: new FindExactAddress(new CountingLookup()),
    matchAddress: new MatchTypedAddress(new CountingLookup()),
    priceGuide: new FakePriceGuide(),
  });
  const stop = presenter.start();
  return { presenter, publisher, stop };
}

async function publishAgain(presenter: CreateJobPresenter): Promise<void> {
  presenter.submit();
  await presenter.publish();
}

/** A manual job with a file, published once: the answer never comes (a timeout). */
async function timedOutPublishWithFile(device: Device) {
  const page = openPage(device, 'page1');
  page.presenter.chooseMode('manual');
  await settle();
  page.presenter.fill(validForm(START, { vehicleId: 2 }));
  await page.presenter.attachments.add([pngFile('pallet.png'), pdfFile('note.pdf')]);
  await settle();
  page.publisher.answer = () => Promise.reject(new AppError('timeout'));
  await publishAgain(page.presenter);
  await settle();
  expect(page.publisher.options.map((o) => o.idempotencyKey)).toEqual(['page1-1']);
  expect(device.drafts.read(DANA.email.toLowerCase())?.publishKey).toBe('page1-1');
  return page;
}

describe('Create Job: the key of a publish that timed out outlives a reload and a new sign-in', () => {
  it('after a reload the restored draft and files are sent again with the same key', async () => {
    const device = newDevice();
    const first = await timedOutPublishWithFile(device);
    first.stop(); // the reload
    const again = openPage(device, 'page2');
    await settle();
    expect(again.presenter.mode).toBe('manual');
    expect(again.presenter.attachments.names).toEqual(['pallet.png', 'note.pdf']);
    await publishAgain(again.presenter);
    expect(again.publisher.options.map((o) => o.idempotencyKey)).toEqual(['page1-1']);
    expect(again.publisher.published[0]?.attachments.map((f) => f.name)).toEqual([
      'pallet.png',
      'note.pdf',
    ]);
  });

  it('the restored files keep the key in the stored draft too, so a second reload still has it', async () => {
    const device = newDevice();
    (await timedOutPublishWithFile(device)).stop();
    openPage(device, 'page2').stop();
    await settle();
    const third = openPage(device, 'page3');
    await settle();
    await publishAgain(third.presenter);
    expect(third.publisher.options.map((o) => o.idempotencyKey)).toEqual(['page1-1']);
  });

  it('after the session expired and the same user signed in again, the retry has the same key', async () => {
    const device = newDevice();
    const first = await timedOutPublishWithFile(device);
    device.session.expire('tok-dana'); // a 401: the portal leaves Create Job for the sign-in page
    first.stop();
    device.session.signIn(DANA, 'tok-dana-2');
    const again = openPage(device, 'page2');
    await settle();
    expect(again.presenter.attachments.names).toEqual(['pallet.png', 'note.pdf']);
    await publishAgain(again.presenter);
    expect(again.publisher.options.map((o) => o.idempotencyKey)).toEqual(['page1-1']);
  });

  it('a draft whose files this browser could not keep keeps its key too', async () => {
    const device = newDevice();
    device.keptFiles.unavailable = true;
    (await timedOutPublishWithFile(device)).stop();
    const again = openPage(device, 'page2');
    await settle();
    expect(again.presenter.attachments.missingNotice).toBe('Attach again: pallet.png, note.pdf.');
    expect(again.presenter.publishKey).toBe('page1-1');
    expect(device.drafts.read(DANA.email.toLowerCase())?.publishKey).toBe('page1-1');
  });

  it('a field edited after the restore makes the retry a new publish with a new key', async () => {
    const device = newDevice();
    (await timedOutPublishWithFile(device)).stop();
    const again = openPage(device, 'page2');
    await settle();
    again.presenter.setText('instructions', 'Ring the bell');
    await publishAgain(again.presenter);
    expect(again.publisher.options.map((o) => o.idempotencyKey)).toEqual(['page2-1']);
  });

  it('a file removed after the restore makes the retry a new publish with a new key', async () => {
    const device = newDevice();
    (await timedOutPublishWithFile(device)).stop();
    const again = openPage(device, 'page2');
    await settle();
    const note = again.presenter.attachments.items.find((a) => a.file.name === 'note.pdf');
    again.presenter.attachments.remove(note?.id ?? -1);
    await publishAgain(again.presenter);
    expect(again.publisher.options.map((o) => o.idempotencyKey)).toEqual(['page2-1']);
  });

  it('a file added after the restore makes the retry a new publish with a new key', async () => {
    const device = newDevice();
    (await timedOutPublishWithFile(device)).stop();
    const again = openPage(device, 'page2');
    await settle();
    await again.presenter.attachments.add([pdfFile('extra.pdf')]);
    await publishAgain(again.presenter);
    expect(again.publisher.options.map((o) => o.idempotencyKey)).toEqual(['page2-1']);
  });

  it('an edit made while the files are still coming back also makes a new key', async () => {
    const device = newDevice();
    (await timedOutPublishWithFile(device)).stop();
    const again = openPage(device, 'page2');
    again.presenter.setText('weight', '300');
    await settle();
    expect(again.presenter.attachments.names).toEqual(['pallet.png', 'note.pdf']);
    await publishAgain(again.presenter);
    expect(again.publisher.options.map((o) => o.idempotencyKey)).toEqual(['page2-1']);
  });
});
