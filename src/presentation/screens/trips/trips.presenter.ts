import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../../application/ports/clock.port';
import type { LiveUpdates } from '../../../application/ports/live-updates.port';
import type { PageVisibility } from '../../../application/ports/page-visibility.port';
import type { Timers } from '../../../application/ports/timers.port';
import type { ListTrips } from '../../../application/trips/list-trips.use-case';
import { timeOfDayOf } from '../../../domain/shared/date-time';
import { ERROR_FALLBACKS, errorMessage } from '../../../domain/shared/error-catalogue';
import type { Trip, TripGroups } from '../../../domain/trip/trip';
import { TRIP_GROUPS, type TripGroup } from '../../../domain/trip/trip-grouping';
import { LiveRefresh } from '../../async/live-refresh';
import { Query } from '../../async/query';
import { RefreshTimer } from '../../async/refresh-timer';
import { tripCard, type TripCardModel } from './trip-card.view-model';

export type TripTab = TripGroup;
export const TRIP_TABS = TRIP_GROUPS;

/** What the trips screen says when the server sends no message of its own. */
export const TRIPS_LOAD_FAILED = 'Failed to load trips';
/** Without live updates, the list refreshes this often while the page is visible (trips move). */
export const TRIPS_REFRESH_MS = 30_000;

const NO_TRIPS: TripGroups = { upcoming: [], ongoing: [], completed: [] };

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
export function tripTabFrom(value: string | null | undefined): TripTab {
  return TRIP_TABS.find((tab) => tab === value) ?? 'upcoming';
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
    makeAutoObservable(this, { trips: false, liveRefresh: false }, { autoBind: true });
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

  /** When the trips on screen were read, e.g. 'Updated 14:05'; empty before any arrived. */
  get updatedLabel(): string {
    const read = this.trips.data;
    return read ? `Updated ${timeOfDayOf(read.readAt)}` : '';
  }

  private get groups(): TripGroups {
    return this.trips.data?.groups ?? NO_TRIPS;
  }

  get counts(): Readonly<Record<TripTab, number>> {
    const groups = this.groups;
    return {
      upcoming: groups.upcoming.length,
      ongoing: groups.ongoing.length,
      completed: groups.completed.length,
    };
  }

  get cards(): Readonly<Record<TripTab, readonly TripCardModel[]>> {
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
  return message === ERROR_FALLBACKS.trips ? TRIPS_LOAD_FAILED : message;
}
