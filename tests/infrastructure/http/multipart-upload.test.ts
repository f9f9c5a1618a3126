import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import {
  REQUEST_TIMEOUT_MS,
  createHttpClient,
  transferTimeoutMs,
} from '../../../src/infrastructure/http/http-client';
import { HttpLoadPublisher } from '../../../src/infrastructure/http/create-job/http-load-publisher';
import { multipartBytes } from '../../../src/infrastructure/http/multipart-upload';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { CONTRACT_LOAD } from '../../contract/create-job/create-job-ports.contract';
import { pngFile } from '../../support/create-job/create-job-fakes';
import { setUpMswServer } from '../../support/msw-server';
import { dana } from '../../support/users';
import { NOT_ABORTED } from '../../support/signals';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();
const MB = 1024 * 1024;

describe('uploads that fit real networks', () => {
  it('gives a body time to go out at 1 Mbit/s on top of the usual 15 s', () => {
    expect(transferTimeoutMs(0)).toBe(REQUEST_TIMEOUT_MS);
    // Five 5 MB files: about 210 s at 1 Mbit/s.
    expect(transferTimeoutMs(25 * MB)).toBe(REQUEST_TIMEOUT_MS + Math.ceil((25 * MB * 8) / 1000));
    expect(transferTimeoutMs(25 * MB)).toBeGreaterThan(220_000);
  });

  it('the timeout never shrinks as the body grows, and is never under 15 s', () => {
    fc.assert(
      fc.property(fc.nat(50 * MB), fc.nat(50 * MB), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(transferTimeoutMs(small)).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
        expect(transferTimeoutMs(large)).toBeGreaterThanOrEqual(transferTimeoutMs(small));
      }),
    );
  });

  it('weighs a multipart body by its files and fields', () => {
    const body = new FormData();
    body.append('load_weight', '12.5');
    body.append('load_attachments[]', pngFile('a.png', 2048));
    expect(multipartBytes(body)).toBe(4 + 2048);
  });

  it('publish sends the idempotency key and waits as long as its files need', async () => {
    let key: string | null = null;
    server.use(
      http.post(`${BASE}/customer/loads/store`, ({ request }) => {
        key = request.headers.get('idempotency-key');
        return HttpResponse.json({ data: { id: 77 } });
      }),
    );
    const session = new LocalStorageSessionStore(null);
    session.signIn(dana, 'tok');
    const client = createHttpClient(BASE, session);
    let timeout: number | undefined;
    client.interceptors.request.use((config) => {
      timeout = config.timeout;
      return config;
    });
    const published = await new HttpLoadPublisher(client).publish(
      { ...CONTRACT_LOAD, attachments: [pngFile('big.png', 4 * MB)] },
      { signal: NOT_ABORTED, idempotencyKey: 'publish-123' },
    );
    expect(published.id).toBe(77);
    expect(key).toBe('publish-123');
    expect(timeout).toBeGreaterThan(REQUEST_TIMEOUT_MS + 30_000);
  });
});
