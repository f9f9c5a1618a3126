import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { MemoryStorage } from '../../support/memory-storage';
import { setUpMswServer } from '../../support/msw-server';
import { dana } from '../../support/users';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

describe('a 401 expires only the session its request carried', () => {
  it('a late 401 to a request sent with an old token leaves the newer session alone', async () => {
    let answerOld: () => void = () => undefined;
    server.use(
      http.get(`${BASE}/customer/dashboard`, async ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer old-token') {
          await new Promise<void>((resolve) => (answerOld = resolve));
        }
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const storage = new MemoryStorage();
    const session = new LocalStorageSessionStore(storage);
    session.signIn(dana, 'old-token');
    const client = createHttpClient(BASE, session);
    const slow = client.get('/customer/dashboard').catch(() => undefined);
    // The user signs in again (say after another request's 401) before the slow one answers.
    await new Promise((resolve) => setTimeout(resolve, 20));
    session.signIn(dana, 'new-token');
    answerOld();
    await slow;
    expect(session.current().token).toBe('new-token');
    expect(storage.getItem('token')).toBe('new-token');
  });

  it('a 401 to the current token ends the session', async () => {
    server.use(
      http.get(`${BASE}/customer/dashboard`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const session = new LocalStorageSessionStore(new MemoryStorage());
    session.signIn(dana, 'tok');
    await createHttpClient(BASE, session)
      .get('/customer/dashboard')
      .catch(() => undefined);
    expect(session.current().token).toBeNull();
  });

  it("a 200 that says 'Unauthenticated.' to an old token leaves the newer session alone", async () => {
    let answerOld: () => void = () => undefined;
    server.use(
      http.get(`${BASE}/customer/dashboard`, async () => {
        await new Promise<void>((resolve) => (answerOld = resolve));
        return HttpResponse.json({ message: 'Unauthenticated.' });
      }),
    );
    const session = new LocalStorageSessionStore(new MemoryStorage());
    session.signIn(dana, 'old-token');
    const slow = createHttpClient(BASE, session)
      .get('/customer/dashboard')
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    session.signIn(dana, 'new-token');
    answerOld();
    await slow;
    expect(session.current().token).toBe('new-token');
  });
});
