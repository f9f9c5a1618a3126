import { isoDateOf, timeOfDayOf } from '../../../domain/shared/date-time';
import type { GazetteerPlace } from '../../maps/offline/uk-gazetteer';
import { canCarry } from './demo-carriers';
import { BID_NOTES, INSTRUCTIONS, LOAD_TYPES, STREETS, VEHICLES } from './demo-catalogue';
import { shuffle, type SeededRandom } from './demo-random';
import { DAY, HOUR, MINUTE, SECOND } from './demo-rules';
import type {
  DemoAttachment,
  DemoBid,
  DemoLoad,
  DemoPlace,
  DemoState,
  DemoTrip,
} from './demo-state';
import {
  loadRoadKm,
  pickupInstant,
  roundCoordinate,
  tripDurationMs,
  upcomingTrip,
} from './demo-trips';
import { quotePrice } from './price-model';

/** A completed trip of the seed was delivered at least this long before the seed was made. */
const DELIVERED_BEFORE_NOW = 5 * MINUTE;
const QUARTER_HOUR = 15 * MINUTE;

export interface Route {
  readonly pickup: DemoPlace;
  readonly delivery: DemoPlace;
}

export interface BidPlan {
  /** How many carriers bid (each at most once). */
  readonly count: number;
  /** Bids are placed before this moment, newest first. */
  readonly before: Date;
  /** Each bidder's margin over the reference price, in order; random (0.88–1.22) when absent. */
  readonly spreads?: readonly number[];
  /** Minutes between one bid and the one before it; 20–140 when absent. */
  readonly gapMinutes?: readonly [number, number];
}

/** The ids the builder's loads and bids count on from: the next load is BH-{load + 1}. */
export interface SeedIds {
  readonly load: number;
  readonly bid: number;
}

/**
 * Makes the seed's records one by one: loads on random or given routes, their bids from carriers
 * able to carry them, awards and trips. Load numbers run from BH-10401 (or after `ids.load`) in the
 * order loads are made.
 */
export class SeedBuilder {
  private loadSeq: number;
  private bidSeq: number;

  constructor(
    readonly state: DemoState,
    private readonly rnd: SeededRandom,
    private readonly now: Date,
    readonly towns: readonly GazetteerPlace[],
    ids: SeedIds = { load: 10_400, bid: 9_000 },
  ) {
    this.loadSeq = ids.load;
    this.bidSeq = ids.bid;
  }

  /** The seed's next chance draw in [0, 1). */
  random(): number {
    return this.rnd.next();
  }

  int(min: number, max: number): number {
    return this.rnd.int(min, max);
  }

  pickFrom<T>(items: readonly T[]): T {
    return this.rnd.pick(items);
  }

  /** A street address in a town, near its centre, with a made-up inward postcode. */
  place(town: GazetteerPlace): DemoPlace {
    const { rnd } = this;
    const inward = `${rnd.int(1, 9)}${rnd.letters(2)}`;
    const postcode = `${town.postcodeDistrict} ${inward}`;
    const city = town.town ?? town.name;
    return {
      address: `${rnd.int(1, 220)} ${rnd.pick(STREETS)}, ${city} ${postcode}`,
      lat: roundCoordinate(town.lat + (rnd.next() - 0.5) * 0.02),
      lng: roundCoordinate(town.lng + (rnd.next() - 0.5) * 0.02),
      city,
      region: town.county,
      postcode,
    };
  }

  /** A load of `ownerId` collected `pickupDay` days from today, on `route` or between two towns. */
  load(
    ownerId: number,
    pickupDay: number,
    status: DemoLoad['status'],
    jobStatus: DemoLoad['jobStatus'],
    route?: Route,
  ): DemoLoad {
    const { rnd, now } = this;
    this.loadSeq += 1;
    const from = rnd.pick(this.towns);
    let to = rnd.pick(this.towns);
    while (to === from) to = rnd.pick(this.towns);
    const pickup = route?.pickup ?? this.place(from);
    const delivery = route?.delivery ?? this.place(to);
    const pickupDate = dayOf(now, pickupDay);
    const pickupTime = `${String(rnd.int(7, 15)).padStart(2, '0')}:${rnd.pick(['00', '15', '30', '45'])}`;
    const hours = Math.ceil(loadRoadKm({ pickup, delivery }) / 70) + 1;
    const deliverAt = new Date(`${pickupDate}T${pickupTime}:00`).getTime() + hours * HOUR;
    const vehicle = rnd.pick(VEHICLES.slice(1, 7));
    const weightKg = Math.round(rnd.int(40, Math.min(vehicle.loadCapacity, 3000)) / 10) * 10;
    const createdDay = Math.min(pickupDay, 0) - rnd.int(2, 6);
    return {
      id: this.loadSeq,
      loadNo: `BH-${this.loadSeq}`,
      ownerId,
      createdAt: new Date(
        now.getTime() + createdDay * DAY + rnd.int(0, 86_000) * SECOND,
      ).toISOString(),
      pickup,
      delivery,
      pickupDate,
      pickupTime,
      deliveryDate: rnd.chance(0.8) ? isoDateOf(new Date(deliverAt)) : null,
      deliveryTime: null,
      weightKg,
      itemCount: rnd.int(1, 24),
      loadTypeId: rnd.pick(LOAD_TYPES).id,
      vehicleId: rnd.chance(0.85) ? vehicle.id : null,
      instructions: rnd.pick(INSTRUCTIONS),
      isAuto: rnd.chance(0.3),
      allowExternal: rnd.chance(0.5),
      attachments: [],
      status,
      jobStatus,
      cancelReason: null,
      assignedCarrierId: null,
      acceptedBidId: null,
      trip: null,
      priority: rnd.chance(0.2) ? 'Express' : null,
      pendingBids: [],
    };
  }

