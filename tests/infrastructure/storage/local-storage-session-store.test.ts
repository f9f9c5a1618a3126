import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/domain/auth/user';
import {
  LocalStorageSessionStore,
  PORTAL_STORAGE_PREFIX,
} from '../../../src/infrastructure/storage/local-storage-session-store';
import { MemoryStorage } from '../../support/memory-storage';

const dana: User = {
  id: 1,
  email: 'demo@shipper.test',
  firstName: 'Dana',
  lastName: 'Shipper',
  name: 'Dana Shipper',
  phoneNumber: '7700900123',
  address: '1 Wellington Place, Leeds',
  businessType: 'Retail',
  businessDescription: 'Garden furniture',
  photoUrl: null,
};

describe('LocalStorageSessionStore', () => {
  it('stores exactly the spec keys token, user and resetPasswordEmail', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSessionStore(storage);
    store.signIn(dana, 'tok-1');
    store.setResetPasswordEmail('demo@shipper.test');
    store.setPendingVerification('new@shipper.test', 123);
    store.setSignupPassword('s3cret!');
    expect(storage.keys().sort()).toEqual(['resetPasswordEmail', 'token', 'user']);
    expect(storage.getItem('token')).toBe('tok-1');
    expect(JSON.stringify([...storage.keys().map((k) => storage.getItem(k))])).not.toContain(
      's3cret!',
    );
  });

  it('reads a stored session back', () => {
    const storage = new MemoryStorage();
    new LocalStorageSessionStore(storage).signIn(dana, 'tok-1');
    const again = new LocalStorageSessionStore(storage).current();
    expect(again.token).toBe('tok-1');
    expect(again.user).toEqual(dana);
  });

  it.each([
    ['unreadable storage', (s: MemoryStorage) => (s.failReads = true)],
    ['a corrupt user', (s: MemoryStorage) => s.setItem('user', '{not json')],
  ])('gives an empty session on %s', (_label, spoil) => {
    const storage = new MemoryStorage();
    new LocalStorageSessionStore(storage).signIn(dana, 'tok-1');
    spoil(storage);
    const session = new LocalStorageSessionStore(storage).current();
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();
  });

  it('sign-out clears every item the portal stored, and the in-memory password', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSessionStore(storage);
    store.signIn(dana, 'tok-1');
    store.setResetPasswordEmail('demo@shipper.test');
    store.setSignupPassword('s3cret!');
    storage.setItem(`${PORTAL_STORAGE_PREFIX}draft:demo`, '{}');
    storage.setItem('bidhaul:demo-marketplace', '{}');
    store.clear();
    expect(storage.keys()).toEqual(['bidhaul:demo-marketplace']);
    expect(store.signupPassword()).toBeNull();
    expect(store.current().token).toBeNull();
  });

  it('tells listeners whether the session ended by sign-out or by expiry', () => {
    const store = new LocalStorageSessionStore(new MemoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn(dana, 'tok-1');
    store.expire();
    store.expire();
    expect(listener.mock.calls.map(([, change]) => change as string)).toEqual([
      'signed-in',
      'expired',
    ]);
  });

  it('works without storage at all', () => {
    const store = new LocalStorageSessionStore(null);
    store.signIn(dana, 'tok-1');
    expect(store.current().token).toBe('tok-1');
  });
});
