import { describe, expect, it } from 'vitest';
import {
  SessionEndedError,
  inCurrentSession,
  isSessionEnded,
  openSessionScope,
} from '../../../src/application/auth/session-scope';
import type { User } from '../../../src/domain/auth/user';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { browserTabs } from '../../support/browser-tabs';
import { dana } from '../../support/users';

const omar: User = {
  ...dana,
  id: 2,
  email: 'other@shipper.test',
  firstName: 'Omar',
  name: 'Omar Other',
};

function twoTabs() {
  const browser = browserTabs();
  const one = browser.openTab();
  const two = browser.openTab();
  const tab1 = new LocalStorageSessionStore(one.storage, one.otherTabs);
  tab1.signIn(dana, 'tok-dana');
  return { tab1, tab2: new LocalStorageSessionStore(two.storage, two.otherTabs) };
}

describe('the scope of the session a call belongs to', () => {
  it.each([
    ['a sign-out here', (here: LocalStorageSessionStore) => here.clear()],
    ['an expiry here', (here: LocalStorageSessionStore) => here.expire('tok-dana')],
    [
      'another user signing in here',
      (here: LocalStorageSessionStore) => here.signIn(omar, 'tok-omar'),
    ],
    [
      'the same user signing in anew here',
      (here: LocalStorageSessionStore) => here.signIn(dana, 'tok-2'),
    ],
    [
      'a sign-out in another tab',
      (_here: LocalStorageSessionStore, other: LocalStorageSessionStore) => other.clear(),
    ],
    [
      'an expiry in another tab',
      (_here: LocalStorageSessionStore, other: LocalStorageSessionStore) =>
        other.expire('tok-dana'),
    ],
    [
      'another user signing in in another tab',
      (_here: LocalStorageSessionStore, other: LocalStorageSessionStore) =>
        other.signIn(omar, 'tok-omar'),
    ],
  ])('ends on %s: its signal aborts with SessionEndedError', (_label, change) => {
    const { tab1, tab2 } = twoTabs();
    const scope = openSessionScope(tab2);
    expect(scope.token).toBe('tok-dana');
    change(tab2, tab1);
    expect(scope.signal.aborted).toBe(true);
    expect(isSessionEnded(scope.signal.reason)).toBe(true);
  });

  it('stands through a profile saved here or in another tab', () => {
    const { tab1, tab2 } = twoTabs();
    const scope = openSessionScope(tab2);
    tab1.updateUser({ ...dana, firstName: 'Dee' });
    tab2.updateUser({ ...dana, firstName: 'Dee', phoneNumber: '7700900123' });
    expect(scope.signal.aborted).toBe(false);
  });

  it("aborts with its caller's signal, with the caller's reason, and stops following once closed", () => {
    const { tab1, tab2 } = twoTabs();
    const caller = new AbortController();
    const scope = openSessionScope(tab2, caller.signal);
    caller.abort('superseded');
    expect(scope.signal.reason).toBe('superseded');

    const closed = openSessionScope(tab2);
    closed.close();
    tab1.clear();
    expect(closed.signal.aborted).toBe(false);
  });

  it('inCurrentSession applies a result while its session stands, and drops result and failure after', async () => {
    const { tab1, tab2 } = twoTabs();
    const applied: string[] = [];
    await expect(
      inCurrentSession(
        tab2,
        async () => 'ok',
        (r) => applied.push(r),
      ),
    ).resolves.toBe('ok');

    let answer: (value: string) => void = () => undefined;
    const late = inCurrentSession(
      tab2,
      () => new Promise<string>((resolve) => (answer = resolve)),
      (r) => applied.push(r),
    );
    tab1.signIn(omar, 'tok-omar');
    answer('for Dana');
    await expect(late).rejects.toBeInstanceOf(SessionEndedError);

    const failing = inCurrentSession(
      tab2,
      (signal) =>
        new Promise<string>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      (r) => applied.push(r),
    );
    tab1.clear();
    await expect(failing).rejects.toBeInstanceOf(SessionEndedError);
    expect(applied).toEqual(['ok']);
  });
});
