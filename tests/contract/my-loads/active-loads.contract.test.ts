import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { SessionStore } from '../../../src/application/ports/session-store.port';
import { AppError } from '../../../src/domain/shared/app-error';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { BUSY_LOAD_NO } from '../../../src/infrastructure/memory/demo/demo-seed';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { newLoad } from '../../infrastructure/demo/demo-fakes';
import { demoCustomer } from '../../support/demo-customer';
import { setUpMswServer } from '../../support/msw-server';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

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
  failNext(message: string): void;
  revokeToken(): void;
}

/** GET customer/active-loads, the same behaviour from both adapters of LoadRepository.listActive. */
function describeActiveLoadsContract(name: string, setup: () => Harness) {
  describe(`LoadRepository.listActive contract: ${name}`, () => {
    it("returns the customer's active loads with their numbers, addresses and bid counts", async () => {
      const h = setup();
      const loads = await h.repo.listActive();
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
      const h = setup();
      h.failNext('Loads are being re-indexed');
      const error = await h.repo.listActive().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(errorMessage('activeLoads', error)).toBe('Loads are being re-indexed');
    });

    it('expires the session when the token is not accepted', async () => {
      const h = setup();
      h.revokeToken();
      await expect(h.repo.listActive()).rejects.toMatchObject({ kind: 'unauthenticated' });
      expect(h.session.current().token).toBeNull();
    });
  });
}

const ACTIVE_LOADS = [
  {
    id: 501,
    load_no: 'LD-501',
    pickup_address: '1 High Street, Leeds LS1 1AA',
    delivery_address: '2 Deansgate, Manchester M3 2BB',
    pickup_date: '03-03-2026',
    pickup_time: '09:30',
    load_weight: '120.5',
    load_type_obj: { name: 'Pallets' },
    preferred_vehicle: { name: 'Luton Van' },
    total_bids: 3,
    created_at: '2026-03-01T08:00:00Z',
  },
  {
    id: 502,
    display_id: 'LD-502',
    pickup_address: '5 Queen Street, Cardiff CF10 2BU',
    delivery_address: '9 Broad Street, Bristol BS1 2EZ',
    bids_count: '1',
  },
];

function httpHarness(): Harness {
  const session = new LocalStorageSessionStore(null);
  session.signIn(
    {
      id: 1,
      email: 'a@b.test',
      firstName: 'A',
      lastName: 'B',
      name: '',
      phoneNumber: '',
      address: '',
      businessType: '',
      businessDescription: '',
      photoUrl: null,
    },
    'http-token',
  );
  server.use(
    http.get(`${BASE}/customer/active-loads`, ({ request }) =>
      request.headers.get('Authorization') === 'Bearer http-token'
        ? HttpResponse.json({ data: ACTIVE_LOADS })
        : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    ),
  );
  const once = (body: JsonBodyType, status: number) =>
    server.use(
      http.get(`${BASE}/customer/active-loads`, () => HttpResponse.json(body, { status }), {
        once: true,
      }),
    );
  return {
    repo: new HttpLoadRepository(createHttpClient(BASE, session)),
    session,
    expected: [
      {
        loadNo: 'LD-501',
        pickupAddress: '1 High Street, Leeds LS1 1AA',
        deliveryAddress: '2 Deansgate, Manchester M3 2BB',
        bidCount: 3,
      },
      {
        loadNo: 'LD-502',
        pickupAddress: '5 Queen Street, Cardiff CF10 2BU',
        deliveryAddress: '9 Broad Street, Bristol BS1 2EZ',
        bidCount: 1,
      },
    ],
    failNext: (message) => once({ message }, 500),
    revokeToken: () => once({ message: 'Unauthenticated.' }, 401),
  };
}

function memoryHarness(): Harness {
  const { gateway, session, marketplace, user } = demoCustomer();
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
    repo: new InMemoryLoadRepository(gateway),
    session,
    expected,
    failNext: (message) => gateway.failNext('activeLoads', AppError.server(message)),
    revokeToken: () => marketplace.transact((state) => void (state.tokens = [])),
  };
}

describeActiveLoadsContract('HTTP over MSW', httpHarness);
describeActiveLoadsContract('in-memory over the demo marketplace', memoryHarness);

describe('GET customer/active-loads over HTTP', () => {
  async function read(body: JsonBodyType, status = 200) {
    const session = new LocalStorageSessionStore(null);
    server.use(
      http.get(`${BASE}/customer/active-loads`, () => HttpResponse.json(body, { status })),
    );
    return new HttpLoadRepository(createHttpClient(BASE, session)).listActive();
  }

  it('maps the row fields My Loads shows', async () => {
    const [load] = await read({ data: ACTIVE_LOADS });
    expect(load).toMatchObject({
      id: 501,
      pickupDate: '2026-03-03',
      pickupTime: '09:30',
      weightKg: 120.5,
      loadTypeName: 'Pallets',
      preferredVehicleName: 'Luton Van',
      createdAt: '2026-03-01T08:00:00Z',
    });
  });

  it.each([
    ['data is not a list', { data: { items: [] } }],
    ['there is no data', { message: [] }],
  ])('treats a body where %s as a failure with the fallback text', async (_label, body) => {
    const error = await read(body).catch((e: unknown) => e);
    expect(errorMessage('activeLoads', error)).toBe('Failed to fetch active loads');
  });

  it('an empty list is no loads, not an error', async () => {
    await expect(read({ data: [] })).resolves.toEqual([]);
  });
});

describe('the demo active loads (decisions D4, D6)', () => {
  it("lists the demo customer's 12 loads, newest first, the busy one with 14 bids", async () => {
    const { gateway } = demoCustomer();
    const loads = await new InMemoryLoadRepository(gateway).listActive();
    expect(loads).toHaveLength(12);
    expect(loads[0]).toMatchObject({ loadNo: BUSY_LOAD_NO, bidCount: 14 });
  });

  it("never includes another customer's loads", async () => {
    const { gateway, marketplace, user } = demoCustomer();
    const otherLoadId = marketplace.transact((state, now) => {
      const other = state.users.find((u) => u.id !== user.id);
      if (!other) throw new Error('The seed has a second customer');
      return newLoad(state, now, { ownerId: other.id, loadNo: 'OTHER-1' }).id;
    });
    const ids = (await new InMemoryLoadRepository(gateway).listActive()).map((l) => l.id);
    expect(ids).toHaveLength(12);
    expect(ids).not.toContain(otherLoadId);
  });
});
