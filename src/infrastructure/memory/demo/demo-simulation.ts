import { haversineKm } from '../../../domain/shared/geo';
import type { DemoProcess } from './demo-marketplace';
import { assertBidOpen } from './demo-rules';
import { canCarry } from './demo-seed';
import type { DemoBid, DemoCarrier, DemoLoad, DemoState } from './demo-state';
import { quotePrice, roadDistanceKm } from './price-model';
import { compareIso } from '../../../domain/shared/date-time';

/**
 * Decisions D5: the demo marketplace's simulated drivers. Bids are planned when a load is
 * published (`scheduleBidsFor`) and placed as their time comes (`BidArrivalProcess`); an
 * accepted bid's trip moves from upcoming to ongoing to completed (`TripProgressProcess`).
 * Everything reads the time it is given, so a fake clock drives it in tests.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Average road speed of a simulated trip, and the shortest trip. */
export const TRIP_SPEED_KMH = 65;
export const MIN_TRIP_MS = 1.5 * HOUR;
/** While a trip is moving the driver's position is refreshed this often (demo time). */
export const TRIP_TICK_MS = 30 * SECOND;
/** An accepted bid whose pickup time has passed starts this soon. */
export const LATE_START_MS = 30 * SECOND;

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

/** A uniform number in [0, 1) from the platform's cryptographic generator. */
export function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/** A uniform [0, 1) source over a byte generator (e.g. the marketplace's `randomBytes`). */
export function randomFromBytes(randomBytes: (length: number) => Uint8Array): () => number {
  return () => {
    const bytes = randomBytes(4);
    const value =
      (bytes[0] ?? 0) * 2 ** 24 +
      (bytes[1] ?? 0) * 2 ** 16 +
      (bytes[2] ?? 0) * 2 ** 8 +
      (bytes[3] ?? 0);
    return value / 2 ** 32;
  };
}

/** Road distance of a load's route, the basis of prices and trip durations. */
export function loadRoadKm(load: Pick<DemoLoad, 'pickup' | 'delivery'>): number {
  return roadDistanceKm(haversineKm(load.pickup, load.delivery));
}

/** How long the simulated driver takes: ~65 km/h on the road, never under 1.5 h. */
export function tripDurationMs(load: Pick<DemoLoad, 'pickup' | 'delivery'>): number {
  return Math.max(MIN_TRIP_MS, Math.round((loadRoadKm(load) / TRIP_SPEED_KMH) * HOUR));
}

/**
 * Plans the bids a freshly published load receives (decisions D5): the first at 3–8 s, the 2nd
 * and 3rd before 45 s, the rest spread up to ~10 min; 4–6 bidders, 6–8 when external drivers are
 * allowed (out-of-network carriers join). Only carriers whose vehicle can carry the weight bid,
 * each at most once per load, at prices from road distance and weight with a spread between them.
 * Call it inside the `transact` that creates the load.
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
          state.nextId += 1;
          state.bids.push({
            id: state.nextId,
            loadId: load.id,
            carrierId: planned.carrierId,
            amount: planned.amount,
            currencySymbol: '£',
            status: 'pending',
            note: planned.note,
            placedAt: planned.at,
            acceptedAt: null,
            rejectedAt: null,
            decisionNote: null,
          });
        }
        load.pendingBids = load.pendingBids.filter((p) => p.at > nowIso);
      }
      const first = load.pendingBids[0]?.at;
      if (first && (next === null || first < next)) next = first;
    }
    return next === null ? null : new Date(next);
  }
}

/**
 * Moves accepted loads along their trip: upcoming (assigned) until the scheduled pickup, then in
 * progress (picked up, en route, in transit) with progress = elapsed / duration, then completed
 * and delivered on arrival. Due again every 30 s while a trip moves, at the next pickup otherwise.
 */
export class TripProgressProcess implements DemoProcess {
  advance(state: DemoState, now: Date): Date | null {
    const t = now.getTime();
    let next: number | null = null;
    const due = (at: number) => {
      if (at > t && (next === null || at < next)) next = at;
    };
    for (const load of state.loads) {
      const trip = load.trip;
      if (!trip || (load.status !== 'assigned' && load.status !== 'in_progress')) continue;
      if (load.status === 'assigned') {
        const scheduled = Date.parse(trip.scheduledAt);
        const startAt = Number.isFinite(scheduled) ? scheduled : t;
        if (startAt > t) {
          due(startAt);
          continue;
        }
        load.status = 'in_progress';
        load.jobStatus = 'picked_up';
        trip.startedAt = new Date(startAt).toISOString();
        trip.arrivesAt = new Date(startAt + tripDurationMs(load)).toISOString();
        trip.progress = 0;
      }
      const started = Date.parse(trip.startedAt ?? '') || t;
      if (!trip.startedAt) trip.startedAt = new Date(started).toISOString();
      let arrives = Date.parse(trip.arrivesAt ?? '');
      if (!Number.isFinite(arrives) || arrives <= started) {
        arrives = started + tripDurationMs(load);
        trip.arrivesAt = new Date(arrives).toISOString();
      }
      if (t >= arrives) {
        load.status = 'completed';
        load.jobStatus = 'delivered';
        trip.progress = 1;
        trip.completedAt = new Date(arrives).toISOString();
        continue;
      }
      const progress = Math.min(1, Math.max(0, (t - started) / (arrives - started)));
      trip.progress = Math.max(trip.progress, Math.round(progress * 10_000) / 10_000);
      const stage = jobStatusAt(trip.progress);
      if (MOVING.indexOf(stage) > MOVING.indexOf(load.jobStatus)) load.jobStatus = stage;
      due(Math.min(arrives, t + TRIP_TICK_MS));
    }
    return next === null ? null : new Date(next);
  }
}

