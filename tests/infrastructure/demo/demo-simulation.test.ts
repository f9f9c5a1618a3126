import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { haversineKm } from '../../../src/domain/shared/geo';
import { AppError } from '../../../src/domain/shared/app-error';
import { DemoClock } from '../../../src/infrastructure/memory/demo/demo-clock';
import type { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import {
  createDemoRuntime,
  simulationRandom,
} from '../../../src/infrastructure/memory/demo/demo-runtime';
import {
  BidArrivalProcess,
  scheduleBidsFor,
} from '../../../src/infrastructure/memory/demo/demo-bid-arrivals';
import { canCarry } from '../../../src/infrastructure/memory/demo/demo-carriers';
import { searchLoads } from '../../../src/infrastructure/memory/demo/demo-search';
import { BUSY_LOAD_NO, createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import {
  TripProgressProcess,
  acceptBidInState,
  loadRoadKm,
  pickupInstant,
  positionAlong,
  tripDurationMs,
} from '../../../src/infrastructure/memory/demo/demo-trips';
import type { DemoLoad, DemoState } from '../../../src/infrastructure/memory/demo/demo-state';
import { quotePrice } from '../../../src/infrastructure/memory/demo/price-model';
import { SeededRandom } from '../../../src/infrastructure/memory/demo/demo-random';
import { MemoryStorage, fakeTime, newLoad } from './demo-fakes';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function seeded(seed: number): () => number {
  const rnd = new SeededRandom(seed);
  return () => rnd.next();
}

function runtime(seed = 7) {
  const time = fakeTime();
  const marketplace = createDemoRuntime({
    storage: new MemoryStorage(),
    clock: time.clock,
    timers: time.timers,
    random: seeded(seed),
  });
  return { ...time, marketplace };
}

function publish(
  marketplace: DemoMarketplace,
  overrides: Parameters<typeof newLoad>[2] = {},
): number {
  return marketplace.transact((state, now) => {
    const load = newLoad(state, now, overrides);
    scheduleBidsFor(load, state, now, simulationRandom(marketplace));
    return load.id;
  });
}

function loadOf(marketplace: DemoMarketplace, id: number): DemoLoad {
  const load = marketplace.read((s) => s.loads.find((l) => l.id === id));
  if (!load) throw new Error(`no load ${id}`);
  return load;
}

function bidsOf(marketplace: DemoMarketplace, id: number) {
  return marketplace.read((s) => s.bids.filter((b) => b.loadId === id));
}

describe('simulated bids after a publish', () => {
  it('plans the first bid within 10 s, three within 60 s and the rest within ~10 min', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.boolean(), (seed, allowExternal) => {
        const now = new Date('2026-03-02T10:00:00Z');
        const state = createDemoSeed(now);
        const load = newLoad(state, now, { allowExternal });
        scheduleBidsFor(load, state, now, seeded(seed));
        const offsets = load.pendingBids.map((p) => Date.parse(p.at) - now.getTime());
        expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
        expect(offsets[0]).toBeGreaterThanOrEqual(3 * SECOND);
        expect(offsets[0]).toBeLessThanOrEqual(8 * SECOND);
        expect(offsets[2]).toBeLessThan(45 * SECOND);
        expect(offsets.at(-1)).toBeLessThanOrEqual(10 * MINUTE);
        const [min, max] = allowExternal ? [6, 8] : [4, 6];
        expect(offsets.length).toBeGreaterThanOrEqual(min);
        expect(offsets.length).toBeLessThanOrEqual(max);
      }),
      { numRuns: 60 },
    );
  });

  it('picks distinct carriers able to carry the load, in network unless external drivers are allowed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.boolean(),
        fc.integer({ min: 10, max: 9000 }),
        (seed, allowExternal, weightKg) => {
          const now = new Date('2026-03-02T10:00:00Z');
          const state = createDemoSeed(now);
          const load = newLoad(state, now, { allowExternal, weightKg });
          scheduleBidsFor(load, state, now, seeded(seed));
          const carriers = load.pendingBids.map((p) =>
            state.carriers.find((c) => c.id === p.carrierId),
          );
          expect(new Set(carriers).size).toBe(carriers.length);
          for (const carrier of carriers) {
            expect(carrier).toBeDefined();
            if (!carrier) continue;
            expect(canCarry(carrier, weightKg)).toBe(true);
            if (!allowExternal) expect(carrier.inNetwork).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('brings drivers and companies, notes on some bids, out-of-network carriers when allowed', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    for (let seed = 1; seed <= 20; seed++) {
      const state = createDemoSeed(now);
      const load = newLoad(state, now, { allowExternal: true });
      scheduleBidsFor(load, state, now, seeded(seed));
      const carriers = load.pendingBids.map((p) =>
        state.carriers.find((c) => c.id === p.carrierId),
      );
      expect(carriers.some((c) => c?.roleId === 4)).toBe(true);
      expect(carriers.some((c) => c?.roleId === 2 || c?.roleId === 3)).toBe(true);
      expect(carriers.some((c) => c?.inNetwork === false)).toBe(true);
      expect(load.pendingBids.some((p) => p.note)).toBe(true);
    }
  });

  it('prices from road distance and weight with a spread between bidders', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const state = createDemoSeed(now);
    const load = newLoad(state, now, { allowExternal: true, weightKg: 800 });
    scheduleBidsFor(load, state, now, seeded(3));
    const reference = quotePrice(loadRoadKm(load), 800);
    const amounts = load.pendingBids.map((p) => p.amount);
    for (const amount of amounts) {
      expect(amount).toBeGreaterThanOrEqual(reference * 0.85);
      expect(amount).toBeLessThanOrEqual(reference * 1.25);
    }
    expect(new Set(amounts).size).toBe(amounts.length);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeGreaterThan(reference * 0.1);
  });

  it('places the bids as the clock runs: first within 10 s, at least 3 within 60 s, 4–6 by 10 min', () => {
    const { marketplace, advance, timers } = runtime();
    const id = publish(marketplace);
    expect(bidsOf(marketplace, id)).toHaveLength(0);
    expect(timers.pending).toBe(1);

    advance(10 * SECOND);
    expect(bidsOf(marketplace, id).length).toBeGreaterThanOrEqual(1);
    advance(50 * SECOND);
    expect(bidsOf(marketplace, id).length).toBeGreaterThanOrEqual(3);
    advance(10 * MINUTE);
    const bids = bidsOf(marketplace, id);
    expect(bids.length).toBeGreaterThanOrEqual(4);
    expect(bids.length).toBeLessThanOrEqual(6);
    expect(loadOf(marketplace, id).pendingBids).toEqual([]);
    for (const bid of bids) {
      expect(bid).toMatchObject({ status: 'pending', currencySymbol: '£', acceptedAt: null });
      expect(Date.parse(bid.placedAt)).toBeLessThanOrEqual(marketplace.now().getTime());
    }
    expect(new Set(bids.map((b) => b.carrierId)).size).toBe(bids.length);
    expect(new Set(bids.map((b) => b.id)).size).toBe(bids.length);
    marketplace.dispose();
  });

  it('places due bids on a read even before the timer fires (time jumped)', () => {
    const { marketplace, clock } = runtime();
    const id = publish(marketplace);
    clock.advanceBy(60 * SECOND);
    expect(bidsOf(marketplace, id).length).toBeGreaterThanOrEqual(3);
    marketplace.dispose();
  });

  it('gets more bidders when external drivers are allowed', () => {
    const { marketplace, advance } = runtime(11);
    const closed = publish(marketplace, { allowExternal: false });
    const open = publish(marketplace, { allowExternal: true });
    advance(11 * MINUTE);
    expect(bidsOf(marketplace, open).length).toBeGreaterThan(bidsOf(marketplace, closed).length);
    expect(bidsOf(marketplace, open).length).toBeGreaterThanOrEqual(6);
    marketplace.dispose();
  });

  it('stops bidding once a bid is accepted, and declines the other open bids', () => {
    const { marketplace, advance } = runtime();
    const id = publish(marketplace);
    advance(30 * SECOND);
    const [first, second] = bidsOf(marketplace, id);
    expect(first && second).toBeTruthy();
    marketplace.transact((state, now) => {
      const load = state.loads.find((l) => l.id === id);
      const bid = state.bids.find((b) => b.id === first?.id);
      if (!load || !bid) throw new Error('missing');
      acceptBidInState(state, load, bid, now, 'Proceed');
    });
    const load = loadOf(marketplace, id);
    expect(load).toMatchObject({
      status: 'assigned',
      jobStatus: 'assigned',
      assignedCarrierId: first?.carrierId,
      acceptedBidId: first?.id,
      pendingBids: [],
    });
    expect(load.trip?.reference).toBe(`TRP-${id}`);
    const decided = bidsOf(marketplace, id);
    expect(decided.find((b) => b.id === first?.id)).toMatchObject({
      status: 'accepted',
      decisionNote: 'Proceed',
    });
    expect(decided.find((b) => b.id === first?.id)?.acceptedAt).toBeTruthy();
    for (const other of decided.filter((b) => b.id !== first?.id)) {
      expect(other).toMatchObject({ status: 'rejected', decisionNote: 'Another bid was accepted' });
      expect(other.rejectedAt).toBeTruthy();
    }
    const count = decided.length;
    advance(15 * MINUTE);
    expect(bidsOf(marketplace, id)).toHaveLength(count);
    marketplace.dispose();
  });

  it('drops planned bids of a cancelled load', () => {
    const { marketplace, advance } = runtime();
    const id = publish(marketplace);
    marketplace.transact((state) => {
      const load = state.loads.find((l) => l.id === id);
      if (load) load.status = 'cancelled';
    });
    advance(11 * MINUTE);
    expect(bidsOf(marketplace, id)).toHaveLength(0);
    expect(loadOf(marketplace, id).pendingBids).toEqual([]);
    marketplace.dispose();
  });
});

