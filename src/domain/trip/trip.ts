import type { MaybeLatLng } from '../shared/geo';

export type TripId = number;

export interface TripStop {
  readonly address: string;
  readonly location: MaybeLatLng;
  /** As sent: an ISO instant, or a time of day of form H:MM (spec §5 display rule). */
  readonly time: string | null;
}

export interface TripDriver {
  readonly name: string;
  readonly phone: string | null;
  readonly rating: number | null;
  readonly vehicleType: string | null;
  readonly avatarUrl: string | null;
}

/** Spec §3 Trip, in the core's language. */
export interface Trip {
  /** Null when the server sent none, or one that is not a positive whole number. */
  readonly id: TripId | null;
  readonly status: string;
  readonly jobStatus: string;
  readonly reference: string;
  readonly scheduledAt: string | null;
  readonly currentLocation: MaybeLatLng | null;
  readonly pickup: TripStop;
  readonly delivery: TripStop;
  /** The first bid's amount (spec §3). */
  readonly price: number | null;
  readonly driver: TripDriver | null;
}

export interface TripGroups {
  readonly upcoming: readonly Trip[];
  readonly ongoing: readonly Trip[];
  readonly completed: readonly Trip[];
}
