import { BUSY_LOAD_NO } from '../../../src/infrastructure/memory/demo/demo-seed';
import { demoBackend } from '../../support/demo-backend';

export const DEMO_TOKEN = 'tok-dana';
export const OTHER_TOKEN = 'tok-omar';

/**
 * The seeded demo marketplace on a fake clock, with the demo customer (Dana, id 1) signed in and
 * the other customer (Omar, id 2) holding a token too.
 */
export function bidsDemoBackend(start = Date.parse('2026-03-02T10:00:00Z')) {
  const backend = demoBackend({ start, seed: 7, danaToken: DEMO_TOKEN, omarToken: OTHER_TOKEN });
  const ids = backend.marketplace.read((state) => {
    const busy = state.loads.find((l) => l.loadNo === BUSY_LOAD_NO);
    const others = state.loads.find((l) => l.ownerId === 2);
    const otherBid = state.bids.find((b) => b.loadId === others?.id);
    if (!busy || !others || !otherBid) throw new Error('seed changed');
    return { busyLoadId: busy.id, otherLoadId: others.id, otherBidId: otherBid.id };
  });
  return { ...backend, ...ids };
}

export type BidsDemoBackend = ReturnType<typeof bidsDemoBackend>;

/** The demo state's bids of a load (read-only view, for assertions). */
export function demoBidsOf(backend: BidsDemoBackend, loadId: number) {
  return backend.marketplace.read((state) =>
    state.bids.filter((b) => b.loadId === loadId).map((b) => ({ ...b })),
  );
}
