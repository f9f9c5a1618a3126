import { haversineKm, interpolate } from '../../../domain/shared/geo';
import type { DemoProcess } from './demo-marketplace';
import { assertBidOpen, HOUR, SECOND } from './demo-rules';
import type { DemoBid, DemoLoad, DemoState, DemoTrip } from './demo-state';
import { roadDistanceKm } from './price-model';

/**
 * An accepted bid's trip moves from upcoming to ongoing to completed (`TripProgressProcess`), its
 * driver's position moving along the route. Everything reads the time it is given,
 * so a fake clock drives it in tests.
 */

/** Average road speed of a simulated trip, and the shortest trip. */
export const TRIP_SPEED_KMH = 65;
export const MIN_TRIP_MS = 1.5 * HOUR;
/** While a trip is moving the driver's position is refreshed this often (demo time). */
export const TRIP_TICK_MS = 30 * SECOND;
/** An accepted bid whose pickup time has passed starts this soon. */
export const LATE_START_MS = 30 * SECOND;

/** Road distance of a load's route, the basis of prices and trip durations. */
export function loadRoadKm(load: Pick<DemoLoad, 'pickup' | 'delivery'>): number {
  return roadDistanceKm(haversineKm(load.pickup, load.delivery));
}

/** How long the simulated driver takes: ~65 km/h on the road, never under 1.5 h. */
export function tripDurationMs(load: Pick<DemoLoad, 'pickup' | 'delivery'>): number {
  return Math.max(MIN_TRIP_MS, Math.round((loadRoadKm(load) / TRIP_SPEED_KMH) * HOUR));
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
 * Accepting a bid: the load is assigned to the bidder with an upcoming trip at the pickup date and
 * time (within a minute when that has passed), the bid is accepted, every other open bid of the
 * load is declined and no more simulated bids arrive. The caller has checked ownership; the rule of
 * one accepted bid per load is checked again here.
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
  load.trip = upcomingTrip(load, new Date(scheduledAt));
}

/** A trip whose driver sets off at `scheduledAt`. */
export function upcomingTrip(load: Pick<DemoLoad, 'id'>, scheduledAt: Date): DemoTrip {
  return {
    reference: `TRP-${load.id}`,
    scheduledAt: scheduledAt.toISOString(),
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

/** Where an ongoing trip's driver is: along the straight route by progress, to 5 decimals. */
export function positionAlong(
  load: Pick<DemoLoad, 'pickup' | 'delivery'>,
  progress: number,
): { lat: number; lng: number } {
  const point = interpolate(load.pickup, load.delivery, progress);
  return { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) };
}

export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