/** The moving job statuses in order; a trip's status only moves forward. */
const MOVING: readonly DemoLoad['jobStatus'][] = ['picked_up', 'en_route', 'in_transit'];

/** Collected, then on the road, then on the last stretch. */
function jobStatusAt(progress: number): DemoLoad['jobStatus'] {
  if (progress < 0.08) return 'picked_up';
  if (progress < 0.6) return 'en_route';
  return 'in_transit';
}

/**
 * Accepting a bid (decisions D5, D6): the load is assigned to the bidder with an upcoming trip at
 * the pickup date and time (within a minute when that has passed), the bid is accepted, every other
 * open bid of the load is declined and no more simulated bids arrive. The caller has checked
 * ownership; the one-accepted-bid rule is checked again here.
 */
export function acceptBidInState(
  state: DemoState,
  load: DemoLoad,
  bid: DemoBid,
  now: Date,
  note: string,
): void {
  assertBidOpen(bid, load);
  const at = now.toISOString();
  const pickupAt = pickupInstant(load);
  const scheduledAt =
    pickupAt !== null && pickupAt > now.getTime() ? pickupAt : now.getTime() + LATE_START_MS;

  bid.status = 'accepted';
  bid.acceptedAt = at;
  bid.rejectedAt = null;
  bid.decisionNote = note.trim() || null;
  for (const other of state.bids) {
    if (other.loadId !== load.id || other.id === bid.id || other.status !== 'pending') continue;
    other.status = 'rejected';
    other.rejectedAt = at;
    other.decisionNote = 'Another bid was accepted';
  }
  load.status = 'assigned';
  load.jobStatus = 'assigned';
  load.assignedCarrierId = bid.carrierId;
  load.acceptedBidId = bid.id;
  load.pendingBids = [];
  load.trip = {
    reference: `TRP-${load.id}`,
    scheduledAt: new Date(scheduledAt).toISOString(),
    startedAt: null,
    arrivesAt: null,
    completedAt: null,
    progress: 0,
  };
}

/** The load's pickup date and time as an instant (local time), or null when unreadable. */
export function pickupInstant(load: Pick<DemoLoad, 'pickupDate' | 'pickupTime'>): number | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(load.pickupDate.trim());
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(load.pickupDate.trim());
  const [y, m, d] = date
    ? [Number(date[1]), Number(date[2]), Number(date[3])]
    : dmy
      ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
      : [NaN, NaN, NaN];
  const time = /^(\d{1,2}):(\d{2})/.exec(load.pickupTime.trim());
  const [hh, mm] = time ? [Number(time[1]), Number(time[2])] : [9, 0];
  const value = new Date(y, m - 1, d, hh, mm).getTime();
  return Number.isFinite(value) ? value : null;
}

const haystacks = new WeakMap<
  DemoLoad,
  { loadNo: string; pickup: string; delivery: string; carrier: string; text: string }
>();

/**
 * The customer's loads whose number, pickup or delivery address or assigned carrier's name
 * contains `q` (case-insensitive); all of them for an empty query. Lower-cased text is cached per
 * load object and rebuilt when any of its parts changes, so repeated searches over 10,000 loads
 * stay well under 50 ms.
 */
export function searchLoads(state: Readonly<DemoState>, ownerId: number, q: string): DemoLoad[] {
  const needle = q.trim().toLowerCase();
  const owned = state.loads.filter((l) => l.ownerId === ownerId);
  if (!needle) return owned;
  const carrierNames = new Map<number, string>(state.carriers.map((c) => [c.id, c.name]));
  return owned.filter((load) => haystackOf(load, carrierNames).includes(needle));
}

function haystackOf(load: DemoLoad, carrierNames: ReadonlyMap<number, string>): string {
  const carrier =
    load.assignedCarrierId === null ? '' : (carrierNames.get(load.assignedCarrierId) ?? '');
  const cached = haystacks.get(load);
  if (
    cached &&
    cached.loadNo === load.loadNo &&
    cached.pickup === load.pickup.address &&
    cached.delivery === load.delivery.address &&
    cached.carrier === carrier
  ) {
    return cached.text;
  }
  // A separator no query contains keeps one field's end from matching with the next's start.
  const text = [load.loadNo, load.pickup.address, load.delivery.address, carrier]
    .join('\u0000')
    .toLowerCase();
  haystacks.set(load, {
    loadNo: load.loadNo,
    pickup: load.pickup.address,
    delivery: load.delivery.address,
    carrier,
    text,
  });
  return text;
}

function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function shuffle<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
