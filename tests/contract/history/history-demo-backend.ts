import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { createDemoRuntime } from '../../../src/infrastructure/memory/demo/demo-runtime';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { SeededRandom } from '../../../src/infrastructure/memory/demo/seeded-random';
import type { DemoState } from '../../../src/infrastructure/memory/demo/demo-state';
import { MemoryStorage, fakeTime } from '../../infrastructure/demo/demo-fakes';

export const DANA_TOKEN = 'history-dana';
export const OMAR_TOKEN = 'history-omar';
/** Wednesday 4 March 2026, 10:00 UTC. */
export const HISTORY_NOW = Date.parse('2026-03-04T10:00:00Z');

/** A session store (no browser storage) signed in with `token` as user `userId`. */
export function sessionFor(
  state: Readonly<DemoState>,
  token: string | null,
  userId = 1,
): LocalStorageSessionStore {
  const session = new LocalStorageSessionStore(null);
  const user = state.users.find((u) => u.id === userId);
  if (token && user) session.signIn(userFromDemo(user), token);
  return session;
}

/** The seeded demo marketplace on a fake clock, Dana (id 1) signed in, Omar (id 2) holding a token. */
export function historyDemoBackend(start = HISTORY_NOW) {
  const time = fakeTime(start);
  const rnd = new SeededRandom(11);
  const marketplace = createDemoRuntime({
    storage: new MemoryStorage(),
    clock: time.clock,
    timers: time.timers,
    random: () => rnd.next(),
  });
  marketplace.transact((state, now) => {
    state.tokens.push(
      { token: DANA_TOKEN, userId: 1, createdAt: now.toISOString() },
      { token: OMAR_TOKEN, userId: 2, createdAt: now.toISOString() },
    );
  });
  const session = marketplace.read((state) => sessionFor(state, DANA_TOKEN));
  const gateway = new DemoGateway(marketplace, session);
  const seed = marketplace.read((state) => {
    const mine = state.loads.filter((l) => l.ownerId === 1);
    const completed = mine.filter((l) => l.status === 'completed');
    const newestCompleted = [...completed].sort((a, b) =>
      b.pickupDate.localeCompare(a.pickupDate),
    )[0];
    const otherLoad = state.loads.find((l) => l.ownerId === 2);
    const withReason = mine.find((l) => l.status === 'cancelled' && l.cancelReason);
    if (!newestCompleted || !otherLoad || !withReason) throw new Error('the demo seed changed');
    return {
      newestCompletedId: newestCompleted.id,
      otherLoadId: otherLoad.id,
      cancelledWithReasonId: withReason.id,
      historyCount: mine.filter((l) => l.status !== 'pending').length,
    };
  });
  return { ...time, marketplace, session, gateway, ...seed };
}

export type HistoryDemoBackend = ReturnType<typeof historyDemoBackend>;
