import { describe, expect, it } from 'vitest';
import { dev, outboxResetTokenFor } from '../support/local-api';
import { call, demoServerPerTest, signInDemo } from './local-api-fixture';

const start = demoServerPerTest();

/** Every customer call of the API (and the form options the create-job screen reads). */
const CUSTOMER_CALLS: readonly { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/vehicles' },
  { method: 'GET', path: '/common/loads/dropdowns' },
  { method: 'POST', path: '/customer/loads/store', body: new FormData() },
  { method: 'GET', path: '/customer/active-loads' },
  { method: 'POST', path: '/customer/loads/list', body: new URLSearchParams({ q: '', page: '1' }) },
  {
    method: 'POST',
    path: '/customer/loads/detail',
    body: new URLSearchParams({ load_id: '10412' }),
  },
  { method: 'GET', path: '/loads/10412/bids?per_page=10&page=1' },
  { method: 'POST', path: '/bids/1/accept', body: new URLSearchParams({ note: 'Proceed' }) },
  { method: 'POST', path: '/bids/1/reject', body: new URLSearchParams({ note: 'No' }) },
  { method: 'GET', path: '/customer/my-trips' },
  { method: 'GET', path: '/customer/dashboard' },
  { method: 'GET', path: '/customer/profile/detail' },
  { method: 'POST', path: '/customer/profile/update', body: new FormData() },
];

describe('local API: customer calls need a known bearer token', () => {
  it.each(CUSTOMER_CALLS)(
    '$method $path answers 401 without a token or with an unknown one',
    async (c) => {
      const api = await start();
      for (const token of [undefined, 'not-a-token']) {
        const answer = await call(api, c.method, c.path, {
          body: c.body,
          ...(token ? { token } : {}),
        });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: 'Unauthenticated.' });
      }
    },
  );

  it('a token stops working once its password is reset', async () => {
    const api = await start();
    const token = await signInDemo(api);
    expect((await call(api, 'GET', '/customer/dashboard', { token })).status).toBe(200);
    await call(api, 'POST', '/forgot-password', {
      body: new URLSearchParams({
        email: 'demo@shipper.test',
        role_id: '5',
        base_url: 'http://x.test',
      }),
    });
    await call(api, 'POST', '/reset-password', {
      body: {
        token: await outboxResetTokenFor(api, 'demo@shipper.test'),
        email: 'demo@shipper.test',
        password: 'NewPass99',
        password_confirmation: 'NewPass99',
      },
    });
    expect((await call(api, 'GET', '/customer/dashboard', { token })).status).toBe(401);
  });
});

describe('local API: bearer tokens expire', () => {
  it('a token works for 12 hours after sign-in on the wall clock, whatever the demo clock does', async () => {
    let wall = Date.now();
    const api = await start({}, () => wall);
    const token = await signInDemo(api);
    // A jump of the demo clock (as browser tests make) does not end the session.
    expect((await dev(api, 'clock', { advanceMs: 13 * 3600_000 })).status).toBe(200);
    expect((await call(api, 'GET', '/customer/dashboard', { token })).status).toBe(200);
    wall += 12 * 3600_000 - 60_000;
    expect((await call(api, 'GET', '/customer/dashboard', { token })).status).toBe(200);
    wall += 60_000;
    const expired = await call(api, 'GET', '/customer/dashboard', { token });
    expect(expired).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await call(api, 'GET', '/customer/profile/detail', { token })).status).toBe(401);
    // Signing in again gives a fresh 12 hours.
    const again = await signInDemo(api);
    expect((await call(api, 'GET', '/customer/dashboard', { token: again })).status).toBe(200);
  }, 60_000);
});
