import { describe, expect, it } from 'vitest';
import type { SessionStore } from '../../../src/application/ports/session-store.port';
import type { TripRepository } from '../../../src/application/ports/trip-repository.port';
import { AppError } from '../../../src/domain/shared/app-error';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import type { Trip } from '../../../src/domain/trip/trip';
import { checkCoordinate, type MaybeLatLng } from '../../../src/domain/shared/geo';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpTripRepository } from '../../../src/infrastructure/http/trips/http-trip-repository';
import { InMemoryTripRepository } from '../../../src/infrastructure/memory/trips/in-memory-trip-repository';
import { demoCustomer } from '../../support/demo-customer';
import { failNextCall, localApiPerTest } from '../../support/local-api';
import { NOT_ABORTED } from '../../support/signals';

const serve = localApiPerTest();

interface Harness {
  readonly repo: TripRepository;
  readonly session: SessionStore;
  failNext(message: string): void | Promise<void>;
  revokeToken(): void;
}

/** One contract for every TripRepository adapter (architecture notes). */
function describeTripRepositoryContract(name: string, setup: () => Promise<Harness>) {
  describe(`TripRepository contract: ${name}`, () => {
    it('returns trips in upcoming, ongoing and completed, each fully read', async () => {
      const { repo } = await setup();
      const groups = await repo.list(NOT_ABORTED);
      const all = [...groups.upcoming, ...groups.ongoing, ...groups.completed];
      expect(groups.upcoming.length).toBeGreaterThan(0);
      expect(groups.ongoing.length).toBeGreaterThan(0);
      expect(groups.completed.length).toBeGreaterThan(0);
      for (const trip of all) expectWellFormed(trip);
    });

    it('gives an ongoing trip a driver with a phone and a current position', async () => {
      const { repo } = await setup();
      const [trip] = (await repo.list(NOT_ABORTED)).ongoing;
      expect(trip?.driver?.phone).toMatch(/\d/);
      expectPoint(trip?.currentLocation);
    });

    it('turns a server failure into an AppError with the server message', async () => {
      const h = await setup();
      await h.failNext('Trips are resting');
      const error = await h.repo.list(NOT_ABORTED).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(errorMessage('trips', error)).toBe('Trips are resting');
    });

    it('expires the session when the token is not accepted', async () => {
      const h = await setup();
      h.revokeToken();
      await expect(h.repo.list(NOT_ABORTED)).rejects.toMatchObject({ kind: 'unauthenticated' });
      expect(h.session.current().token).toBeNull();
    });
  });
}

function expectPoint(point: MaybeLatLng | null | undefined) {
  expect(checkCoordinate(point).kind).toBe('ok');
}

function expectWellFormed(trip: Trip) {
  expect(Number.isInteger(trip.id)).toBe(true);
  expect(trip.reference).not.toBe('');
  expect(trip.pickup.address).not.toBe('');
  expect(trip.delivery.address).not.toBe('');
  expectPoint(trip.pickup.location);
  expectPoint(trip.delivery.location);
  expect(trip.price).toBeGreaterThan(0);
  if (trip.driver) {
    expect(trip.driver.name).not.toBe('');
    expect(trip.driver.rating).toBeGreaterThan(0);
  }
}

async function memoryHarness(): Promise<Harness> {
  const { gateway, session, marketplace } = demoCustomer();
  return {
    repo: new InMemoryTripRepository(gateway),
    session,
    failNext: (message) => gateway.failNext('trips', AppError.server(message)),
    revokeToken: () => marketplace.transact((state) => void (state.tokens = [])),
  };
}

async function localApiHarness(): Promise<Harness> {
  const { session, marketplace, time } = demoCustomer();
  const api = await serve({ marketplace, clock: time.clock });
  return {
    repo: new HttpTripRepository(createHttpClient(api.apiBaseUrl, session)),
    session,
    failNext: (message) => failNextCall(api, 'trips', { message }),
    revokeToken: () => marketplace.transact((state) => void (state.tokens = [])),
  };
}

describeTripRepositoryContract('in-memory over the demo marketplace', memoryHarness);
describeTripRepositoryContract('HTTP over the local API', localApiHarness);
