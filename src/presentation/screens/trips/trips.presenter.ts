import { makeAutoObservable, observableRef } from 'mobx';
import type { Clock } from '../../../application/ports/clock.port';
import type { LiveUpdates } from '../../../application/ports/live-updates.port';
import type { PageVisibility } from '../../../application/ports/page-visibility.port';
import type { Timers } from '../../../application/ports/timers.port';
import type { ListTrips } from '../../../application/trips/list-trips.use-case';
import {
  formatInstant,
  isoDateOf,
  timeOfDayOf,
  timeTodayAt,
} from '../../../domain/shared/date-time';
import { ERROR_FALLBACKS, errorMessage } from '../../../domain/shared/error-catalogue';
import { formatMoney } from '../../../domain/shared/money';
import { formatUkPhone, phoneDialString } from '../../../domain/shared/uk-phone';
import type { Trip, TripGroups } from '../../../domain/trip/trip';
import { TRIP_GROUPS, type TripGroup } from '../../../domain/trip/trip-grouping';
import { estimateArrival, tripProgress } from '../../../domain/trip/trip-progress';
import { LiveRefresh } from '../../async/live-refresh';
import { Query } from '../../async/query';
import { RefreshTimer } from '../../async/refresh-timer';
import type { RouteMapRoute } from '../../components/route-map/route-map-dialog';

/** Without live updates, the list refreshes this often while the page is visible (trips move). */
export const TRIPS_REFRESH_MS = 30_000;

/** The trips as last read, and when: arrival estimates count from that moment. */
interface TripsRead {
  readonly groups: TripGroups;
  readonly readAt: Date;
}

export interface TripsDeps {
  readonly listTrips: ListTrips;
  readonly clock: Clock;
  readonly visibility: PageVisibility;
  readonly timers: Timers;
  readonly live: LiveUpdates;
}

/** The tab a `?tab=` value names; Upcoming when it names none. */
export function tripTabFrom(value: string | null | undefined): TripGroup {
  return TRIP_GROUPS.find((tab) => tab === value) ?? 'upcoming';
}

/**
 * My Trips: the customer's trips in three groups (upcoming, ongoing, completed). While the live
 * channel is open they are read again when it hints that a trip moved (at most once a second);
 * without it, when the page becomes visible again and every 30 s while it is visible. A refresh
 * keeps the trips on screen; a failed one shows its message above them.
 */
export class TripsPresenter {
  readonly trips: Query<TripsRead>;
  readonly liveRefresh: LiveRefresh;
  /** The route the dialog shows (kept while it closes), and whether the dialog is open. */
  route: RouteMapRoute | null = null;
  routeOpen = false;

  constructor(deps: TripsDeps) {
    this.trips = new Query({
      fetch: async (_, signal) => {
        const groups = await deps.listTrips.execute(signal);
        return { groups, readAt: deps.clock.now() };
      },
      errorMessage: tripsError,
    });
    this.liveRefresh = new LiveRefresh({
      live: deps.live,
      timers: deps.timers,
      topic: { kind: 'trips' },
      refresher: new RefreshTimer({
        timers: deps.timers,
        visibility: deps.visibility,
        everyMs: TRIPS_REFRESH_MS,
        tick: () => void this.load(),
      }),
      read: () => void this.load(),
    });
    makeAutoObservable(
      this,
      { trips: false, liveRefresh: false, route: observableRef },
      { autoBind: true },
    );
  }

  /** Loads now, then keeps the trips fresh while the screen shows. Idempotent. */
  start(): () => void {
    if (!this.liveRefresh.started) {
      this.liveRefresh.start();
      void this.load();
    }
    return this.stop;
  }

  /** Leaving the screen: no more refreshes, and the request on its way is aborted. */
  stop(): void {
    this.liveRefresh.stop();
    this.trips.cancel();
  }

  load(): Promise<void> {
    this.liveRefresh.ran();
    return this.trips.run();
  }

  showRoute(card: TripCardModel): void {
    this.route = card.route;
    this.routeOpen = true;
  }

  closeRoute(): void {
    this.routeOpen = false;
  }

  /** When the trips on screen were read, e.g. 'Updated 14:05'; empty before any arrived. */
  get updatedLabel(): string {
    const read = this.trips.data;
    return read ? `Updated ${timeOfDayOf(read.readAt)}` : '';
  }

  get counts(): Readonly<Record<TripGroup, number>> {
    const groups = this.trips.data?.groups;
    return {
      upcoming: groups?.upcoming.length ?? 0,
      ongoing: groups?.ongoing.length ?? 0,
      completed: groups?.completed.length ?? 0,
    };
  }

  get cards(): Readonly<Record<TripGroup, readonly TripCardModel[]>> {
    const read = this.trips.data;
    if (!read) return { upcoming: [], ongoing: [], completed: [] };
    const card = (trip: Trip) => tripCard(trip, read.readAt);
    return {
      upcoming: read.groups.upcoming.map(card),
      ongoing: read.groups.ongoing.map(card),
      completed: read.groups.completed.map(card),
    };
  }
}

/** The server's message when present, else 'Failed to load trips'. */
function tripsError(error: unknown): string {
  const message = errorMessage('trips', error);
  return message === ERROR_FALLBACKS.trips ? 'Failed to load trips' : message;
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
  /** Upcoming: 'Driver Assigned' or 'Awaiting Driver'. */
  readonly assignment: 'Driver Assigned' | 'Awaiting Driver';
  /** Upcoming badge: 'Ready to start' or 'Pending'. */
  readonly readiness: 'Ready to start' | 'Pending';
  readonly scheduled: string;
  /**
   * Ongoing: how far the trip has come, in whole percent, from the driver's position between
   * pickup and delivery or else from the status; never a fixed half.
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
  /** Both stops, with their addresses, as the card lists them and the route dialog maps them. */
  readonly route: RouteMapRoute;
}

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
    driverName: driver?.name ?? 'Driver TBD',
    phone: driver && phone ? formatUkPhone(phone) : null,
    vehicleType: driver?.vehicleType ?? 'Vehicle TBD',
    rating: driver?.rating ?? null,
    assignment: driver ? 'Driver Assigned' : 'Awaiting Driver',
    readiness: driver ? 'Ready to start' : 'Pending',
    scheduled: formatTripTime(trip.scheduledAt ?? trip.pickup.time, now) ?? 'Not scheduled',
    progressPercent: Math.round(progress.fraction * 100),
    progressBasis: progress.basis,
    eta: arrival ? formatArrival(arrival, now) : null,
    callHref: driver && dial ? `tel:${dial}` : null,
    messageHref: driver && dial ? `sms:${dial}` : null,
    deliveredAt: formatTripTime(trip.delivery.time, now),
    route: {
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
