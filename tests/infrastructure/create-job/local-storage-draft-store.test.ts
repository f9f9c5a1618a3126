import { describe, expect, it } from 'vitest';
import {
  draftKeyFor,
  LocalStorageDraftStore,
} from '../../../src/infrastructure/storage/local-storage-draft-store';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import {
  LocalStorageWork,
  PORTAL_STORAGE_PREFIX,
} from '../../../src/infrastructure/storage/portal-storage';
import { keepWorkForItsUser } from '../../../src/application/auth/keep-work-for-its-user';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import type { LoadDraft } from '../../../src/application/ports/draft-store.port';
import { MemoryStorage } from '../../support/memory-storage';
import { DANA, validForm } from '../../support/create-job/create-job-fakes';

const DRAFT: LoadDraft = {
  mode: 'manual',
  values: validForm(new Date(2026, 2, 2), { vehicleId: 5, instructions: 'Side door' }),
  publishKey: 'key-1',
  attachmentNames: ['delivery-note.pdf'],
  savedAt: '2026-03-02T10:00:00.000Z',
};

describe('LocalStorageDraftStore', () => {
  it('keeps one draft per user under the portal prefix', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageDraftStore(storage);
    store.write('demo@shipper.test', DRAFT);
    store.write('other@shipper.test', { ...DRAFT, mode: 'auto' });
    expect(draftKeyFor('demo@shipper.test').startsWith(PORTAL_STORAGE_PREFIX)).toBe(true);
    expect(storage.getItem(draftKeyFor('demo@shipper.test'))).not.toBeNull();
    expect(store.read('demo@shipper.test')).toEqual(DRAFT);
    expect(store.read('other@shipper.test')?.mode).toBe('auto');
    store.clear('demo@shipper.test');
    expect(store.read('demo@shipper.test')).toBeNull();
    expect(store.read('other@shipper.test')).not.toBeNull();
  });

  it('keeps whether each address was chosen; a draft kept without it reads as not chosen', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageDraftStore(storage);
    const chosenAsText = {
      ...DRAFT,
      values: { ...DRAFT.values, pickupChosen: true, deliveryPlace: null, deliveryChosen: true },
    };
    store.write('demo@shipper.test', chosenAsText);
    expect(store.read('demo@shipper.test')?.values).toMatchObject({
      pickupChosen: true,
      deliveryPlace: null,
      deliveryChosen: true,
    });
    const { pickupChosen: _p, deliveryChosen: _d, ...older } = chosenAsText.values;
    storage.setItem(
      draftKeyFor('demo@shipper.test'),
      JSON.stringify({ version: 1, ...chosenAsText, values: older }),
    );
    expect(store.read('demo@shipper.test')?.values).toMatchObject({
      pickupChosen: false,
      deliveryChosen: false,
    });
  });

  it('is removed by sign-out with every other portal item', () => {
    const storage = new MemoryStorage();
    const session = new LocalStorageSessionStore(storage);
    keepWorkForItsUser(session, [new LocalStorageWork(storage)]);
    session.signIn(DANA, 'tok');
    const store = new LocalStorageDraftStore(storage);
    store.write('demo@shipper.test', DRAFT);
    session.clear();
    expect(store.read('demo@shipper.test')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ ...DRAFT, version: 99 })],
    ['no values', JSON.stringify({ version: 1, mode: 'auto' })],
  ])('reads %s as no draft', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(draftKeyFor('demo@shipper.test'), raw);
    expect(new LocalStorageDraftStore(storage).read('demo@shipper.test')).toBeNull();
  });

  it('cleans damaged fields: wrong types become empty, a bad place is dropped, a strange mode is none', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftKeyFor('demo@shipper.test'),
      JSON.stringify({
        version: 1,
        mode: 'turbo',
        savedAt: 5,
        values: {
          pickupAddress: 42,
          weight: '12',
          loadTypeId: 'x',
          vehicleId: 2.5,
          pickupPlace: { latitude: 'N' },
        },
      }),
    );
    expect(new LocalStorageDraftStore(storage).read('demo@shipper.test')).toEqual({
      mode: null,
      values: { ...EMPTY_LOAD_FORM, weight: '12' },
      publishKey: null,
      attachmentNames: [],
      savedAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it('works without storage, and survives storage that refuses', () => {
    expect(new LocalStorageDraftStore(null).read('x')).toBeNull();
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const store = new LocalStorageDraftStore(storage);
    expect(() => store.write('demo@shipper.test', DRAFT)).not.toThrow();
    storage.failReads = true;
    expect(store.read('demo@shipper.test')).toBeNull();
  });
});
