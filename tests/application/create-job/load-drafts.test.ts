import { describe, expect, it } from 'vitest';
import { LoadDraftKeeper } from '../../../src/application/create-job/load-draft-keeper';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import {
  DANA,
  MemoryDraftStore,
  MemoryKeptFiles,
  pngFile,
  signedInSession,
} from '../../support/create-job/create-job-fakes';

const clock = { now: () => new Date('2026-03-02T10:00:00Z') };
const content = { publishKey: null, attachmentNames: [] };

function keeper(session = signedInSession(), drafts = new MemoryDraftStore(), files = new MemoryKeptFiles()) {
  return { keeper: new LoadDraftKeeper(drafts, files, session, clock), drafts, files };
}

describe('load drafts, per user', () => {
  it('saves the form under the user e-mail (lower-cased) and restores it', () => {
    const { keeper: drafts, drafts: store } = keeper();
    const values = { ...EMPTY_LOAD_FORM, weight: '12' };
    drafts.save({ mode: 'manual', values, ...content });
    expect([...store.drafts.keys()]).toEqual(['demo@shipper.test']);
    expect(drafts.restore()).toEqual({ mode: 'manual', values, ...content, savedAt: '2026-03-02T10:00:00.000Z' });
  });

  it("does not restore another user's draft", () => {
    const store = new MemoryDraftStore();
    keeper(signedInSession(), store).keeper.save({ mode: 'auto', values: { ...EMPTY_LOAD_FORM, weight: '5' }, ...content });
    const other = signedInSession({ ...DANA, id: 2, email: 'other@shipper.test' });
    expect(keeper(other, store).keeper.restore()).toBeNull();
  });

  it.each([
    ['a chosen mode alone', 'manual' as const, EMPTY_LOAD_FORM],
    ['an untouched chooser', null, EMPTY_LOAD_FORM],
    ['spaces only', 'auto' as const, { ...EMPTY_LOAD_FORM, instructions: '   ', weight: ' ' }],
  ])('keeps no draft of %s, and drops the one kept before', (_, mode, values) => {
    const { keeper: drafts, drafts: store } = keeper();
    expect(drafts.save({ mode: 'auto', values: { ...EMPTY_LOAD_FORM, weight: '12' }, ...content })).toBe(true);
    expect(drafts.save({ mode, values, ...content })).toBe(false);
    expect(store.read('demo@shipper.test')).toBeNull();
  });

  it('restores no empty draft kept by an older build, and forgets it', () => {
    const { keeper: drafts, drafts: store } = keeper();
    store.write('demo@shipper.test', {
      mode: 'manual',
      values: EMPTY_LOAD_FORM,
      ...content,
      savedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(drafts.restore()).toBeNull();
    expect(store.read('demo@shipper.test')).toBeNull();
  });

  it('keeps the draft of an otherwise empty form while it has files attached', () => {
    const { keeper: drafts, drafts: store } = keeper();
    drafts.save({ mode: null, values: EMPTY_LOAD_FORM, publishKey: null, attachmentNames: ['a.png'] });
    expect(store.read('demo@shipper.test')?.attachmentNames).toEqual(['a.png']);
  });

  it('keeps files per user and discards them with the draft', async () => {
    const { keeper: drafts, files } = keeper();
    await drafts.saveAttachments([pngFile('a.png')]);
    expect((await drafts.restoreAttachments())?.map((f) => f.name)).toEqual(['a.png']);
    drafts.discard();
    await Promise.resolve();
    expect(files.files.size).toBe(0);
  });

  it('keeps nothing when nobody is signed in', async () => {
    const session = new LocalStorageSessionStore(null);
    const { keeper: drafts, drafts: store, files } = keeper(session);
    drafts.save({ mode: 'auto', values: { ...EMPTY_LOAD_FORM, weight: '3' }, ...content });
    expect(await drafts.saveAttachments([pngFile()])).toBe(false);
    expect(store.drafts.size).toBe(0);
    expect(files.files.size).toBe(0);
    expect(drafts.restore()).toBeNull();
  });
});
