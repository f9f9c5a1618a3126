import { userFromDemo } from '../../src/infrastructure/memory/demo/demo-mappers';
import { DemoGateway } from '../../src/infrastructure/memory/demo/demo-gateway';
import { createDemoRuntime } from '../../src/infrastructure/memory/demo/demo-runtime';
import { DEMO_CUSTOMER } from '../../src/infrastructure/memory/demo/demo-seed';
import { LocalStorageSessionStore } from '../../src/infrastructure/storage/local-storage-session-store';
import { MemoryStorage, fakeTime } from '../infrastructure/demo/demo-fakes';

export const DEMO_TOKEN = 'demo-customer-token';

/** The demo marketplace at a fixed moment, with the demo customer signed in. */
export function demoCustomer(start = Date.parse('2026-03-02T10:00:00Z')) {
  const time = fakeTime(start);
  const marketplace = createDemoRuntime({
    storage: new MemoryStorage(),
    clock: time.clock,
    timers: time.timers,
    random: () => 0.5,
  });
  const user = marketplace.transact((state, now) => {
    const customer = state.users.find((u) => u.email === DEMO_CUSTOMER.email);
    if (!customer) throw new Error('The seed has no demo customer');
    state.tokens.push({ token: DEMO_TOKEN, userId: customer.id, createdAt: now.toISOString() });
    return userFromDemo(customer);
  });
  const session = new LocalStorageSessionStore(null);
  session.signIn(user, DEMO_TOKEN);
  const gateway = new DemoGateway(marketplace, session);
  return { marketplace, session, gateway, user, time };
}
