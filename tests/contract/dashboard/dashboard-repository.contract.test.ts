import { describe, expect, it } from 'vitest';
import type { DashboardRepository } from '../../../src/application/ports/dashboard-repository.port';
import type { SessionStore } from '../../../src/application/ports/session-store.port';
import type { DashboardData } from '../../../src/domain/dashboard/dashboard-overview';
import { AppError } from '../../../src/domain/shared/app-error';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import { HttpDashboardRepository } from '../../../src/infrastructure/http/dashboard/http-dashboard-repository';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { InMemoryDashboardRepository } from '../../../src/infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { demoCustomer } from '../../support/demo-customer';
import { failNextCall, localApiPerTest } from '../../support/local-api';
import { NOT_ABORTED } from '../../support/signals';

const serve = localApiPerTest();

interface Harness {
  readonly repo: DashboardRepository;
  readonly session: SessionStore;
  readonly expected: DashboardData;
  /** The next call fails on the server with `message`. */
  failNext(message: string): void | Promise<void>;
  /** The next call is made with a token the backend no longer knows. */
  revokeToken(): void;
}

/** One contract for every DashboardRepository adapter (architecture notes). */
function describeDashboardRepositoryContract(name: string, setup: () => Promise<Harness>) {
  describe(`DashboardRepository contract: ${name}`, () => {
    it('returns the counts, the user and the photo', async () => {
      const h = await setup();
      await expect(h.repo.get(NOT_ABORTED)).resolves.toEqual(h.expected);
    });

    it('turns a server failure into an AppError carrying the server message', async () => {
      const h = await setup();
      await h.failNext('Dashboard is resting');
      const error = await h.repo.get(NOT_ABORTED).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(errorMessage('dashboard', error)).toBe('Dashboard is resting');
    });

    it('expires the session when the token is not accepted', async () => {
      const h = await setup();
      h.revokeToken();
      const error = await h.repo.get(NOT_ABORTED).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'unauthenticated' });
      expect(h.session.current().token).toBeNull();
    });
  });
}

/** The demo customer's dashboard as the seed has it, and a way to revoke her token. */
function demoDashboard() {
  const demo = demoCustomer();
  const { marketplace, user } = demo;
  const mine = marketplace.read((state) => state.loads.filter((l) => l.ownerId === user.id));
  return {
    ...demo,
    expected: {
      activeJobs: mine.filter((l) => l.status === 'pending').length,
      completed: mine.filter((l) => l.status === 'completed').length,
      userPhotoUrl: user.photoUrl,
      user,
    },
    revokeToken: () => marketplace.transact((state) => void (state.tokens = [])),
  };
}

async function memoryHarness(): Promise<Harness> {
  const { gateway, session, expected, revokeToken } = demoDashboard();
  return {
    repo: new InMemoryDashboardRepository(gateway),
    session,
    expected,
    failNext: (message) => gateway.failNext('dashboard', AppError.server(message)),
    revokeToken,
  };
}

async function localApiHarness(): Promise<Harness> {
  const { marketplace, time, session, expected, revokeToken } = demoDashboard();
  const api = await serve({ marketplace, clock: time.clock });
  return {
    repo: new HttpDashboardRepository(createHttpClient(api.apiBaseUrl, session)),
    session,
    expected,
    failNext: (message) => failNextCall(api, 'dashboard', { message }),
    revokeToken,
  };
}

describeDashboardRepositoryContract('in-memory over the demo marketplace', memoryHarness);
describeDashboardRepositoryContract('HTTP over the local API', localApiHarness);

describe('the demo dashboard counts', () => {
  it('counts the seed: 12 loads waiting for bids and 15 completed', async () => {
    const { gateway } = demoCustomer();
    const data = await new InMemoryDashboardRepository(gateway).get(NOT_ABORTED);
    expect(data).toMatchObject({ activeJobs: 12, completed: 15 });
    expect(data.user?.firstName).toBe('Dana');
  });
});
