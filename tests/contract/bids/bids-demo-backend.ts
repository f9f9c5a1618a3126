import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { createDemoRuntime } from '../../../src/infrastructure/memory/demo/demo-runtime';
import { BUSY_LOAD_NO } from '../../../src/infrastructure/memory/demo/demo-seed';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { SeededRandom } from '../../../src/infrastructure/memory/demo/seeded-random';
import type { DemoState } from '../../../src/infrastructure/memory/demo/demo-state';
import { MemoryStorage, fakeTime } from '../../infrastructure/demo/demo-fakes';

export const DEMO_TOKEN = 'tok-dana';
export const OTHER_TOKEN = 'tok-omar';

/** A session store (no browser storage) holding `token`. */
export function sessionWith(
  state: Readonly<DemoState>,
  token: string | null,
): LocalStorageSessionStore {
  const session = new LocalStorageSessionStore(null);
  const user = state.users[0];
  if (token && user) session.signIn(userFromDemo(user), token);
  return session;
}

/**
 * The seeded demo marketplace on a fake clock, with the demo customer (Dana, id 1) signed in and
 * the other customer (Omar, id 2) holding a token too.
 */
export function bidsDemoBackend(start = Date.parse('2026-03-02T10:00:00Z')) {
  const time = fakeTime(start);
  const rnd = new SeededRandom(7);
  const marketplace = createDemoRuntime({
    storage: new MemoryStorage(),
    clock: time.clock,
    timers: time.timers,
    random: () => rnd.next(),
  });
  marketplace.transact((state, now) => {
    state.tokens.push(
      { token: DEMO_TOKEN, userId: 1, createdAt: now.toISOString() },
      { token: OTHER_TOKEN, userId: 2, createdAt: now.toISOString() },
    );
  });
  const session = marketplace.read((state) => sessionWith(state, DEMO_TOKEN));
  const gateway = new DemoGateway(marketplace, session);
  const ids = marketplace.read((state) => {
    const busy = state.loads.find((l) => l.loadNo === BUSY_LOAD_NO);
    const others = state.loads.find((l) => l.ownerId === 2);
    const otherBid = state.bids.find((b) => b.loadId === others?.id);
    if (!busy || !others || !otherBid) throw new Error('seed changed');
    return { busyLoadId: busy.id, otherLoadId: others.id, otherBidId: otherBid.id };
  });
  return { ...time, marketplace, session, gateway, ...ids };
}

export type BidsDemoBackend = ReturnType<typeof bidsDemoBackend>;

/** The demo state's bids of a load (read-only view, for assertions). */
export function demoBidsOf(backend: BidsDemoBackend, loadId: number) {
  return backend.marketplace.read((state) =>
    state.bids.filter((b) => b.loadId === loadId).map((b) => ({ ...b })),
  );
}
