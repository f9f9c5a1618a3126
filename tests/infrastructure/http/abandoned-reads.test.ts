import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AxiosInstance } from 'axios';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { HttpLoadFormOptions } from '../../../src/infrastructure/http/create-job/http-load-form-options';
import { HttpDashboardRepository } from '../../../src/infrastructure/http/dashboard/http-dashboard-repository';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { HttpProfileRepository } from '../../../src/infrastructure/http/profile/http-profile-repository';
import { HttpTripRepository } from '../../../src/infrastructure/http/trips/http-trip-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { MemoryStorage } from '../../support/memory-storage';
import { setUpMswServer } from '../../support/msw-server';
import { dana } from '../../support/users';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

type Read = (client: AxiosInstance, signal: AbortSignal) => Promise<unknown>;

/**
 * Every read a screen's Query makes over HTTP: the Query aborts it when a newer read replaces it
 * or the screen is left, and the request must then stop, not run on to a screen that is gone.
 */
const READS: readonly [string, 'get' | 'post', string, Read][] = [
  [
    'active loads',
    'get',
    '/customer/active-loads',
    (c, s) => new HttpLoadRepository(c).listActive(s),
  ],
  [
    'a load',
    'post',
    '/customer/loads/detail',
    (c, s) => new HttpLoadRepository(c).details(10412, s),
  ],
  [
    'load search',
    'post',
    '/customer/loads/list',
    (c, s) => new HttpLoadRepository(c).search({ q: '', page: 1, signal: s }),
  ],
  ['the dashboard', 'get', '/customer/dashboard', (c, s) => new HttpDashboardRepository(c).get(s)],
  ['trips', 'get', '/customer/my-trips', (c, s) => new HttpTripRepository(c).list(s)],
  ['the profile', 'get', '/customer/profile/detail', (c, s) => new HttpProfileRepository(c).get(s)],
  ['vehicles', 'get', '/vehicles', (c, s) => new HttpLoadFormOptions(c).vehicles(s)],
  [
    'load types',
    'get',
    '/common/loads/dropdowns',
    (c, s) => new HttpLoadFormOptions(c).loadTypes(s),
  ],
  [
    'a load’s bids',
    'get',
    '/loads/10412/bids',
    (c, s) => new HttpBidRepository(c).list(10412, { page: 1, signal: s }),
  ],
];

describe('an abandoned read is aborted', () => {
  it.each(READS)('%s', async (_name, method, path, read) => {
    const session = new LocalStorageSessionStore(new MemoryStorage());
    session.signIn(dana, 'token-1');
    const client = createHttpClient(BASE, session);
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The server holds its answer: a read that ignored the abort would still be waiting for it.
    server.use(
      http[method](`${BASE}${path}`, async () => {
        reached();
        await released;
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    const controller = new AbortController();
    const reading = read(client, controller.signal).then(
      () => 'answered',
      () => 'stopped',
    );
    await arrived;
    controller.abort();
    const outcome = await Promise.race([
      reading,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
    ]);
    release();
    expect(outcome).toBe('stopped');
  });
});
