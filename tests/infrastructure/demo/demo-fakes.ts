import { UK_GAZETTEER } from '../../../src/infrastructure/maps/offline/uk-gazetteer';
import { DemoClock } from '../../../src/infrastructure/memory/demo/demo-clock';
import type { CancelTimer, Timers } from '../../../src/application/ports/timers.port';
import type {
  DemoLoad,
  DemoPlace,
  DemoState,
} from '../../../src/infrastructure/memory/demo/demo-state';
import { isoDateOf } from '../../../src/domain/shared/date-time';

/**
 * A Map-backed stand-in for localStorage; `failWrites` makes setItem throw (quota exceeded).
 * `writes` counts the accepted writes.
 */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  failWrites = false;
  writes = 0;

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
    this.writes += 1;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * The `storage` events one tab hears: the test says when another tab's write reaches it (a browser
 * delivers them a moment after the write, never to the tab that wrote).
 */
export class FakeStorageChanges {
  private readonly listeners = new Set<(key: string | null) => void>();

  subscribe(listener: (key: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Another tab wrote `key` (null: it cleared the storage). */
  emit(key: string | null): void {
    for (const listener of [...this.listeners]) listener(key);
  }

  get listening(): number {
    return this.listeners.size;
  }
}

/** Manual timers over a fake real-time clock: nothing runs until `advance`. */
export class FakeTimers implements Timers {
  private seq = 0;
  private readonly queue = new Map<number, { at: number; callback: () => void }>();

  constructor(private readonly realNow: () => number) {}

  after(ms: number, callback: () => void): CancelTimer {
    this.seq += 1;
    const id = this.seq;
    this.queue.set(id, { at: this.realNow() + ms, callback });
    return () => this.queue.delete(id);
  }

  every(ms: number, callback: () => void): CancelTimer {
    let cancel: CancelTimer = () => undefined;
    const schedule = () => {
      cancel = this.after(ms, () => {
        schedule();
        callback();
      });
    };
    schedule();
    return () => cancel();
  }

  get pending(): number {
    return this.queue.size;
  }

  /** The earliest pending timer's due (real) time, or null. */
  nextAt(): number | null {
    let next: number | null = null;
    for (const { at } of this.queue.values()) if (next === null || at < next) next = at;
    return next;
  }

  /** Runs, in order, the timer due soonest if it is due by `until`; false when none is. */
  runNext(until: number): boolean {
    let first: [number, { at: number; callback: () => void }] | null = null;
    for (const entry of this.queue) if (!first || entry[1].at < first[1].at) first = entry;
    if (!first || first[1].at > until) return false;
    this.queue.delete(first[0]);
    first[1].callback();
    return true;
  }
}

/** A DemoClock over a controllable real time, and timers that fire as that time advances. */
export function fakeTime(start = Date.parse('2026-03-02T10:00:00Z')) {
  let real = start;
  const clock = new DemoClock(() => real);
  const timers = new FakeTimers(() => real);
  return {
    clock,
    timers,
    /** Moves real time forward by `ms`, firing every timer that falls due on the way. */
    advance(ms: number): void {
      const until = real + ms;
      for (;;) {
        const next = timers.nextAt();
        if (next === null || next > until) break;
        real = Math.max(real, next);
        timers.runNext(real);
      }
      real = until;
    },
  };
}

function placeOf(name: string, street: string): DemoPlace {
  const town = UK_GAZETTEER.find((p) => p.name === name);
  if (!town) throw new Error(`No ${name} in the gazetteer`);
  return {
    address: `${street}, ${name} ${town.postcodeDistrict} 1AA`,
    lat: town.lat,
    lng: town.lng,
    city: name,
    region: town.county,
    postcode: `${town.postcodeDistrict} 1AA`,
  };
}

/** A freshly published load of the demo customer, as a publishing adapter would create it. */
export function newLoad(
  state: DemoState,
  now: Date,
  overrides: Partial<DemoLoad> & { pickupInMs?: number } = {},
): DemoLoad {
  const { pickupInMs = 24 * 3600_000, ...rest } = overrides;
  state.nextId += 1;
  const pickupAt = new Date(now.getTime() + pickupInMs);
  const hh = String(pickupAt.getHours()).padStart(2, '0');
  const mm = String(pickupAt.getMinutes()).padStart(2, '0');
  const load: DemoLoad = {
    id: state.nextId,
    loadNo: `BH-${state.nextId}`,
    ownerId: 1,
    createdAt: now.toISOString(),
    pickup: placeOf('Leeds', '12 Wellington Street'),
    delivery: placeOf('Manchester', '4 Deansgate'),
    pickupDate: isoDateOf(pickupAt),
    pickupTime: `${hh}:${mm}`,
    deliveryDate: null,
    deliveryTime: null,
    weightKg: 300,
    itemCount: 4,
    loadTypeId: 2,
    vehicleId: null,
    instructions: '',
    isAuto: false,
    allowExternal: false,
    attachments: [],
    status: 'pending',
    jobStatus: 'pending',
    cancelReason: null,
    assignedCarrierId: null,
    acceptedBidId: null,
    trip: null,
    priority: null,
    pendingBids: [],
    ...rest,
  };
  state.loads.push(load);
  return load;
}
