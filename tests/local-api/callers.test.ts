import { describe, expect, it } from 'vitest';
import type { RunningLocalApi } from '../../local-api/start-local-api';
import { DEMO_CUSTOMER } from '../../src/infrastructure/memory/demo/demo-seed';
import { DEV_HEADERS } from '../support/local-api';
import { call, demoServerPerTest, rawGet, signInDemo } from './local-api-fixture';

const start = demoServerPerTest();

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
