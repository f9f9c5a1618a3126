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
import { localApiPerTest } from '../../support/local-api';

const NOW = new Date('2026-11-22T10:00:00Z');
const serve = localApiPerTest();

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

function scenarioMarketplace(): DemoMarketplace {
  return new DemoMarketplace({ storage: null, clock: { now: () => NOW }, seed: scenarioState });
}

/** Dana (id 1) signed in with the scenario's token. */
function danaSession(marketplace: DemoMarketplace): LocalStorageSessionStore {
  const session = new LocalStorageSessionStore(null);
  session.signIn(userFromDemo(marketplace.read((s) => s.users[0]!)), 'tok-dana');
  return session;
}

describeLoadRepositoryContract('in-memory (demo marketplace)', async () => {
  const marketplace = scenarioMarketplace();
  return new InMemoryLoadRepository(new DemoGateway(marketplace, danaSession(marketplace)));
});

describeLoadRepositoryContract('HTTP over the local API', async () => {
  const marketplace = scenarioMarketplace();
  const api = await serve({ marketplace });
  return new HttpLoadRepository(createHttpClient(api.apiBaseUrl, danaSession(marketplace)));
});