describe('accepting a bid', () => {
  const now = new Date('2026-03-02T10:00:00Z');

  function withBids(state: DemoState, load: DemoLoad) {
    scheduleBidsFor(load, state, now, seeded(5));
    new BidArrivalProcess().advance(state, new Date(now.getTime() + 11 * MINUTE));
    return state.bids.filter((b) => b.loadId === load.id);
  }

  it('schedules the trip at the pickup date and time', () => {
    const state = createDemoSeed(now);
    const load = newLoad(state, now, { pickupInMs: 26 * HOUR });
    const [bid] = withBids(state, load);
    if (!bid) throw new Error('no bid');
    acceptBidInState(state, load, bid, now, '');
    expect(load.trip?.scheduledAt).toBe(new Date(now.getTime() + 26 * HOUR).toISOString());
    expect(bid.decisionNote).toBeNull();
  });

  it('starts within a minute when the pickup time has already passed', () => {
    const state = createDemoSeed(now);
    const load = newLoad(state, now, { pickupInMs: -3 * HOUR });
    const [bid] = withBids(state, load);
    if (!bid) throw new Error('no bid');
    acceptBidInState(state, load, bid, now, 'Go');
    const at = Date.parse(load.trip?.scheduledAt ?? '');
    expect(at).toBeGreaterThan(now.getTime());
    expect(at).toBeLessThanOrEqual(now.getTime() + MINUTE);
  });

  it.each([
    ['on time', 2 * HOUR],
    ['after its pickup time has passed', -3 * HOUR],
  ])(
    'has its trip, accepted %s, collected no sooner than its pickup and delivered a journey later',
    (_when, pickupInMs) => {
      const state = createDemoSeed(now);
      const load = newLoad(state, now, { pickupInMs });
      const [bid] = withBids(state, load);
      if (!bid) throw new Error('no bid');
      acceptBidInState(state, load, bid, now, '');
      // The demo clock may jump (the Demo inbox's controls): the trip ends as it would have anyway.
      const later = new Date(now.getTime() + 12 * HOUR);
      new TripProgressProcess().advance(state, later);
      const trip = load.trip;
      const at = (iso: string | null | undefined) => Date.parse(iso ?? '');
      expect(load.status).toBe('completed');
      expect(at(trip?.startedAt)).toBeGreaterThanOrEqual(pickupInstant(load) ?? Infinity);
      expect(at(trip?.startedAt)).toBeGreaterThanOrEqual(now.getTime());
      expect(at(trip?.completedAt) - at(trip?.startedAt)).toBe(tripDurationMs(load));
      expect(at(trip?.completedAt)).toBeLessThanOrEqual(later.getTime());
    },
  );

  it('keeps one accepted bid per load', () => {
    const state = createDemoSeed(now);
    const load = newLoad(state, now);
    const [first, second] = withBids(state, load);
    if (!first || !second) throw new Error('no bids');
    acceptBidInState(state, load, first, now, 'Go');
    expect(() => acceptBidInState(state, load, second, now, 'Go')).toThrow(AppError);
    expect(state.bids.filter((b) => b.loadId === load.id && b.status === 'accepted')).toHaveLength(
      1,
    );
  });

  it('leaves other loads’ bids alone', () => {
    const state = createDemoSeed(now);
    const busy = state.loads.find((l) => l.loadNo === BUSY_LOAD_NO);
    const before = state.bids.filter((b) => b.loadId === busy?.id).map((b) => b.status);
    const load = newLoad(state, now);
    const [bid] = withBids(state, load);
    if (!bid) throw new Error('no bid');
    acceptBidInState(state, load, bid, now, 'Go');
    expect(state.bids.filter((b) => b.loadId === busy?.id).map((b) => b.status)).toEqual(before);
  });
});

