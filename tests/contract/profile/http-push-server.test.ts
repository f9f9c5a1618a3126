import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AppError } from '../../../src/domain/shared/app-error';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpPushServer } from '../../../src/infrastructure/http/profile/http-push-server';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { setUpMswServer } from '../../support/msw-server';
import { NOT_ABORTED } from '../../support/signals';
import { dana } from '../../support/users';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

function pushServer() {
  const session = new LocalStorageSessionStore(null);
  session.signIn(dana, 'tok-dana');
  return { push: new HttpPushServer(createHttpClient(BASE, session)), session };
}

describe('HttpPushServer', () => {
  it("reads the API's public key", async () => {
    server.use(
      http.get(`${BASE}/customer/push/key`, () => HttpResponse.json({ public_key: 'BKey-_1' })),
    );
    expect(await pushServer().push.publicKey(NOT_ABORTED)).toBe('BKey-_1');
  });

  it.each([404, 405, 501])('takes %i on the key as no push', async (status) => {
    server.use(http.get(`${BASE}/customer/push/key`, () => new HttpResponse(null, { status })));
    expect(await pushServer().push.publicKey(NOT_ABORTED)).toBeNull();
  });

  it('fails on a server error or a key that is not base64url', async () => {
    server.use(
      http.get(`${BASE}/customer/push/key`, () => new HttpResponse(null, { status: 500 })),
    );
    await expect(pushServer().push.publicKey(NOT_ABORTED)).rejects.toBeInstanceOf(AppError);
    server.use(
      http.get(`${BASE}/customer/push/key`, () => HttpResponse.json({ public_key: 'a b;' })),
    );
    await expect(pushServer().push.publicKey(NOT_ABORTED)).rejects.toBeInstanceOf(AppError);
  });

  it('sends the subscription as the browser gives it, with the bearer token', async () => {
    let sent: { body: unknown; authorization: string | null } | null = null;
    server.use(
      http.post(`${BASE}/customer/push/subscriptions`, async ({ request }) => {
        sent = { body: await request.json(), authorization: request.headers.get('Authorization') };
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await pushServer().push.add(
      { endpoint: 'https://push.test/1', keys: { p256dh: 'P', auth: 'A' } },
      NOT_ABORTED,
    );
    expect(sent).toEqual({
      body: { endpoint: 'https://push.test/1', keys: { p256dh: 'P', auth: 'A' } },
      authorization: 'Bearer tok-dana',
    });
  });

  it('deletes a device as the session that made it, even once another user signed in', async () => {
    let sent: { body: unknown; authorization: string | null } | null = null;
    server.use(
      http.delete(`${BASE}/customer/push/subscriptions`, async ({ request }) => {
        sent = { body: await request.json(), authorization: request.headers.get('Authorization') };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { push, session } = pushServer();
    session.clear();
    session.signIn({ ...dana, id: 2, email: 'sam@shipper.test' }, 'tok-sam');
    await push.remove('https://push.test/1', 'tok-dana', NOT_ABORTED);
    expect(sent).toEqual({
      body: { endpoint: 'https://push.test/1' },
      authorization: 'Bearer tok-dana',
    });
  });
});
