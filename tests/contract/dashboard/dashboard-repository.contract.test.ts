import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DashboardRepository } from '../../../src/application/ports/dashboard-repository.port';
import type { SessionStore } from '../../../src/application/ports/session-store.port';
import type { DashboardData } from '../../../src/domain/dashboard/dashboard-overview';
import { AppError } from '../../../src/domain/shared/app-error';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import { HttpDashboardRepository } from '../../../src/infrastructure/http/dashboard/http-dashboard-repository';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { InMemoryDashboardRepository } from '../../../src/infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { demoCustomer } from '../../support/demo-customer';
import { setUpMswServer } from '../../support/msw-server';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

interface Harness {
  readonly repo: DashboardRepository;
  readonly session: SessionStore;
  readonly expected: DashboardData;
  /** The next call fails on the server with `message`. */
  failNext(message: string): void;
  /** The next call is made with a token the backend no longer knows. */
  revokeToken(): void;
}

/** One contract for every DashboardRepository adapter (architecture notes). */
function describeDashboardRepositoryContract(name: string, setup: () => Harness) {
  describe(`DashboardRepository contract: ${name}`, () => {
    it('returns the counts, the user and the photo', async () => {
      const h = setup();
      await expect(h.repo.get()).resolves.toEqual(h.expected);
    });

    it('turns a server failure into an AppError carrying the server message', async () => {
      const h = setup();
      h.failNext('Dashboard is resting');
      const error = await h.repo.get().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(errorMessage('dashboard', error)).toBe('Dashboard is resting');
    });

    it('expires the session when the token is not accepted (decisions S4)', async () => {
      const h = setup();
      h.revokeToken();
      const error = await h.repo.get().catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'unauthenticated' });
      expect(h.session.current().token).toBeNull();
    });
  });
}

const DASHBOARD_BODY = {
  active_jobs: 7,
  completed: '15',
  user_photo: 'https://cdn.test/u/12.png',
  user: {
    id: 12,
    email: 'ana@shipper.test',
    first_name: 'Ana',
    last_name: 'Ruiz',
    name: 'Ana Ruiz',
  },
};

function httpHarness(): Harness {
  const session = new LocalStorageSessionStore(null);
  session.signIn(
    {
      id: 12,
      email: 'ana@shipper.test',
      firstName: 'Ana',
      lastName: 'Ruiz',
      name: 'Ana Ruiz',
      phoneNumber: '',
      address: '',
      businessType: '',
      businessDescription: '',
      photoUrl: null,
    },
    'http-token',
  );
  server.use(
    http.get(`${BASE}/customer/dashboard`, ({ request }) =>
      request.headers.get('Authorization') === 'Bearer http-token'
        ? HttpResponse.json(DASHBOARD_BODY)
        : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    ),
  );
  return {
    repo: new HttpDashboardRepository(createHttpClient(BASE, session)),
    session,
    expected: {
      activeJobs: 7,
      completed: 15,
      userPhotoUrl: 'https://cdn.test/u/12.png',
      user: {
        id: 12,
        email: 'ana@shipper.test',
        firstName: 'Ana',
        lastName: 'Ruiz',
        name: 'Ana Ruiz',
        phoneNumber: '',
        address: '',
        businessType: '',
        businessDescription: '',
        photoUrl: null,
      },
    },
    failNext: (message) =>
      server.use(
        http.get(
          `${BASE}/customer/dashboard`,
          () => HttpResponse.json({ message }, { status: 500 }),
          {
            once: true,
          },
        ),
      ),
    revokeToken: () =>
      server.use(
        http.get(
          `${BASE}/customer/dashboard`,
          () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
          {
            once: true,
          },
        ),
      ),
  };
}

function memoryHarness(): Harness {
  const { gateway, session, marketplace, user } = demoCustomer();
  const mine = marketplace.read((state) => state.loads.filter((l) => l.ownerId === user.id));
  return {
    repo: new InMemoryDashboardRepository(gateway),
    session,
    expected: {
      activeJobs: mine.filter((l) => l.status === 'pending').length,
      completed: mine.filter((l) => l.status === 'completed').length,
      userPhotoUrl: user.photoUrl,
      user,
    },
    failNext: (message) => gateway.failNext('dashboard', AppError.server(message)),
    revokeToken: () => marketplace.transact((state) => void (state.tokens = [])),
  };
}

describeDashboardRepositoryContract('HTTP over MSW', httpHarness);
describeDashboardRepositoryContract('in-memory over the demo marketplace', memoryHarness);

describe('the demo dashboard counts (issue 6)', () => {
  it('counts the seed: 12 loads waiting for bids and 15 completed', async () => {
    const { gateway } = demoCustomer();
    const data = await new InMemoryDashboardRepository(gateway).get();
    expect(data).toMatchObject({ activeJobs: 12, completed: 15 });
    expect(data.user?.firstName).toBe('Dana');
  });
});

describe('GET customer/dashboard body readings', () => {
  async function read(body: JsonBodyType, status = 200) {
    const session = new LocalStorageSessionStore(null);
    server.use(http.get(`${BASE}/customer/dashboard`, () => HttpResponse.json(body, { status })));
    return new HttpDashboardRepository(createHttpClient(BASE, session)).get();
  }

  it('reads the fields under `data` as well as at the top level', async () => {
    await expect(read({ data: { active_jobs: 2, completed: 3 } })).resolves.toEqual({
      activeJobs: 2,
      completed: 3,
      user: null,
      userPhotoUrl: null,
    });
  });

  it('counts a list when the server sends the jobs themselves', async () => {
    await expect(
      read({ active_jobs: [{ id: 1 }, { id: 2 }], completed: [] }),
    ).resolves.toMatchObject({
      activeJobs: 2,
      completed: 0,
    });
  });

  it("takes the user's own photo when user_photo is absent", async () => {
    const data = await read({
      active_jobs: 0,
      completed: 0,
      user: { first_name: 'Jo', user_photo: 'p.png' },
    });
    // A relative address names a file on the API's server (decisions S6).
    expect(data.userPhotoUrl).toBe('https://api.test/p.png');
    expect(data.user?.firstName).toBe('Jo');
  });

  it.each([
    ['no counts', { user: {} }],
    ['a negative count', { active_jobs: -1, completed: 0 }],
    ['a non-numeric count', { active_jobs: 'many', completed: 0 }],
    ['a non-object body', ['not', 'an', 'object']],
  ])('treats %s as a server error with the dashboard fallback', async (_label, body) => {
    const error = await read(body).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server' });
    expect(errorMessage('dashboard', error)).toBe('Failed to fetch dashboard');
  });

  it('uses the fallback when a failure carries no message', async () => {
    const error = await read({}, 503).catch((e: unknown) => e);
    expect(errorMessage('dashboard', error)).toBe('Failed to fetch dashboard');
  });
});
