import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_FORM } from '../../../src/domain/profile/profile-form';
import { LocalStorageProfileEdits } from '../../../src/infrastructure/storage/local-storage-profile-edits';
import { PORTAL_STORAGE_PREFIX } from '../../../src/infrastructure/storage/portal-storage';
import { MemoryStorage } from '../../support/memory-storage';

const EDITS = { ...EMPTY_PROFILE_FORM, firstName: 'Dee', email: 'dee@shipper.test' };

describe('LocalStorageProfileEdits', () => {
  it('keeps one user\'s edits under the portal prefix', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageProfileEdits(storage);
    store.write('dana@shipper.test', EDITS);
    expect(storage.keys()).toEqual([`${PORTAL_STORAGE_PREFIX}profile-edits:dana@shipper.test`]);
    expect(store.read('dana@shipper.test')).toEqual(EDITS);
    expect(store.read('sam@carter.test')).toBeNull();
    store.clear('dana@shipper.test');
    expect(storage.keys()).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a field that is not text', JSON.stringify({ ...EDITS, phoneNumber: 7700 })],
    ['a field missing', JSON.stringify({ firstName: 'Dee' })],
  ])('reads %s as no edits', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(`${PORTAL_STORAGE_PREFIX}profile-edits:dana@shipper.test`, raw);
    expect(new LocalStorageProfileEdits(storage).read('dana@shipper.test')).toBeNull();
  });
});
