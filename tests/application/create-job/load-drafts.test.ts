import { describe, expect, it } from 'vitest';
import { RestoreLoadDraft } from '../../../src/application/create-job/restore-load-draft.use-case';
import { SaveLoadDraft } from '../../../src/application/create-job/save-load-draft.use-case';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { DANA, MemoryDraftStore, signedInSession } from '../../support/create-job/create-job-fakes';

const clock = { now: () => new Date('2026-03-02T10:00:00Z') };

describe('load drafts, per user', () => {
  it('saves the form under the user e-mail (lower-cased) and restores it', () => {
    const drafts = new MemoryDraftStore();
    const session = signedInSession();
    const values = { ...EMPTY_LOAD_FORM, weight: '12' };
    new SaveLoadDraft(drafts, session, clock).execute('manual', values);
    expect([...drafts.drafts.keys()]).toEqual(['demo@shipper.test']);
    expect(new RestoreLoadDraft(drafts, session).execute()).toEqual({
      mode: 'manual',
      values,
      savedAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it("does not restore another user's draft", () => {
    const drafts = new MemoryDraftStore();
    new SaveLoadDraft(drafts, signedInSession(), clock).execute('auto', EMPTY_LOAD_FORM);
    const other = signedInSession({ ...DANA, id: 2, email: 'other@shipper.test' });
    expect(new RestoreLoadDraft(drafts, other).execute()).toBeNull();
  });

  it('keeps a chosen mode even with an empty form, and drops the draft of an untouched chooser', () => {
    const drafts = new MemoryDraftStore();
    const save = new SaveLoadDraft(drafts, signedInSession(), clock);
    save.execute('auto', EMPTY_LOAD_FORM);
    expect(drafts.read('demo@shipper.test')?.mode).toBe('auto');
    save.execute(null, EMPTY_LOAD_FORM);
    expect(drafts.read('demo@shipper.test')).toBeNull();
  });

  it('keeps nothing when nobody is signed in', () => {
    const drafts = new MemoryDraftStore();
    const session = new LocalStorageSessionStore(null);
    new SaveLoadDraft(drafts, session, clock).execute('auto', { ...EMPTY_LOAD_FORM, weight: '3' });
    expect(drafts.drafts.size).toBe(0);
    expect(new RestoreLoadDraft(drafts, session).execute()).toBeNull();
  });
});
