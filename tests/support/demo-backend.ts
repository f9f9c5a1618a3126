import { LocalStorageSessionStore } from '../../src/infrastructure/storage/local-storage-session-store';
import { DemoGateway } from '../../src/infrastructure/memory/demo/demo-gateway';
import { createDemoRuntime } from '../../src/infrastructure/memory/demo/demo-runtime';
import { userFromDemo } from '../../src/infrastructure/memory/demo/demo-mappers';
import { SeededRandom } from '../../src/infrastructure/memory/demo/demo-random';
import type { DemoState } from '../../src/infrastructure/memory/demo/demo-state';
import { MemoryStorage, fakeTime } from '../infrastructure/demo/demo-fakes';

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

export interface DemoBackendOptions {
  /** The fake clock's start (epoch ms). */
  readonly start: number;
  /** The seed of the marketplace's random source. */
  readonly seed: number;
  /** The token Dana (id 1) is signed in with. */
  readonly danaToken: string;
  /** The token Omar (id 2) holds. */
  readonly omarToken: string;
}

/**
 * The seeded demo marketplace on a fake clock, the demo customer (Dana, id 1) signed in and the
 * other customer (Omar, id 2) holding a token too.
 */
export function demoBackend({ start, seed, danaToken, omarToken }: DemoBackendOptions) {
  const time = fakeTime(start);
  const rnd = new SeededRandom(seed);
  const marketplace = createDemoRuntime({
    storage: new MemoryStorage(),
    clock: time.clock,
    timers: time.timers,
    random: () => rnd.next(),
  });
  marketplace.transact((state, now) => {
    state.tokens.push(
      { token: danaToken, userId: 1, createdAt: now.toISOString() },
      { token: omarToken, userId: 2, createdAt: now.toISOString() },
    );
  });
  const session = marketplace.read((state) => sessionFor(state, danaToken));
  const gateway = new DemoGateway(marketplace, session);
  return { ...time, marketplace, session, gateway };
}
