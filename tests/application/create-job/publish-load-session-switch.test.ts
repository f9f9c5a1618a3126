import { describe, expect, it } from 'vitest';
import { LoadDraftKeeper } from '../../../src/application/create-job/load-draft-keeper';
import { PublishLoad } from '../../../src/application/create-job/publish-load.use-case';
import type { User } from '../../../src/domain/auth/user';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import type { NewLoad, PublishedLoad } from '../../../src/domain/load/new-load';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { browserTabs } from '../../support/browser-tabs';
import {
  DANA,
  FakePublisher,
  MemoryDraftStore,
  MemoryKeptFiles,
  deferred,
  pngFile,
} from '../../support/create-job/create-job-fakes';

/**
 * A publish Dana started (large files, so it takes a while) must not clear the
 * next user's draft. Tab 2 publishes for Dana; meanwhile tab 1 signs her out and Bob signs in,
 * and Bob starts a draft with a file; then Dana's answer arrives in tab 2.
 */

const BOB: User = {
  ...DANA,
  id: 2,
  email: 'other@shipper.test',
  firstName: 'Bob',
  name: 'Bob Other',
};
const clock = { now: () => new Date('2026-03-02T10:00:00Z') };
const LOAD: NewLoad = {
  mode: 'auto',
  pickup: { address: 'Leeds', place: null },
  delivery: { address: 'York', place: null },
  pickupDate: '2026-03-03',
  pickupTime: '09:30',
  deliveryDate: '',
  deliveryTime: '',
  weightKg: 10,
  itemCount: 1,
  instructions: '',
  loadType: { id: 1, name: 'Parcels' },
  vehicleId: null,
  allowExternalDrivers: false,
  attachments: [pngFile('big.png')],
};
const KEY = { idempotencyKey: 'key-1' };

function setUp() {
  const browser = browserTabs();
  const one = browser.openTab();
  const two = browser.openTab();
  const tab1 = new LocalStorageSessionStore(one.storage, one.otherTabs);
  tab1.signIn(DANA, 'tok-dana');
  const tab2 = new LocalStorageSessionStore(two.storage, two.otherTabs);
  // Drafts and kept files are the browser's, shared by its tabs.
  const drafts = new MemoryDraftStore();
  const files = new MemoryKeptFiles();
  const keeperIn = (tab: LocalStorageSessionStore) =>
    new LoadDraftKeeper(drafts, files, tab, clock);
  const publisher = new FakePublisher();
  const answer = deferred<PublishedLoad>();
  publisher.answer = () => answer.promise;
  return {
    tab1,
    tab2,
    drafts,
    files,
    publisher,
    answer,
    keeperIn,
    publish: new PublishLoad(publisher, keeperIn(tab2)),
  };
}

async function bobStartsADraft(keeper: LoadDraftKeeper) {
  keeper.save({
    mode: 'auto',
    values: { ...EMPTY_LOAD_FORM, weight: '40' },
    publishKey: null,
    attachmentNames: ['bob.png'],
  });
  await keeper.saveAttachments([pngFile('bob.png')]);
}

describe('PublishLoad across a session switch', () => {
  it("Dana's publish answered after Bob signed in elsewhere leaves Bob's draft and kept files", async () => {
    const { tab1, tab2, drafts, files, answer, keeperIn, publish } = setUp();
    const publishing = publish.execute(LOAD, KEY);
    await Promise.resolve();
    tab1.clear();
    tab1.signIn(BOB, 'tok-bob');
    await bobStartsADraft(keeperIn(tab1));
    expect(tab2.current().user?.email).toBe('other@shipper.test');

    answer.resolve({ id: 901, loadNo: null });
    await expect(publishing).rejects.toBeDefined();
    await Promise.resolve();
    expect(drafts.read('other@shipper.test')?.attachmentNames).toEqual(['bob.png']);
    expect(files.files.get('other@shipper.test/create-job')?.map((f) => f.name)).toEqual([
      'bob.png',
    ]);
  });

  it("in one tab: a publish answered after sign-out and Bob's sign-in leaves Bob's draft", async () => {
    const { tab1, drafts, files, publisher, answer, keeperIn } = setUp();
    const publishing = new PublishLoad(publisher, keeperIn(tab1)).execute(LOAD, KEY);
    await Promise.resolve();
    tab1.clear();
    tab1.signIn(BOB, 'tok-bob');
    await bobStartsADraft(keeperIn(tab1));
    answer.resolve({ id: 901, loadNo: null });
    await expect(publishing).rejects.toBeDefined();
    await Promise.resolve();
    expect(drafts.read('other@shipper.test')).not.toBeNull();
    expect(files.files.has('other@shipper.test/create-job')).toBe(true);
  });

  it("the publish is sent with its session's signal, which a switch in another tab aborts", async () => {
    const { tab1, publisher, publish } = setUp();
    void publish.execute(LOAD, KEY).catch(() => undefined);
    await Promise.resolve();
    const signal = publisher.options[0]?.signal;
    expect(signal?.aborted).toBe(false);
    tab1.signIn(BOB, 'tok-bob');
    expect(signal?.aborted).toBe(true);
  });

  it("a publish answered while its session stands clears that user's draft", async () => {
    const { tab2, drafts, files, answer, keeperIn, publish } = setUp();
    const dana = keeperIn(tab2);
    dana.save({
      mode: 'auto',
      values: { ...EMPTY_LOAD_FORM, weight: '10' },
      publishKey: 'key-1',
      attachmentNames: ['big.png'],
    });
    await dana.saveAttachments([pngFile('big.png')]);
    const publishing = publish.execute(LOAD, KEY);
    answer.resolve({ id: 901, loadNo: null });
    await expect(publishing).resolves.toEqual({ id: 901, loadNo: null });
    await Promise.resolve();
    expect(drafts.read('demo@shipper.test')).toBeNull();
    expect(files.files.size).toBe(0);
  });
});
