import { describe, expect, it } from 'vitest';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { SessionStore } from '../../../src/application/ports/session-store.port';
import { AppError } from '../../../src/domain/shared/app-error';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { BUSY_LOAD_NO } from '../../../src/infrastructure/memory/demo/demo-seed';
import { newLoad } from '../../infrastructure/demo/demo-fakes';
import { demoCustomer } from '../../support/demo-customer';
import { failNextCall, localApiPerTest } from '../../support/local-api';
import { NOT_ABORTED } from '../../support/signals';

const serve = localApiPerTest();

interface Expected {
  readonly loadNo: string;
  readonly pickupAddress: string;
  readonly deliveryAddress: string;
  readonly bidCount: number;
}

interface Harness {
  readonly repo: LoadRepository;
  readonly session: SessionStore;
  readonly expected: readonly Expected[];
  failNext(message: string): void | Promise<void>;
  revokeToken(): void;
}

/** GET customer/active-loads, the same behaviour from both adapters of LoadRepository.listActive. */
function describeActiveLoadsContract(name: string, setup: () => Promise<Harness>) {
  describe(`LoadRepository.listActive contract: ${name}`, () => {
    it("returns the customer's active loads with their numbers, addresses and bid counts", async () => {
      const h = await setup();
      const loads = await h.repo.listActive(NOT_ABORTED);
      expect(
        loads.map(({ loadNo, pickupAddress, deliveryAddress, bidCount }) => ({
          loadNo,
          pickupAddress,
          deliveryAddress,
          bidCount,
        })),
      ).toEqual(h.expected);
    });

    it('fails with the server message, which the screen shows', async () => {
      const h = await setup();
      await h.failNext('Loads are being re-indexed');
      const error = await h.repo.listActive(NOT_ABORTED).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(errorMessage('activeLoads', error)).toBe('Loads are being re-indexed');
    });

    it('expires the session when the token is not accepted', async () => {
      const h = await setup();
      h.revokeToken();
      await expect(h.repo.listActive(NOT_ABORTED)).rejects.toMatchObject({
        kind: 'unauthenticated',
      });
      expect(h.session.current().token).toBeNull();
    });
  });
}

/** The demo customer's active loads as the seed has them, and a way to revoke her token. */
function demoActiveLoads() {
  const demo = demoCustomer();
  const { marketplace, user } = demo;
  const expected = marketplace.read((state) =>
    state.loads
      .filter((l) => l.ownerId === user.id && l.status === 'pending')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((l) => ({
        loadNo: l.loadNo,
        pickupAddress: l.pickup.address,
        deliveryAddress: l.delivery.address,
        bidCount: state.bids.filter((b) => b.loadId === l.id).length,
      })),
  );
  return {
    ...demo,
    expected,
    revokeToken: () => marketplace.transact((state) => void (state.tokens = [])),
  };
}

async function memoryHarness(): Promise<Harness> {
  const { gateway, session, expected, revokeToken } = demoActiveLoads();
  return {
    repo: new InMemoryLoadRepository(gateway),
    session,
    expected,
    failNext: (message) => gateway.failNext('activeLoads', AppError.server(message)),
    revokeToken,
  };
}

async function localApiHarness(): Promise<Harness> {
  const { marketplace, time, session, expected, revokeToken } = demoActiveLoads();
  const api = await serve({ marketplace, clock: time.clock });
  return {
    repo: new HttpLoadRepository(createHttpClient(api.apiBaseUrl, session)),
    session,
    expected,
    failNext: (message) => failNextCall(api, 'activeLoads', { message }),
    revokeToken,
  };
}

describeActiveLoadsContract('in-memory over the demo marketplace', memoryHarness);
describeActiveLoadsContract('HTTP over the local API', localApiHarness);

describe('the demo active loads', () => {
  it("lists the demo customer's 12 loads, newest first, the busy one with 20 bids", async () => {
    const { gateway } = demoCustomer();
    const loads = await new InMemoryLoadRepository(gateway).listActive(NOT_ABORTED);
    expect(loads).toHaveLength(12);
    expect(loads[0]).toMatchObject({ loadNo: BUSY_LOAD_NO, bidCount: 20 });
  });

  it("never includes another customer's loads", async () => {
    const { gateway, marketplace, user } = demoCustomer();
    const otherLoadId = marketplace.transact((state, now) => {
      const other = state.users.find((u) => u.id !== user.id);
      if (!other) throw new Error('The seed has a second customer');
      return newLoad(state, now, { ownerId: other.id, loadNo: 'OTHER-1' }).id;
    });
    const ids = (await new InMemoryLoadRepository(gateway).listActive(NOT_ABORTED)).map(
      (l) => l.id,
    );
    expect(ids).toHaveLength(12);
    expect(ids).not.toContain(otherLoadId);
  });
});
