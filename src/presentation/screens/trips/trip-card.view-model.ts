import type { MaybeLatLng } from '../../../domain/shared/geo';
import {
  formatInstant,
  isoDateOf,
  timeOfDayOf,
  timeTodayAt,
} from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import { formatUkPhone, phoneDialString } from '../../../domain/shared/uk-phone';
import type { Trip } from '../../../domain/trip/trip';
import { estimateArrival, tripProgress } from '../../../domain/trip/trip-progress';

/** What the route dialog needs to show one trip (the RouteMapDialog props). */
export interface TripMapModel {
  readonly title: string;
  readonly pickup: { readonly address: string; readonly location: MaybeLatLng | null };
  readonly delivery: { readonly address: string; readonly location: MaybeLatLng | null };
  readonly current: MaybeLatLng | null;
}

/** One trip card's texts, ready to show. */
export interface TripCardModel {
  readonly id: Trip['id'];
  /** The accepted bid the trip came from, when known. */
  readonly bidId: Trip['bidId'];
  /** The reference with a hash, e.g. '#TRP-10416'. */
  readonly reference: string;
  /** The price in pounds, '—' when unknown. */
  readonly price: string;
  readonly driverAssigned: boolean;
  /** The driver's name or 'Driver TBD'. */
  readonly driverName: string;
  /** Shown only when a driver is assigned, as UK readers write it ('07700 900789'). */
  readonly phone: string | null;
  readonly vehicleType: string;
  /** The driver's average rating, shown as a bid's is (two decimals); null when none. */
  readonly rating: number | null;
  readonly pickupAddress: string;
  readonly deliveryAddress: string;
  /** Upcoming: 'Driver Assigned' or 'Awaiting Driver'. */
  readonly assignment: 'Driver Assigned' | 'Awaiting Driver';
  /** Upcoming badge: 'Ready to start' or 'Pending'. */
  readonly readiness: 'Ready to start' | 'Pending';
  readonly scheduled: string;
  /**
   * Ongoing: how far the trip has come, in whole percent, from the driver's position between
   * pickup and delivery or else from the status; never a fixed half (decision Q7).
   */
  readonly progressPercent: number;
  readonly progressBasis: 'position' | 'status';
  /** Ongoing: e.g. '14:35 (in about 1 h 20 min)'; null when it cannot be estimated. */
  readonly eta: string | null;
  /** Call Driver and Message: `tel:` and `sms:` links to the driver's phone; null when none. */
  readonly callHref: string | null;
  readonly messageHref: string | null;
  /** Completed: when it was delivered, when known. */
  readonly deliveredAt: string | null;
  readonly map: TripMapModel;
}

export const DRIVER_TBD = 'Driver TBD';
export const VEHICLE_TBD = 'Vehicle TBD';
export const NOT_SCHEDULED = 'Not scheduled';

export function tripCard(trip: Trip, now: Date): TripCardModel {
  const driver = trip.driver;
  const phone = driver?.phone?.trim() || null;
  const dial = phone ? phoneDialString(phone) : null;
  const progress = tripProgress(trip);
  const arrival = estimateArrival(trip, now);
  const reference = referenceWithHash(trip.reference);
  return {
    id: trip.id,
    bidId: trip.bidId,
    reference,
    price: trip.price === null ? '—' : formatMoney(trip.price),
    driverAssigned: driver !== null,
    driverName: driver?.name ?? DRIVER_TBD,
    phone: driver && phone ? formatUkPhone(phone) : null,
    vehicleType: driver?.vehicleType ?? VEHICLE_TBD,
    rating: driver?.rating ?? null,
    pickupAddress: trip.pickup.address,
    deliveryAddress: trip.delivery.address,
    assignment: driver ? 'Driver Assigned' : 'Awaiting Driver',
    readiness: driver ? 'Ready to start' : 'Pending',
    scheduled: formatTripTime(trip.scheduledAt ?? trip.pickup.time, now) ?? NOT_SCHEDULED,
    progressPercent: Math.round(progress.fraction * 100),
    progressBasis: progress.basis,
    eta: arrival ? formatArrival(arrival, now) : null,
    callHref: driver && dial ? `tel:${dial}` : null,
    messageHref: driver && dial ? `sms:${dial}` : null,
    deliveredAt: formatTripTime(trip.delivery.time, now),
    map: {
      title: `Route of ${reference}`,
      pickup: { address: trip.pickup.address, location: trip.pickup.location },
      delivery: { address: trip.delivery.address, location: trip.delivery.location },
      current: trip.currentLocation,
    },
  };
}

/** One leading `#`; a trip sent with neither a reference nor an id says so instead. */
function referenceWithHash(reference: string): string {
  const text = reference.trim().replace(/^#+/, '');
  return text ? `#${text}` : 'No reference';
}

const TIME_OF_DAY = /^\d{1,2}:\d{2}(:\d{2})?$/;

/**
 * A trip time as sent: an instant ('2026-03-02T09:30:00Z', '2026-03-02 09:30:00') or a time of
 * day of form H:MM, shown as that time today. Null when absent or unreadable.
 */
export function formatTripTime(value: string | null, now: Date): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (TIME_OF_DAY.test(text)) {
    const today = timeTodayAt(text, now);
    return today ? formatInstant(today.toISOString()) : null;
  }
  const instant = new Date(text.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  return Number.isNaN(instant.getTime()) ? null : formatInstant(instant.toISOString());
}

/** '14:35 (in about 1 h 20 min)'; the date too when it is not today. */
export function formatArrival(arrival: Date, now: Date): string {
  const at =
    isoDateOf(arrival) === isoDateOf(now)
      ? timeOfDayOf(arrival)
      : formatInstant(arrival.toISOString());
  const minutes = Math.max(0, Math.round((arrival.getTime() - now.getTime()) / 60_000));
  return `${at} (${minutes < 1 ? 'arriving now' : `in about ${duration(minutes)}`})`;
}

function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