describe('trips move from upcoming to ongoing to completed', () => {
  it('follows the timeline, the driver moving along the route', () => {
    const { marketplace, advance, timers } = runtime();
    const id = publish(marketplace, { pickupInMs: 2 * HOUR });
    advance(30 * SECOND);
    marketplace.transact((state, now) => {
      const load = state.loads.find((l) => l.id === id);
      const bid = state.bids.find((b) => b.loadId === id);
      if (!load || !bid) throw new Error('missing');
      acceptBidInState(state, load, bid, now, 'Proceed');
    });

    advance(HOUR);
    expect(loadOf(marketplace, id)).toMatchObject({ status: 'assigned', jobStatus: 'assigned' });
    expect(timers.pending).toBe(1);

    advance(HOUR + MINUTE);
    let load = loadOf(marketplace, id);
    expect(load.status).toBe('in_progress');
    expect(load.jobStatus).toBe('picked_up');
    expect(load.trip?.startedAt).toBe(load.trip?.scheduledAt);
    const duration = tripDurationMs(load);
    expect(duration).toBeGreaterThanOrEqual(1.5 * HOUR);
    expect(Date.parse(load.trip?.arrivesAt ?? '') - Date.parse(load.trip?.startedAt ?? '')).toBe(
      duration,
    );

    const seen: { progress: number; toDelivery: number; jobStatus: string }[] = [];
    for (let i = 0; i < 8; i++) {
      advance(duration / 10);
      load = loadOf(marketplace, id);
      if (load.status !== 'in_progress') break;
      const position = positionAlong(load, load.trip?.progress ?? 0);
      seen.push({
        progress: load.trip?.progress ?? 0,
        toDelivery: haversineKm(position, load.delivery),
        jobStatus: load.jobStatus,
      });
    }
    expect(seen.length).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]?.progress).toBeGreaterThan(seen[i - 1]?.progress ?? 1);
      expect(seen[i]?.toDelivery).toBeLessThan(seen[i - 1]?.toDelivery ?? 0);
    }
    expect(seen.map((s) => s.jobStatus)).toContain('en_route');
    expect(seen.map((s) => s.jobStatus)).toContain('in_transit');

    advance(duration / 5 + MINUTE);
    load = loadOf(marketplace, id);
    expect(load).toMatchObject({ status: 'completed', jobStatus: 'delivered' });
    expect(load.trip?.progress).toBe(1);
    expect(load.trip?.completedAt).toBe(load.trip?.arrivesAt);
    marketplace.dispose();
  });

  it('while a trip moves, refreshes every 30 s of demo time; no timer once nothing is pending', () => {
    const { marketplace, advance, timers, clock } = runtime();
    // The seed has ongoing trips: the next work is at most 30 s away.
    expect(timers.pending).toBe(1);
    expect((timers.nextAt() ?? Infinity) - clock.now().getTime()).toBeLessThanOrEqual(30 * SECOND);

    // Ten days later every seeded trip has completed and no bid is planned.
    clock.advanceBy(10 * 24 * HOUR);
    advance(MINUTE);
    expect(timers.pending).toBe(0);
    const open = marketplace.read((s) =>
      s.loads.filter((l) => l.status === 'assigned' || l.status === 'in_progress'),
    );
    expect(open).toEqual([]);

    // A publish wakes the simulation; once its bids are in, the timer goes away again.
    const id = publish(marketplace);
    expect(timers.pending).toBe(1);
    advance(11 * MINUTE);
    expect(bidsOf(marketplace, id).length).toBeGreaterThanOrEqual(4);
    expect(timers.pending).toBe(0);
    marketplace.dispose();
  });

  it('runs on the platform timers by default, without any reads (vitest fake timers)', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
    try {
      const marketplace = createDemoRuntime({
        storage: new MemoryStorage(),
        clock: new DemoClock(),
      });
      const id = publish(marketplace);
      const changes = vi.fn();
      marketplace.subscribe(changes);
      vi.advanceTimersByTime(60 * SECOND);
      expect(changes).toHaveBeenCalled();
      expect(bidsOf(marketplace, id).length).toBeGreaterThanOrEqual(3);
      marketplace.dispose();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs faster with a faster demo clock', () => {
    const { marketplace, advance, clock } = runtime();
    clock.setSpeed(60);
    marketplace.wake();
    const id = publish(marketplace);
    advance(11 * SECOND);
    expect(bidsOf(marketplace, id).length).toBeGreaterThanOrEqual(4);
    marketplace.dispose();
  });
});

