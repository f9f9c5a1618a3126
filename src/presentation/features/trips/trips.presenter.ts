import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../../application/ports/clock.port';
import type { ListTrips } from '../../../application/trips/list-trips.use-case';
import { ERROR_FALLBACKS, errorMessage } from '../../../domain/shared/error-catalogue';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { TripGroups } from '../../../domain/trip/trip';
import { TRIP_GROUPS, type TripGroup } from '../../../domain/trip/trip-grouping';
import type { PageVisibility } from '../../../application/ports/page-visibility.port';
import { tripCard, type TripCardModel } from './trip-card.view-model';
import { dateTimeFormat } from '../../../domain/shared/intl-format';

export type TripTab = TripGroup;
export const TRIP_TABS = TRIP_GROUPS;

/** Spec §2.9: the trips screen says 'Failed to load trips' when the server sends no message. */
export const TRIPS_LOAD_FAILED = 'Failed to load trips';
/** The demo trips move: the list refreshes this often while the page is visible. */
export const TRIPS_REFRESH_MS = 30_000;

const timeFormat = dateTimeFormat({ hour: '2-digit', minute: '2-digit' });

const NO_TRIPS: TripGroups = { upcoming: [], ongoing: [], completed: [] };

/** The tab a `?tab=` value names; Upcoming when it names none. */
export function tripTabFrom(value: string | null | undefined): TripTab {
  return TRIP_TABS.find((tab) => tab === value) ?? 'upcoming';
}

/**
 * My Trips (spec §2.9): loads the trips, grouped by the spec §4 rules, and refreshes them when
 * the page becomes visible again and every 30 s while it is visible. A refresh keeps the trips
 * on screen; a failed one shows its message above them.
 */
export class TripsPresenter {
  status: RequestStatus = IDLE;
  groups: TripGroups = NO_TRIPS;
  loaded = false;
  /** The time the trips were read at, for arrival estimates. */
  readAt: Date;
  private requestSeq = 0;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly listTrips: ListTrips,
    private readonly clock: Clock,
    private readonly visibility: PageVisibility,
  ) {
    this.readAt = clock.now();
    makeAutoObservable<this, 'listTrips' | 'clock' | 'visibility' | 'requestSeq' | 'stopWatching'>(
      this,
      { listTrips: false, clock: false, visibility: false, requestSeq: false, stopWatching: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.status.kind === 'loading';
  }

  /** 'Loading trips…' shows only before the first answer; refreshes keep the list on screen. */
  get showLoading(): boolean {
    return !this.loaded && this.status.kind !== 'failed';
  }

  /** When the trips on screen were read, e.g. 'Updated 14:05'. */
  get updatedLabel(): string {
    return `Updated ${timeFormat().format(this.readAt)}`;
  }

  get error(): string | null {
    return this.status.kind === 'failed' ? this.status.message : null;
  }

  get counts(): Readonly<Record<TripTab, number>> {
    return {
      upcoming: this.groups.upcoming.length,
      ongoing: this.groups.ongoing.length,
      completed: this.groups.completed.length,
    };
  }

  get cards(): Readonly<Record<TripTab, readonly TripCardModel[]>> {
    const now = this.readAt;
    return {
      upcoming: this.groups.upcoming.map((t) => tripCard(t, now)),
      ongoing: this.groups.ongoing.map((t) => tripCard(t, now)),
      completed: this.groups.completed.map((t) => tripCard(t, now)),
    };
  }

  /** Loads now, then refreshes on visibility and every 30 s while visible. Idempotent. */
  start(): () => void {
    if (!this.stopWatching) {
      let timer: ReturnType<typeof setInterval> | null = null;
      const tick = () => {
        if (timer === null) timer = setInterval(() => void this.load(), TRIPS_REFRESH_MS);
      };
      const pause = () => {
        if (timer !== null) clearInterval(timer);
        timer = null;
      };
      const unsubscribe = this.visibility.subscribe((visible) => {
        if (!visible) return pause();
        void this.load();
        tick();
      });
      if (this.visibility.isVisible()) tick();
      this.stopWatching = () => {
        unsubscribe();
        pause();
      };
      void this.load();
    }
    return this.stop;
  }

  stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    // An answer arriving after the screen left is dropped.
    this.requestSeq += 1;
  }

  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    this.status = LOADING;
    try {
      const groups = await this.listTrips.execute();
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.groups = groups;
        this.readAt = this.clock.now();
        this.loaded = true;
        this.status = SUCCEEDED;
      });
    } catch (error) {
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.status = failed(tripsError(error));
      });
    }
  }
}

/** The server's message when present, else 'Failed to load trips' (spec §2.9, §8). */
function tripsError(error: unknown): string {
  const message = errorMessage('trips', error);
  return message === ERROR_FALLBACKS.trips ? TRIPS_LOAD_FAILED : message;
}
