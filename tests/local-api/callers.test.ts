import { describe, expect, it } from 'vitest';
import type { RunningLocalApi } from '../../local-api/start-local-api';
import { DEMO_CUSTOMER } from '../../src/infrastructure/memory/demo/demo-seed';
import { DEV_HEADERS, failNextCall, outbox, outboxResetTokenFor } from '../support/local-api';
import { call, demoServerPerTest, rawGet, signInDemo } from './local-api-fixture';

const start = demoServerPerTest();

const PORTAL = 'http://127.0.0.1:5173';
const OTHER_SITE = 'https://evil.test';

describe('local API: every route answers only to Host 127.0.0.1 or localhost with its port', () => {
  /** A route of each kind, with what a request needs to read it, and a text its answer holds. */
  const ROUTES: readonly {
    name: string;
    get: (api: RunningLocalApi) => Promise<{ origin: string; path: string; headers: object }>;
    holds: string;
  }[] = [
    {
      name: 'a customer call',
      get: async (api) => ({
        origin: api.origin,
        path: '/api/v1/customer/profile/detail',
        headers: { Authorization: `Bearer ${await signInDemo(api)}` },
      }),
      holds: DEMO_CUSTOMER.email,
    },
    {
      name: 'a signed-out call',
      get: async (api) => ({ origin: api.origin, path: '/api/v1/examples', headers: {} }),
      holds: '"data"',
    },
    {
      name: 'a bidder picture',
      get: async (api) => ({ origin: api.origin, path: '/storage/avatars/DS.svg', headers: {} }),
      holds: '<svg',
    },
    {
      name: 'a dev route',
      get: async (api) => {
        await call(api, 'POST', '/join-platform-mail-send', {
          body: new URLSearchParams({ email: 'bea@tester.test', name: 'Bea' }),
        });
        return { origin: api.origin, path: '/__dev/outbox', headers: DEV_HEADERS };
      },
      holds: 'bea@tester.test',
    },
    {
      name: 'a file on the files origin',
      get: async (api) => {
        const id = api.context.files.put('data:text/plain;base64,aGVsbG8=');
        return { origin: api.filesOrigin, path: `/files/${id}/note.txt`, headers: {} };
      },
      holds: 'hello',
    },
  ];

  it.each(ROUTES)('$name: a DNS-rebinding page reads nothing', async (route) => {
    const api = await start();
    const { origin, path, headers } = await route.get(api);
    const { port } = new URL(origin);
    for (const host of [
      `evil.test:${port}`,
      'evil.test',
      `127.0.0.1:${Number(port) + 1}`,
      '127.0.0.1',
    ]) {
      const answer = await rawGet(origin, path, { ...headers, Host: host });
      expect(answer.status, host).toBe(403);
      expect(JSON.parse(answer.body), host).toEqual({
        message: 'This server answers only to Host 127.0.0.1 or localhost.',
      });
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      const answer = await rawGet(origin, path, { ...headers, Host: host });
      expect(answer.status, host).toBe(200);
      expect(answer.body, host).toContain(route.holds);
    }
  });
});

/** A form posted to a signed-out call, from the page `origin` names (none: a tool such as curl). */
function postForm(
  api: RunningLocalApi,
  path: string,
  fields: Record<string, string>,
  origin?: string,
) {
  return call(api, 'POST', path, {
    body: new URLSearchParams(fields),
    headers: origin ? { Origin: origin } : {},
  });
}