describe('the processes on their own', () => {
  afterEach(() => vi.useRealTimers());

  it('report nothing due when nothing is planned', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const state = createDemoSeed(now);
    state.loads = state.loads.filter((l) => l.status === 'pending' || l.status === 'completed');
    expect(new BidArrivalProcess().advance(state, now)).toBeNull();
    expect(new TripProgressProcess().advance(state, now)).toBeNull();
  });

  it('returns due times strictly in the future', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const state = createDemoSeed(now);
    const next = new TripProgressProcess().advance(state, now);
    expect(next && next.getTime()).toBeGreaterThan(now.getTime());
  });
});

describe('searching loads', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const state = createDemoSeed(now);
  const mine = state.loads.filter((l) => l.ownerId === 1);

  it('returns all the customer’s loads, and only theirs, for an empty query', () => {
    expect(searchLoads(state, 1, '  ')).toEqual(mine);
    expect(searchLoads(state, 2, '').every((l) => l.ownerId === 2)).toBe(true);
  });

  it('matches load number, pickup and delivery address and driver name, ignoring case', () => {
    const busy = mine.find((l) => l.loadNo === BUSY_LOAD_NO);
    expect(searchLoads(state, 1, BUSY_LOAD_NO.toLowerCase())).toContain(busy);
    const sample = mine[5];
    if (!sample) throw new Error('no load');
    expect(searchLoads(state, 1, sample.pickup.address.toUpperCase())).toContain(sample);
    expect(searchLoads(state, 1, sample.delivery.city.toLowerCase())).toContain(sample);
    const assigned = mine.find((l) => l.assignedCarrierId !== null);
    const carrier = state.carriers.find((c) => c.id === assigned?.assignedCarrierId);
    const found = searchLoads(state, 1, carrier?.name.toUpperCase() ?? '?');
    expect(found).toContain(assigned);
    expect(found.every((l) => l.assignedCarrierId === carrier?.id || l !== assigned)).toBe(true);
    expect(searchLoads(state, 1, 'no such place anywhere')).toEqual([]);
  });

  it('never shows another customer’s load', () => {
    const other = state.loads.find((l) => l.ownerId === 2);
    if (!other) throw new Error('no other load');
    expect(searchLoads(state, 1, other.loadNo)).toEqual([]);
  });

  it('sees a change of the assigned carrier on the same load object', () => {
    const copy = structuredClone(state);
    const load = copy.loads.find((l) => l.ownerId === 1 && l.assignedCarrierId === null);
    const carrier = copy.carriers[0];
    if (!load || !carrier) throw new Error('missing');
    const hits = () => searchLoads(copy, 1, carrier.name).includes(load);
    expect(hits()).toBe(false);
    load.assignedCarrierId = carrier.id;
    expect(hits()).toBe(true);
  });

  it('searches 10,000 loads without rebuilding their text: only the query is lower-cased', () => {
    const copy = structuredClone(state);
    const template = copy.loads.find((l) => l.ownerId === 1);
    if (!template) throw new Error('no load');
    for (let i = 0; i < 10_000; i++) {
      copy.loads.push({
        ...structuredClone(template),
        id: 900_000 + i,
        loadNo: `BH-${900_000 + i}`,
      });
    }
    searchLoads(copy, 1, 'warm up');
    // Counted, not timed: a time limit passes or fails with the machine and its load.
    const lowerCase = vi.spyOn(String.prototype, 'toLowerCase');
    let found: ReturnType<typeof searchLoads>;
    try {
      found = searchLoads(copy, 1, 'BH-90123');
      expect(lowerCase).toHaveBeenCalledTimes(1);
    } finally {
      lowerCase.mockRestore();
    }
    expect(found.map((l) => l.loadNo)).toEqual([
      'BH-901230',
      'BH-901231',
      'BH-901232',
      'BH-901233',
      'BH-901234',
      'BH-901235',
      'BH-901236',
      'BH-901237',
      'BH-901238',
      'BH-901239',
    ]);
  });
});
