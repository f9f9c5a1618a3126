import { describe, expect, it, vi } from 'vitest';
import type { SessionChange } from '../../../src/application/ports/session-store.port';
import type { User } from '../../../src/domain/auth/user';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { PORTAL_STORAGE_PREFIX } from '../../../src/infrastructure/storage/portal-storage';
import { browserTabs } from '../../support/browser-tabs';
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
const sam: User = {
  ...dana,
  id: 2,
  email: 'sam@carter.test',
  firstName: 'Sam',
  lastName: 'Carter',
  name: 'Sam Carter',
};

function changesOf(store: LocalStorageSessionStore): SessionChange[] {
  const changes: SessionChange[] = [];
  store.subscribe((_session, change) => changes.push(change));
  return changes;
}

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

  it('sign-out clears the session items and the in-memory password, and leaves other items to their owners', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSessionStore(storage);
    store.signIn(dana, 'tok-1');
    store.setResetPasswordEmail('demo@shipper.test');
    store.setSignupPassword('s3cret!');
    storage.setItem('bidhaul:demo-marketplace', '{}');
    store.clear();
    expect(storage.keys()).toEqual(['bidhaul:demo-marketplace']);
    expect(store.signupPassword()).toBeNull();
    expect(store.current().token).toBeNull();
  });

  it("an expiry removes the session items but keeps the user's work", () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSessionStore(storage);
    store.signIn(dana, 'tok-1');
    storage.setItem(`${PORTAL_STORAGE_PREFIX}create-job-draft:demo@shipper.test`, '{}');
    store.expire('tok-1');
    expect(storage.keys()).toEqual([`${PORTAL_STORAGE_PREFIX}create-job-draft:demo@shipper.test`]);
  });

  it('tells listeners whether the session ended by sign-out or by expiry', () => {
    const store = new LocalStorageSessionStore(new MemoryStorage());
    const changes = changesOf(store);
    store.signIn(dana, 'tok-1');
    store.expire('tok-1');
    store.expire('tok-1');
    expect(changes).toEqual(['signed-in', 'expired']);
  });

  it('a late 401 for a token the user no longer holds does not sign out the newer session', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSessionStore(storage);
    store.signIn(dana, 'old-token');
    store.expire('old-token');
    store.signIn(dana, 'new-token');
    // The answer to a request sent with the old token arrives now.
    store.expire('old-token');
    store.expire(null);
    expect(store.current().token).toBe('new-token');
    expect(storage.getItem('token')).toBe('new-token');
  });

  it('works without storage at all', () => {
    const store = new LocalStorageSessionStore(null);
    store.signIn(dana, 'tok-1');
    expect(store.current().token).toBe('tok-1');
  });
});

describe('one session across tabs', () => {
  function twoTabs() {
    const browser = browserTabs();
    const a = browser.openTab();
    const b = browser.openTab();
    const tabA = new LocalStorageSessionStore(a.storage, a.otherTabs);
    tabA.signIn(dana, 'tok-dana');
    const tabB = new LocalStorageSessionStore(b.storage, b.otherTabs);
    return { browser, tabA, tabB, changesB: changesOf(tabB) };
  }

  it('signing out in one tab ends the session in the other', () => {
    const { tabA, tabB, changesB } = twoTabs();
    tabA.clear();
    expect(tabB.current().token).toBeNull();
    expect(changesB).toEqual(['ended-elsewhere']);
  });

  it('an expiry in one tab ends the session in the other', () => {
    const { tabA, tabB, changesB } = twoTabs();
    tabA.expire('tok-dana');
    expect(tabB.current().user).toBeNull();
    expect(changesB).toEqual(['ended-elsewhere']);
  });

  it('signing in as someone else in one tab tells the other its user changed, never mixing the two', () => {
    const { browser, tabA, tabB, changesB } = twoTabs();
    const seenByB: string[] = [];
    tabB.subscribe((s) => seenByB.push(`${s.user?.email}:${s.token}`));
    tabA.signIn(sam, 'tok-sam');
    expect(changesB).toEqual(['user-changed']);
    expect(seenByB).toEqual(['sam@carter.test:tok-sam']);
    // B saving a profile for Dana now must not write Dana beside Sam's token.
    tabB.updateUser({ ...dana, firstName: 'Dee' });
    expect(JSON.parse(browser.shared.getItem('user') ?? '{}')).toMatchObject({
      email: 'sam@carter.test',
    });
  });

  it('a stale tab holding an old token does not wipe the session another tab just started', () => {
    const browser = browserTabs();
    const a = browser.openTab();
    const tabA = new LocalStorageSessionStore(a.storage, a.otherTabs);
    tabA.signIn(dana, 'old-token');
    // Tab B missed the news (it was frozen): it still holds the old token.
    const b = browser.openTab();
    const tabB = new LocalStorageSessionStore(b.storage);
    tabA.signIn(dana, 'new-token');
    tabB.expire('old-token');
    expect(browser.shared.getItem('token')).toBe('new-token');
    expect(tabB.current().token).toBe('new-token');
  });

  it('the same user signing in again in one tab brings a signed-out tab back', () => {
    const { tabA, tabB, changesB } = twoTabs();
    tabA.expire('tok-dana');
    tabA.signIn(dana, 'tok-2');
    expect(changesB).toEqual(['ended-elsewhere', 'signed-in']);
    expect(tabB.current().token).toBe('tok-2');
  });

  it('a profile saved in one tab shows in the other', () => {
    const { tabA, tabB, changesB } = twoTabs();
    tabA.updateUser({ ...dana, firstName: 'Dee', email: 'dee@shipper.test' });
    expect(tabB.current().user?.firstName).toBe('Dee');
    expect(changesB).toEqual(['updated']);
  });

  it("ignores keys that are not the session's", () => {
    const { browser, tabB } = twoTabs();
    const listener = vi.fn();
    tabB.subscribe(listener);
    browser.openTab().storage.setItem('bidhaul:demo-marketplace', '{}');
    expect(listener).not.toHaveBeenCalled();
  });
});