  /** The load was collected at `at`: its pickup date and time, and the delivery time after it. */
  collectAt(load: DemoLoad, at: Date): void {
    load.pickupDate = isoDateOf(at);
    load.pickupTime = timeOfDayOf(at);
    this.fixDeliveryTime(load);
  }

  /** A delivery date gets a time: pickup plus the drive at ~70 km/h plus two hours. */
  fixDeliveryTime(load: DemoLoad): void {
    if (!load.deliveryDate) return;
    const hours = Math.ceil(loadRoadKm(load) / 70) + 2;
    const [h, m] = load.pickupTime.split(':').map(Number) as [number, number];
    const at = new Date(`${load.pickupDate}T00:00:00`);
    at.setHours(h + hours, m);
    load.deliveryDate = isoDateOf(at);
    load.deliveryTime = timeOfDayOf(at);
  }

  /** Open bids from distinct carriers able to carry the load, priced from distance and weight. */
  addBids(load: DemoLoad, plan: BidPlan): DemoBid[] {
    const { rnd } = this;
    const km = loadRoadKm(load);
    const pool = this.state.carriers.filter(
      (c) => (load.allowExternal || c.inNetwork) && canCarry(c, load.weightKg),
    );
    const chosen = shuffle(() => rnd.next(), pool).slice(0, plan.count);
    const [minGap, maxGap] = plan.gapMinutes ?? [20, 140];
    const bids = chosen.map((c, i): DemoBid => {
      this.bidSeq += 1;
      const spread = plan.spreads?.[i] ?? 0.88 + rnd.next() * 0.34;
      return {
        id: this.bidSeq,
        loadId: load.id,
        carrierId: c.id,
        amount: quotePrice(km, load.weightKg, spread),
        currencySymbol: '£',
        status: 'pending',
        note: rnd.pick(BID_NOTES),
        placedAt: new Date(
          plan.before.getTime() - (i + 1) * rnd.int(minGap, maxGap) * MINUTE,
        ).toISOString(),
        acceptedAt: null,
        rejectedAt: null,
        decisionNote: null,
      };
    });
    this.state.bids.push(...bids);
    return bids;
  }

  /** The first bid wins; the others are turned down. */
  award(load: DemoLoad, bids: readonly DemoBid[], decidedAt: Date): void {
    const [winner, ...others] = bids;
    if (!winner) return;
    winner.status = 'accepted';
    winner.acceptedAt = decidedAt.toISOString();
    winner.decisionNote = 'Proceed';
    for (const other of others) {
      other.status = 'rejected';
      other.rejectedAt = decidedAt.toISOString();
      other.decisionNote = 'Another bid was accepted';
    }
    load.acceptedBidId = winner.id;
    load.assignedCarrierId = winner.carrierId;
  }

  /** An upcoming trip at the load's pickup time. */
  trip(load: DemoLoad): DemoTrip {
    return upcomingTrip(load, new Date(`${load.pickupDate}T${load.pickupTime}:00`));
  }

  /** A trip on the road since `startedAt`, arriving a whole journey later. */
  movingTrip(load: DemoLoad, startedAt: Date): DemoTrip {
    const journey = tripDurationMs(load);
    const trip = this.trip(load);
    trip.startedAt = startedAt.toISOString();
    trip.arrivesAt = new Date(startedAt.getTime() + journey).toISOString();
    trip.progress = (this.now.getTime() - startedAt.getTime()) / journey;
    return trip;
  }

  /**
   * A completed load is collected early enough that its whole journey ended a few minutes before
   * now, since a trip cannot be delivered before it is picked up: one whose journey would not have
   * ended yet is collected at the last quarter hour that gets it there in time.
   */
  collectInTime(load: DemoLoad): void {
    const latestStart = this.now.getTime() - DELIVERED_BEFORE_NOW - tripDurationMs(load);
    if ((pickupInstant(load) ?? 0) > latestStart)
      this.collectAt(load, new Date(Math.floor(latestStart / QUARTER_HOUR) * QUARTER_HOUR));
  }

  /** A trip collected at the load's pickup time and delivered a whole journey later, by now. */
  deliveredTrip(load: DemoLoad): DemoTrip {
    this.collectInTime(load);
    const trip = this.trip(load);
    const start = new Date(`${load.pickupDate}T${load.pickupTime}:00`);
    trip.startedAt = start.toISOString();
    trip.arrivesAt = new Date(start.getTime() + tripDurationMs(load)).toISOString();
    trip.completedAt = trip.arrivesAt;
    trip.progress = 1;
    return trip;
  }

  attachment(file: Omit<DemoAttachment, 'id'>): DemoAttachment {
    this.state.nextId += 1;
    return { id: this.state.nextId, ...file };
  }
}

function dayOf(now: Date, offset: number): string {
  return isoDateOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
}
