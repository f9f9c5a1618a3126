import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { AppError } from '../../../src/domain/shared/app-error';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import { createHttpClient, REQUEST_TIMEOUT_MS } from '../../../src/infrastructure/http/http-client';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { MemoryStorage } from '../../support/memory-storage';
import { setUpMswServer } from '../../support/msw-server';
import { dana } from '../../support/users';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

function signedInClient() {
  const storage = new MemoryStorage();
  const session = new LocalStorageSessionStore(storage);
  session.signIn(dana, 'tok-123');
  return { client: createHttpClient(BASE, session), session, storage };
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('the HTTP client', () => {
  it('sends the stored token as a bearer credential to the configured base', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/customer/dashboard`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ active_jobs: 1 });
      }),
    );
    const { client } = signedInClient();
    await client.get('/customer/dashboard');
    expect(auth).toBe('Bearer tok-123');
  });

  it('a 401 clears every stored item and expires the session', async () => {
    server.use(
      http.get(`${BASE}/customer/dashboard`, () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const { client, session, storage } = signedInClient();
    const changes: string[] = [];
    session.subscribe((_s, change) => changes.push(change));
    const error = await failureOf(client.get('/customer/dashboard'));
    expect(error.kind).toBe('unauthenticated');
    expect(storage.keys()).toEqual([]);
    expect(changes).toEqual(['expired']);
  });

  it("the message 'Unauthenticated.' logs out too, even with status 200", async () => {
    server.use(
      http.get(`${BASE}/customer/my-trips`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }),
      ),
    );
    const { client, session } = signedInClient();
    const error = await failureOf(client.get('/customer/my-trips'));
    expect(error.kind).toBe('unauthenticated');
    expect(session.current().token).toBeNull();
  });

  it('gives up after 15 seconds with a timeout error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(`${BASE}/customer/my-trips`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { client } = signedInClient();
    const pending = failureOf(client.get('/customer/my-trips'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(errorMessage('trips', error)).toBe('Failed to fetch trips');
    vi.useRealTimers();
  });

  it.each([
    [
      'a 500 with a message',
      () => HttpResponse.json({ message: 'Database is down' }, { status: 500 }),
      'server',
      'Database is down',
    ],
    [
      'a 500 without a message',
      () => new HttpResponse(null, { status: 500 }),
      'server',
      'Failed to fetch dashboard',
    ],
    [
      'a plain-string payload',
      () => HttpResponse.text('Service unavailable', { status: 503 }),
      'server',
      'Service unavailable',
    ],
    ['a network error', () => HttpResponse.error(), 'network', 'Failed to fetch dashboard'],
  ])('maps %s to one error type and the catalogue text', async (_label, respond, kind, text) => {
    server.use(http.get(`${BASE}/customer/dashboard`, respond));
    const { client } = signedInClient();
    const error = await failureOf(client.get('/customer/dashboard'));
    expect(error.kind).toBe(kind);
    expect(errorMessage('dashboard', error)).toBe(text);
  });

  it('keeps validation field errors', async () => {
    server.use(
      http.post(`${BASE}/customer/loads/store`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { pickup_date: ['The pickup date is required.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { client } = signedInClient();
    const error = await failureOf(client.post('/customer/loads/store', {}));
    expect(error.kind).toBe('validation');
    expect(error.serverMessage).toBe('The given data was invalid.');
    expect(error.fieldErrors).toEqual({ pickup_date: ['The pickup date is required.'] });
  });
});
