import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { AppError } from '../../../src/domain/shared/app-error';
import type { UploadFile } from '../../../src/domain/shared/upload';
import { UpdateProfile } from '../../../src/application/profile/update-profile.use-case';
import { HttpProfileRepository } from '../../../src/infrastructure/http/profile/http-profile-repository';
import { browserTabs } from '../../support/browser-tabs';
import { setUpMswServer } from '../../support/msw-server';
import { dana } from '../../support/users';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();
const bob = { ...dana, id: 2, email: 'other@shipper.test', firstName: 'Bob' };
const PROFILE_UPDATE = {
  firstName: 'Danielle',
  lastName: 'Shipper',
  email: 'demo@shipper.test',
  phoneNumber: '7700900123',
  address: '2 Park Row, Leeds LS1 5HD',
  businessType: '',
  businessDescription: '',
};

/** A photo (not a Blob, so its bytes are read) during whose reading `meanwhile` happens. */
function slowPhoto(meanwhile: () => void): UploadFile {
  return {
    name: 'face.png',
    type: 'image/png',
    size: 4,
    slice: () => ({
      arrayBuffer: async () => {
        meanwhile();
        return new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer;
      },
    }),
  };
}

/**
 * A session change (sign-out, expiry, another user), in this tab or another,
 * aborts the requests the old session has in flight; the new session's requests go on.
 */
describe('the HTTP client aborts the requests of a session that ended', () => {
  /** A /customer/profile/update that answers only when told; counts the requests that reached it. */
  function heldSave() {
    let count = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${BASE}/customer/profile/update`, async () => {
        count += 1;
        await released;
        return HttpResponse.json({ success: true, data: { user: { first_name: 'Danielle' } } });
      }),
    );
    return { reached: () => count, release };
  }

  function twoTabs() {
    const browser = browserTabs();
    const one = browser.openTab();
    const two = browser.openTab();
    const tab1 = new LocalStorageSessionStore(one.storage, one.otherTabs);
    tab1.signIn(dana, 'tok-dana');
    const tab2 = new LocalStorageSessionStore(two.storage, two.otherTabs);
    return { tab1, tab2, client: createHttpClient(BASE, tab2) };
  }

  const started = () => new Promise((resolve) => setTimeout(resolve, 20));

  it.each([
    ['a sign-out in another tab', (tab1: LocalStorageSessionStore) => tab1.clear()],
    ['an expiry in another tab', (tab1: LocalStorageSessionStore) => tab1.expire('tok-dana')],
    [
      'another user signing in in another tab',
      (tab1: LocalStorageSessionStore) => tab1.signIn(bob, 'tok-bob'),
    ],
  ])('%s aborts the request in flight', async (_label, change) => {
    const { tab1, client } = twoTabs();
    const { reached, release } = heldSave();
    const saving = client.post('/customer/profile/update', new FormData());
    await started();
    expect(reached()).toBe(1);
    change(tab1);
    // Given up on at once, while the server still holds its answer back.
    await expect(saving).rejects.toEqual(new AppError('network'));
    release();
  });

  it("a sign-out in this tab aborts it too, and the caller's own signal still works", async () => {
    const { tab2, client } = twoTabs();
    heldSave();
    const saving = client.post('/customer/profile/update', new FormData());
    await started();
    tab2.clear();
    await expect(saving).rejects.toEqual(new AppError('network'));

    tab2.signIn(dana, 'tok-2');
    const own = new AbortController();
    const next = client.post('/customer/profile/update', new FormData(), { signal: own.signal });
    await started();
    own.abort();
    await expect(next).rejects.toEqual(new AppError('network'));
    expect(tab2.current().token).toBe('tok-2');
  });

  it('a profile saved in another tab (the same session) aborts nothing', async () => {
    const { tab1, client } = twoTabs();
    const { release } = heldSave();
    const saving = client.post('/customer/profile/update', new FormData());
    await started();
    tab1.updateUser({ ...dana, firstName: 'Dee' });
    release();
    await expect(saving).resolves.toMatchObject({ status: 200 });
  });

  it('a save whose session switched before it left is never sent, with either token', async () => {
    const { tab1, tab2 } = twoTabs();
    const sent: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/customer/profile/update`, ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true });
      }),
    );
    const profiles = new HttpProfileRepository(createHttpClient(BASE, tab2));
    // The body is being built (a photo read) when Bob signs in in tab 1.
    const saving = new UpdateProfile(profiles, tab2).execute({
      ...PROFILE_UPDATE,
      photo: slowPhoto(() => tab1.signIn(bob, 'tok-bob')),
    });
    await expect(saving).rejects.toBeDefined();
    expect(sent).toEqual([]);
    expect(tab2.current().user?.email).toBe('other@shipper.test');
  });
});