describe('local API: signed-out calls refuse pages of other sites', () => {
  it('ten sign-ins posted from another site do not lock the account', async () => {
    const api = await start();
    for (let i = 0; i < 10; i++) {
      const answer = await postForm(
        api,
        '/signin',
        { email: DEMO_CUSTOMER.email, password: 'wrong' },
        OTHER_SITE,
      );
      expect(answer).toMatchObject({
        status: 403,
        body: { message: 'This call is taken only from the portal.' },
      });
    }
    const signedIn = await postForm(
      api,
      '/signin',
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      PORTAL,
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access_token).toEqual(expect.any(String));
  });

  it('another site cannot send a new reset link over the one a customer is about to use', async () => {
    const api = await start();
    const forgot = { email: DEMO_CUSTOMER.email, role_id: '5', base_url: PORTAL };
    expect((await postForm(api, '/forgot-password', forgot, PORTAL)).status).toBe(200);
    const token = await outboxResetTokenFor(api, DEMO_CUSTOMER.email);
    const sent = (await outbox(api)).length;

    expect((await postForm(api, '/forgot-password', forgot, OTHER_SITE)).status).toBe(403);
    expect(await outbox(api)).toHaveLength(sent);
    const reset = await postForm(
      api,
      '/reset-password',
      {
        token,
        email: DEMO_CUSTOMER.email,
        password: 'NewPass99',
        password_confirmation: 'NewPass99',
      },
      PORTAL,
    );
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password reset' } });
  });

  it.each([
    '/signup',
    '/signin',
    '/email/send-otp',
    '/email/verify-otp',
    '/forgot-password',
    '/reset-password',
    '/join-platform-mail-send',
  ])('%s refuses a page of another site whatever its body, before reading it', async (path) => {
    const api = await start();
    const multipart = new FormData();
    multipart.append('email', 'bea@tester.test');
    const form = new URLSearchParams({ email: 'bea@tester.test', name: 'Bea' });
    for (const [kind, body, origin] of [
      ['form', form, OTHER_SITE],
      ['multipart', multipart, OTHER_SITE],
      ['JSON', { email: 'bea@tester.test', name: 'Bea' }, OTHER_SITE],
      // A sandboxed frame or a page opened from a file.
      ['form', form, 'null'],
    ] as const) {
      const answer = await call(api, 'POST', path, { body, headers: { Origin: origin } });
      expect(answer.status, `${kind} from ${origin}`).toBe(403);
    }
    const plain = await fetch(`${api.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { Origin: OTHER_SITE, 'Content-Type': 'text/plain' },
      body: 'email=bea@tester.test',
    });
    expect(plain.status).toBe(403);
    expect(await outbox(api)).toEqual([]);
  });

  it("takes the portal's forms, and a tool's that sends no Origin", async () => {
    const api = await start();
    const bea = { email: 'bea@tester.test', name: 'Bea' };
    const cal = { email: 'cal@tester.test', name: 'Cal' };
    expect((await postForm(api, '/join-platform-mail-send', bea, PORTAL)).status).toBe(200);
    expect((await postForm(api, '/join-platform-mail-send', cal)).status).toBe(200);
    expect(await outbox(api)).toHaveLength(2);
  });

  it('with CORS origins configured, takes forms from those alone', async () => {
    const api = await start({ corsOrigins: ['https://portal.example'] });
    const join = { email: 'bea@tester.test', name: 'Bea' };
    const portal = await postForm(api, '/join-platform-mail-send', join, 'https://portal.example');
    expect(portal.status).toBe(200);
    expect((await postForm(api, '/join-platform-mail-send', join, PORTAL)).status).toBe(403);
  });
});

describe('local API: a refused request changes nothing', () => {
  it('neither a foreign Host nor another site spends or reads a planned failure', async () => {
    const api = await start();
    await failNextCall(api, 'examples', { status: 503, message: 'Examples are resting' });
    await failNextCall(api, 'joinWaitingList', { status: 503, message: 'The list is resting' });
    const { port } = new URL(api.origin);
    const rebinding = await rawGet(api.origin, '/api/v1/examples', { Host: `evil.test:${port}` });
    expect(rebinding.status).toBe(403);
    expect(rebinding.body).not.toContain('resting');
    const join = { email: 'bea@tester.test', name: 'Bea' };
    const crossSite = await postForm(api, '/join-platform-mail-send', join, OTHER_SITE);
    expect(crossSite.status).toBe(403);
    // The failures wait for the next real calls.
    expect((await call(api, 'GET', '/examples')).status).toBe(503);
    expect((await postForm(api, '/join-platform-mail-send', join, PORTAL)).status).toBe(503);
  });
});
