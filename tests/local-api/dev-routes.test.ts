import { describe, expect, it } from 'vitest';
import type { RunningLocalApi } from '../../local-api/start-local-api';
import { DEV_HEADERS, dev, failNextCall, outbox } from '../support/local-api';
import { call, demoServerPerTest, signInDemo } from './local-api-fixture';
import { DEMO_CUSTOMER } from '../../src/infrastructure/memory/demo/demo-seed';

const start = demoServerPerTest();

/** A seeded customer's bearer token (the demo customers share one password). */
async function signInAs(api: RunningLocalApi, email: string): Promise<string> {
  const { body } = await call<{ access_token: string }>(api, 'POST', '/signin', {
    body: { email, password: DEMO_CUSTOMER.password },
  });
  return body.access_token;
}

describe('local API: POST /__dev/fail-next', () => {
  it('fails the next call of the operation once, with the status and message asked for', async () => {
    const api = await start();
    const token = await signInDemo(api);
    await failNextCall(api, 'trips', { status: 503, message: 'Trips are resting' });
    // Another operation is not affected.
    expect((await call(api, 'GET', '/customer/dashboard', { token })).status).toBe(200);
    const failed = await call(api, 'GET', '/customer/my-trips', { token });
    expect(failed).toMatchObject({ status: 503, body: { message: 'Trips are resting' } });
    expect((await call(api, 'GET', '/customer/my-trips', { token })).status).toBe(200);
  });

  it('plans a 401 as the API answers one, and a bare 500 without a message', async () => {
    const api = await start();
    const token = await signInDemo(api);
    await failNextCall(api, 'dashboard', { status: 401 });
    await failNextCall(api, 'dashboard');
    expect(await call(api, 'GET', '/customer/dashboard', { token })).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    expect(await call(api, 'GET', '/customer/dashboard', { token })).toMatchObject({
      status: 500,
      body: {},
    });
  });

  it("a failure planned for a token waits for that token's call, however many others come first", async () => {
    const api = await start();
    const dana = await signInDemo(api);
    const omar = await signInAs(api, 'other@shipper.test');
    await failNextCall(api, 'dashboard', { status: 401, token: omar });
    expect((await call(api, 'GET', '/customer/dashboard', { token: dana })).status).toBe(200);
    expect((await call(api, 'GET', '/customer/dashboard')).status).toBe(401);
    expect(await call(api, 'GET', '/customer/dashboard', { token: omar })).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    expect((await call(api, 'GET', '/customer/dashboard', { token: omar })).status).toBe(200);
    expect((await dev(api, 'fail-next', { operation: 'trips', token: 7 })).status).toBe(422);
  });

  it('fails a signed-out call too, with CORS headers so the browser can read it', async () => {
    const api = await start();
    await failNextCall(api, 'signIn', { status: 500, message: 'Down for maintenance' });
    const answer = await call(api, 'POST', '/signin', {
      body: { email: 'demo@shipper.test', password: 'Demo1234' },
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(answer).toMatchObject({ status: 500, body: { message: 'Down for maintenance' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });

  it('refuses an unknown operation or a status that is no failure', async () => {
    const api = await start();
    const unknown = await dev(api, 'fail-next', { operation: 'launchRocket' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('dashboard');
    expect((await dev(api, 'fail-next', { operation: 'trips', status: 200 })).status).toBe(422);
  });
});

describe('local API: POST /__dev/clock', () => {
  it('a simulated bid arrives on a new load once the clock moves on', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      pickup_address: 'Leeds',
      pickup_date: '01-12-2099',
      pickup_time: '09:30',
      delivery_address: 'Manchester',
      load_weight: '120',
      load_count: '2',
      is_auto_load: '1',
      load_type_id: '1',
      load_type: 'Parcels',
      allow_external_driver_to_bid: '0',
    })) {
      form.append(name, value);
    }
    const stored = await call<{ data: { id: number } }>(api, 'POST', '/customer/loads/store', {
      token,
      body: form,
    });
    const bids = () =>
      call<{ data: { status: string; amount: string }[] }>(
        api,
        'GET',
        `/loads/${stored.body.data.id}/bids`,
        { token },
      );
    expect((await bids()).body.data).toEqual([]);

    const moved = await dev(api, 'clock', { advanceMs: 15_000 });
    expect(moved.status).toBe(200);
    const arrived = (await bids()).body.data;
    expect(arrived.length).toBeGreaterThanOrEqual(1);
    expect(arrived[0]?.status).toBe('pending');
    expect(arrived[0]?.amount).toMatch(/^\d+\.\d{2}$/);
  });

  it('runs the clock faster and says how fast', async () => {
    const api = await start();
    const before = Date.parse(String((await dev(api, 'clock')).body.now));
    expect((await dev(api, 'clock', { speed: 60 })).body.speed).toBe(60);
    const { body } = await dev(api, 'clock', { advanceMs: 3_600_000 });
    expect(Date.parse(String(body.now)) - before).toBeGreaterThanOrEqual(3_600_000);
    expect((await dev(api, 'clock', { speed: -1 })).status).toBe(422);
  });
});

describe('local API: POST /__dev/reset', () => {
  it('restores the seed: new accounts, loads, e-mails and tokens are gone', async () => {
    const api = await start();
    const token = await signInDemo(api);
    await call(api, 'POST', '/join-platform-mail-send', {
      body: new URLSearchParams({ email: 'bea@tester.test', name: 'Bea' }),
    });
    expect(await outbox(api)).toHaveLength(1);
    expect((await dev(api, 'reset', {})).status).toBe(204);
    expect(await outbox(api)).toEqual([]);
    expect((await call(api, 'GET', '/customer/dashboard', { token })).status).toBe(401);
    const again = await signInDemo(api);
    const { body } = await call(api, 'GET', '/customer/dashboard', { token: again });
    expect(body).toMatchObject({ active_jobs: 12, completed: 15 });
  });
});

/** A request as a page on another site can send one with no preflight: a form, or `no-cors`. */
async function simpleRequest(
  api: RunningLocalApi,
  path: string,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${api.origin}/__dev/${path}`, {
    method: 'POST',
    headers: { Origin: 'https://evil.test', 'Content-Type': contentType, ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('local API: dev routes refuse cross-site requests', () => {
  it('a cross-site form cannot plan a failure: the next call goes through', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const form = await simpleRequest(
      api,
      'fail-next',
      'application/x-www-form-urlencoded',
      'operation=trips&status=500',
    );
    expect(form.status).toBe(403);
    const plain = await simpleRequest(
      api,
      'fail-next',
      'text/plain',
      JSON.stringify({ operation: 'trips' }),
    );
    expect(plain.status).toBe(403);
    expect((await call(api, 'GET', '/customer/my-trips', { token })).status).toBe(200);
  });

  it('every dev route needs X-Bidhaul-Dev: 1, and nothing happens without it', async () => {
    const api = await start();
    const token = await signInDemo(api);
    for (const [method, path] of [
      ['GET', 'outbox'],
      ['GET', 'clock'],
      ['POST', 'clock'],
      ['POST', 'fail-next'],
      ['POST', 'reset'],
    ] as const) {
      const response = await fetch(`${api.origin}/__dev/${path}`, {
        method,
        ...(method === 'POST'
          ? { headers: { 'Content-Type': 'application/json' }, body: '{"operation":"dashboard"}' }
          : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({
        message: 'Dev routes need the header X-Bidhaul-Dev: 1.',
      });
    }
    // The refused reset and failure did nothing: the token still works.
    expect((await call(api, 'GET', '/customer/dashboard', { token })).status).toBe(200);
    const wrong = await fetch(`${api.origin}/__dev/outbox`, { headers: { 'X-Bidhaul-Dev': '0' } });
    expect(wrong.status).toBe(403);
  });

  it('a POST needs a JSON body', async () => {
    const api = await start();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data']) {
      const answer = await fetch(`${api.origin}/__dev/clock`, {
        method: 'POST',
        headers: { ...DEV_HEADERS, 'Content-Type': type },
        body: 'speed=2',
      });
      expect(answer.status, type).toBe(415);
      expect(await answer.json()).toEqual({ message: 'Dev routes take a JSON body.' });
    }
    expect((await dev(api, 'clock')).body).toMatchObject({ speed: 1 });
    const json = await fetch(`${api.origin}/__dev/clock`, {
      method: 'POST',
      headers: { ...DEV_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
      body: '{"speed":2}',
    });
    expect(json.status).toBe(200);
    expect((await dev(api, 'reset', {})).status).toBe(204);
  });

  it('refuses a page of another site even with the header, and no browser may send the header', async () => {
    const api = await start();
    const foreign = await simpleRequest(api, 'clock', 'application/json', '{"speed":2}', {
      ...DEV_HEADERS,
    });
    expect(foreign.status).toBe(403);
    expect((await dev(api, 'clock')).body).toMatchObject({ speed: 1 });
    // The portal's own origin may call the API, but its preflight does not allow the header.
    const preflight = await fetch(`${api.origin}/__dev/clock`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-bidhaul-dev',
      },
    });
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).not.toContain('x-bidhaul-dev');
  });
});
