import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import { createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import type { DemoLoad, DemoState } from '../../../src/infrastructure/memory/demo/demo-state';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { describeLoadRepositoryContract } from './load-repository.contract';
import { setUpMswServer } from '../../support/msw-server';

const NOW = new Date('2026-11-22T10:00:00Z');

/** The contract's scenario as demo data. */
function scenarioState(): DemoState {
  const state = createDemoSeed(NOW);
  const template = state.loads[0]!;
  const make = (
    id: number,
    ownerId: number,
    status: DemoLoad['status'],
    createdAt: string,
    to = 'York YO1 7HH',
  ): DemoLoad => ({
    ...structuredClone(template),
    id,
    loadNo: `BH-${id}`,
    ownerId,
    status,
    jobStatus:
      status === 'completed' ? 'delivered' : status === 'cancelled' ? 'cancelled' : 'pending',
    createdAt,
    pickup: { ...template.pickup, address: '12 High Street, Leeds LS1 4AB' },
    delivery: { ...template.delivery, address: `4 Canal Road, ${to}` },
    pickupDate: '2026-12-01',
    pickupTime: '09:30',
    weightKg: 450,
    itemCount: 3,
    cancelReason: status === 'cancelled' ? 'Goods not ready' : null,
    assignedCarrierId: null,
    acceptedBidId: null,
    trip: null,
    pendingBids: [],
    attachments: [],
  });
  state.loads = [
    make(1, 1, 'pending', '2026-11-01T08:00:00Z', 'Hull HU1 1AA'),
    make(2, 1, 'completed', '2026-11-02T08:00:00Z'),
    make(3, 1, 'pending', '2026-11-03T08:00:00Z'),
    make(4, 1, 'cancelled', '2026-10-30T08:00:00Z', 'Hull HU1 1AA'),
    make(9, 2, 'pending', '2026-11-04T08:00:00Z'),
  ];
  state.bids = [];
  state.tokens = [{ token: 'tok-dana', userId: 1, createdAt: NOW.toISOString() }];
  return state;
}

describeLoadRepositoryContract('in-memory (demo marketplace)', async () => {
  const marketplace = new DemoMarketplace({
    storage: null,
    clock: { now: () => NOW },
    seed: scenarioState,
  });
  const session = new LocalStorageSessionStore(null);
  session.signIn(userFromDemo(marketplace.read((s) => s.users[0]!)), 'tok-dana');
  return new InMemoryLoadRepository(new DemoGateway(marketplace, session));
});

// The HTTP adapter against a fake API serving the same scenario in the API's shapes (spec §3, §7).
const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

function toDto(load: DemoLoad) {
  return {
    id: load.id,
    load_no: load.loadNo,
    pickup_address: load.pickup.address,
    delivery_address: load.delivery.address,
    pickup_date: '01-12-2026',
    pickup_time: '09:30:00',
    load_weight: String(load.weightKg),
    load_count: load.itemCount,
    status: load.status,
    job_status: load.jobStatus,
    cancelReason: load.cancelReason,
    created_at: load.createdAt,
  };
}

describeLoadRepositoryContract('HTTP (fake API over MSW)', async () => {
  const own = scenarioState().loads.filter((l) => l.ownerId === 1);
  const newest = [...own].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  server.use(
    http.get(`${BASE}/customer/active-loads`, () =>
      HttpResponse.json({ data: newest.filter((l) => l.status === 'pending').map(toDto) }),
    ),
    http.post(`${BASE}/customer/loads/list`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const q = (form.get('q') ?? '').toLowerCase();
      const page = Number(form.get('page'));
      const perPage = Number(form.get('per_page'));
      const hits = newest.filter(
        (l) =>
          !q || `${l.loadNo} ${l.pickup.address} ${l.delivery.address}`.toLowerCase().includes(q),
      );
      const slice = hits.slice((page - 1) * perPage, page * perPage);
      return HttpResponse.json({
        message: {
          items: slice.map(toDto),
          meta: {
            current_page: page,
            per_page: perPage,
            total: hits.length,
            last_page: Math.max(1, Math.ceil(hits.length / perPage)),
            from: slice.length ? (page - 1) * perPage + 1 : 0,
            to: slice.length ? (page - 1) * perPage + slice.length : 0,
          },
        },
      });
    }),
    http.post(`${BASE}/customer/loads/detail`, async ({ request }) => {
      const id = Number(new URLSearchParams(await request.text()).get('load_id'));
      const load = own.find((l) => l.id === id);
      return load
        ? HttpResponse.json({ data: toDto(load) })
        : HttpResponse.json({ message: 'Load not found.' }, { status: 404 });
    }),
  );
  const session = new LocalStorageSessionStore(null);
  return new HttpLoadRepository(createHttpClient(BASE, session));
});
