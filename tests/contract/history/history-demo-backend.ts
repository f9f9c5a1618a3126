import { demoBackend } from '../../support/demo-backend';

export const DANA_TOKEN = 'history-dana';
export const OMAR_TOKEN = 'history-omar';
/** Wednesday 4 March 2026, 10:00 UTC. */
export const HISTORY_NOW = Date.parse('2026-03-04T10:00:00Z');

/** The seeded demo marketplace on a fake clock, Dana (id 1) signed in, Omar (id 2) holding a token. */
export function historyDemoBackend(start = HISTORY_NOW) {
  const backend = demoBackend({ start, seed: 11, danaToken: DANA_TOKEN, omarToken: OMAR_TOKEN });
  const seed = backend.marketplace.read((state) => {
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
      // History lists every load of the customer, open ones included.
      historyCount: mine.length,
    };
  });
  return { ...backend, ...seed };
}

export type HistoryDemoBackend = ReturnType<typeof historyDemoBackend>;
