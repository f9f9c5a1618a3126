import { checkCoordinate, haversineKm, type LatLng } from '../shared/geo';
import type { Trip } from './trip';
import { tripGroupOf } from './trip-grouping';

/** How far along a trip is, 0..1, and what that figure rests on. */
export interface TripProgress {
  readonly fraction: number;
  /** `position`: the driver's position between pickup and delivery; `status`: the job status. */
  readonly basis: 'position' | 'status';
}

type ProgressInput = Pick<Trip, 'status' | 'jobStatus' | 'pickup' | 'delivery' | 'currentLocation'>;

/**
 * Where an ongoing trip is by its job status when no usable position is known.
 * The stages follow the order the statuses come in (picked up, en route, in transit).
 */
const STATUS_FRACTION: Readonly<Record<string, number>> = {
  picked_up: 0.05,
  en_route: 0.35,
  in_progress: 0.5,
  in_transit: 0.75,
};
const DEFAULT_MOVING_FRACTION = 0.5;

/** Road distance is this much longer than the straight line, on average. */
export const ROAD_DISTANCE_FACTOR = 1.25;
/** Average road speed of a delivery in the UK, for arrival estimates. */
export const AVERAGE_ROAD_SPEED_KMH = 65;
/** Pickup and delivery closer than this are one place: no position-based progress. */
const SAME_PLACE_KM = 0.05;

/**
 * The progress of a trip. Completed trips are done and upcoming ones have not started; an ongoing
 * trip is measured by the driver's position between pickup and delivery when all three points are
 * valid, else by its job status, never a fixed half.
 */
export function tripProgress(trip: ProgressInput): TripProgress {
  const group = tripGroupOf(trip.status, trip.jobStatus);
  if (group === 'completed') return { fraction: 1, basis: 'status' };
  if (group === 'upcoming') return { fraction: 0, basis: 'status' };
  const along = fractionAlong(trip);
  if (along !== null) return { fraction: along, basis: 'position' };
  return { fraction: statusFraction(trip), basis: 'status' };
}

/**
 * An estimated arrival time for an ongoing trip: now plus the remaining road distance at the
 * average road speed. The remaining distance is measured from the driver's position when known,
 * else from the status-based progress along the route. Null when the trip is not ongoing or the
 * route is unknown.
 */
export function estimateArrival(trip: ProgressInput, now: Date): Date | null {
  if (tripGroupOf(trip.status, trip.jobStatus) !== 'ongoing') return null;
  const delivery = validPoint(trip.delivery.location);
  if (!delivery) return null;
  const current = validPoint(trip.currentLocation);
  let remainingKm: number;
  if (current) {
    remainingKm = haversineKm(current, delivery);
  } else {
    const pickup = validPoint(trip.pickup.location);
    if (!pickup) return null;
    remainingKm = haversineKm(pickup, delivery) * (1 - tripProgress(trip).fraction);
  }
  const hours = (remainingKm * ROAD_DISTANCE_FACTOR) / AVERAGE_ROAD_SPEED_KMH;
  return new Date(now.getTime() + Math.round(hours * 3_600_000));
}

function fractionAlong(trip: ProgressInput): number | null {
  const pickup = validPoint(trip.pickup.location);
  const delivery = validPoint(trip.delivery.location);
  const current = validPoint(trip.currentLocation);
  if (!pickup || !delivery || !current) return null;
  if (haversineKm(pickup, delivery) < SAME_PLACE_KM) return null;
  const done = haversineKm(pickup, current);
  const left = haversineKm(current, delivery);
  return clamp(done / (done + left));
}

function statusFraction(trip: ProgressInput): number {
  const job = trip.jobStatus.trim().toLowerCase();
  const status = trip.status.trim().toLowerCase();
  return STATUS_FRACTION[job] ?? STATUS_FRACTION[status] ?? DEFAULT_MOVING_FRACTION;
}

function validPoint(point: Parameters<typeof checkCoordinate>[0]): LatLng | null {
  const check = checkCoordinate(point);
  return check.kind === 'ok' ? check.point : null;
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
