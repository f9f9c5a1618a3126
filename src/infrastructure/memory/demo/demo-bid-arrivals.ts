import { compareIso } from '../../../domain/shared/date-time';
import { canCarry } from './demo-carriers';
import type { DemoProcess } from './demo-marketplace';
import { intBetween, shuffle } from './demo-random';
import { MINUTE, SECOND } from './demo-rules';
import type { DemoBid, DemoCarrier, DemoLoad, DemoState } from './demo-state';
import { loadRoadKm } from './demo-trips';
import { quotePrice } from './price-model';

/**
 * The demo marketplace's simulated drivers bid. Bids are planned when a load is published
 * (`scheduleBidsFor`) and placed as their time comes (`BidArrivalProcess`). Everything reads the
 * time it is given, so a fake clock drives it in tests.
 */

const BID_NOTES = [
  'Can collect an hour early if that helps.',
  'Tail lift van, two-person crew.',
  'Fully insured up to £50,000 goods in transit.',
  'Returning empty from that area, happy to help.',
  'Price includes waiting time up to 45 minutes.',
  'Straps, blankets and a sack truck on board.',
  'Available all day, can do a timed delivery.',
  'Regular on this route, no detours.',
] as const;

/**
 * Plans the bids a freshly published load receives: the first at 3–8 s, the 2nd and 3rd before 45 s
 * (so one arrives within 10 s and three within a minute), the rest spread up to ~10
 * min; 4–6 bidders, 6–8 when external drivers are allowed (out-of-network carriers join). Only
 * carriers whose vehicle can carry the weight bid, each at most once per load, at prices from road
 * distance and weight with a spread between them. Call it inside the `transact` that creates the
 * load.
 */
export function scheduleBidsFor(
  load: DemoLoad,
  state: DemoState,
  now: Date,
  random: () => number,
): void {
  const already = new Set<number>([
    ...state.bids.filter((b) => b.loadId === load.id).map((b) => b.carrierId),
    ...load.pendingBids.map((p) => p.carrierId),
  ]);
  const pool = state.carriers.filter(
    (c) => !already.has(c.id) && canCarry(c, load.weightKg) && (load.allowExternal || c.inNetwork),
  );
  const wanted = load.allowExternal ? intBetween(random, 6, 8) : intBetween(random, 4, 6);
  // A mix of bidders: a driver and a company when both can carry it, and an out-of-network
  // carrier when the customer allowed external drivers; the rest at random.
  const shuffled = shuffle(random, pool);
  const required: ((c: DemoCarrier) => boolean)[] = [(c) => c.roleId === 4, (c) => c.roleId !== 4];
  if (load.allowExternal) required.push((c) => !c.inNetwork);
  const picked = new Set<DemoCarrier>();
  for (const wants of required) {
    if (picked.size >= wanted || [...picked].some(wants)) continue;
    const found = shuffled.find(wants);
    if (found) picked.add(found);
  }
  for (const c of shuffled) {
    if (picked.size >= wanted) break;
    picked.add(c);
  }
  const chosen = shuffle(random, [...picked]);
  if (!chosen.length) return;

  const offsets = bidOffsets(random, chosen.length);
  const spreads = shuffle(
    random,
    chosen.map((_, i) => 0.86 + ((i + random()) / chosen.length) * 0.38),
  );
  const noted = Math.floor(random() * chosen.length);
  const km = loadRoadKm(load);
  const base = now.getTime();
  chosen.forEach((carrier, i) => {
    const hasNote = i === noted || random() < 0.35;
    load.pendingBids.push({
      carrierId: carrier.id,
      at: new Date(base + (offsets[i] ?? 0)).toISOString(),
      amount: quotePrice(km, load.weightKg, spreads[i] ?? 1),
      note: hasNote ? (BID_NOTES[Math.floor(random() * BID_NOTES.length)] ?? null) : null,
    });
  });
  load.pendingBids.sort((a, b) => compareIso(a.at, b.at));
}

/** Milliseconds after publishing, ascending: 3–8 s, then before 45 s, then up to ~10 min. */
function bidOffsets(random: () => number, count: number): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i === 0) offsets.push(3 * SECOND + random() * 5 * SECOND);
    else if (i === 1) offsets.push(10 * SECOND + random() * 14 * SECOND);
    else if (i === 2) offsets.push(26 * SECOND + random() * 18 * SECOND);
    else {
      // The rest in equal slices between 1 and 10 minutes, one bid somewhere in each slice.
      const slice = (9 * MINUTE) / (count - 3);
      offsets.push(MINUTE + (i - 3) * slice + random() * slice * 0.9);
    }
  }
  return offsets.map(Math.round);
}

/** What a carrier offers for a load: the amount in pounds, an optional note, when it was placed. */
export interface BidOffer {
  readonly carrierId: number;
  readonly amount: number;
  readonly note: string | null;
  readonly at: string;
}

/** Adds a pending bid in pounds to `load` (inside a `transact`); returns it. */
export function placeBid(state: DemoState, load: DemoLoad, offer: BidOffer): DemoBid {
  state.nextId += 1;
  const bid: DemoBid = {
    id: state.nextId,
    loadId: load.id,
    carrierId: offer.carrierId,
    amount: offer.amount,
    currencySymbol: '£',
    status: 'pending',
    note: offer.note,
    placedAt: offer.at,
    acceptedAt: null,
    rejectedAt: null,
    decisionNote: null,
  };
  state.bids.push(bid);
  return bid;
}

/**
 * Places the simulated bids whose time has come (status pending, `£`, placed at their due time)
 * while their load is still open; drops the rest once the load is assigned or cancelled.
 */
export class BidArrivalProcess implements DemoProcess {
  advance(state: DemoState, now: Date): Date | null {
    const nowIso = now.toISOString();
    let next: string | null = null;
    for (const load of state.loads) {
      if (!load.pendingBids.length) continue;
      if (load.status !== 'pending' || load.acceptedBidId !== null) {
        load.pendingBids = [];
        continue;
      }
      const due = load.pendingBids.filter((p) => p.at <= nowIso);
      if (due.length) {
        const bidders = new Set(
          state.bids.filter((b) => b.loadId === load.id).map((b) => b.carrierId),
        );
        for (const planned of due) {
          if (bidders.has(planned.carrierId)) continue;
          if (!state.carriers.some((c) => c.id === planned.carrierId)) continue;
          bidders.add(planned.carrierId);
          placeBid(state, load, planned);
        }
        load.pendingBids = load.pendingBids.filter((p) => p.at > nowIso);
      }
      const first = load.pendingBids[0]?.at;
      if (first && (next === null || first < next)) next = first;
    }
    return next === null ? null : new Date(next);
  }
}
