import { describe, expect, it } from 'vitest';
import { keepWorkForItsUser } from '../../../src/application/auth/keep-work-for-its-user';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { LocalStorageWork, portalKey } from '../../../src/infrastructure/storage/portal-storage';
import { MemoryStorage } from '../../support/memory-storage';
import { dana } from '../../support/users';

const sam = { ...dana, id: 2, email: 'Sam@Carter.test' };

function world() {
  const storage = new MemoryStorage();
  const session = new LocalStorageSessionStore(storage);
  keepWorkForItsUser(session, [new LocalStorageWork(storage)]);
  session.signIn(dana, 'tok-dana');
  storage.setItem(portalKey('create-job-draft', dana.email), '{"weight":"12"}');
  storage.setItem(portalKey('profile-draft', dana.email), '{"firstName":"Dee"}');
  storage.setItem('bidhaul:demo-marketplace', '{}');
  return { storage, session };
}

describe('kept work belongs to its user', () => {
  it('an expired session keeps it, and the same user finds it on signing in again', () => {
    const { storage, session } = world();
    session.expire('tok-dana');
    session.signIn(dana, 'tok-again');
    expect(storage.getItem(portalKey('create-job-draft', dana.email))).toBe('{"weight":"12"}');
    expect(storage.getItem(portalKey('profile-draft', dana.email))).toBe('{"firstName":"Dee"}');
  });

  it("a deliberate sign-out clears all of it (and nothing that is not the portal's)", () => {
    const { storage, session } = world();
    session.clear();
    expect(storage.keys()).toEqual(['bidhaul:demo-marketplace']);
  });

  it("another user signing in clears the previous user's work", () => {
    const { storage, session } = world();
    session.expire('tok-dana');
    session.signIn(sam, 'tok-sam');
    storage.setItem(portalKey('create-job-draft', 'sam@carter.test'), '{}');
    expect(storage.keys().sort()).toEqual(
      [
        'bidhaul:demo-marketplace',
        portalKey('create-job-draft', 'sam@carter.test'),
        'token',
        'user',
      ].sort(),
    );
  });
});
