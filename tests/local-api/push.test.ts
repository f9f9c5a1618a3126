import { describe, expect, it } from 'vitest';
import { vapidKeysFrom } from '../../local-api/push/push-subscriptions';
import { call, demoServerPerTest, signInDemo } from './local-api-fixture';

/** The local API's push routes (decisions Q28): the key, and each user's devices. */
const serve = demoServerPerTest();
const VAPID = vapidKeysFrom({});
const DEVICE = {
  endpoint: 'http://127.0.0.1:9/push/device-1',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('local API: push', () => {
  it('answers its public key and keeps a device per user until it is deleted', async () => {
    const api = await serve({ push: VAPID });
    const token = await signInDemo(api);
    const key = await call(api, 'GET', '/customer/push/key', { token });
    expect(key).toMatchObject({ status: 200, body: { public_key: VAPID.publicKey } });

    const added = await call(api, 'POST', '/customer/push/subscriptions', { token, body: DEVICE });
    expect(added.status).toBe(201);
    const userId = api.context.userIdOf({ headers: { authorization: `Bearer ${token}` } } as never);
    expect(api.context.push?.forUser(userId)).toEqual([DEVICE]);

    const removed = await call(api, 'DELETE', '/customer/push/subscriptions', {
      token,
      body: { endpoint: DEVICE.endpoint },
    });
    expect(removed.status).toBe(204);
    expect(api.context.push?.forUser(userId)).toEqual([]);
  });

  it('refuses a subscription that is not one, and a caller without a token', async () => {
    const api = await serve({ push: VAPID });
    const token = await signInDemo(api);
    for (const body of [
      { ...DEVICE, endpoint: 'http://push.example/plain-http' },
      { ...DEVICE, keys: { p256dh: 'x', auth: DEVICE.keys.auth } },
      { endpoint: DEVICE.endpoint },
    ]) {
      const answer = await call(api, 'POST', '/customer/push/subscriptions', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call(api, 'GET', '/customer/push/key')).status).toBe(401);
  });

  it('without push (--no-push) answers 404 on the key, as an API without the extension', async () => {
    const api = await serve({ push: null });
    const token = await signInDemo(api);
    expect((await call(api, 'GET', '/customer/push/key', { token })).status).toBe(404);
  });

  it('takes its VAPID keys from the environment when both are set', () => {
    expect(vapidKeysFrom({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' })).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
    });
    expect(vapidKeysFrom({ VAPID_PUBLIC_KEY: 'pub' }).publicKey).not.toBe('pub');
  });
});
