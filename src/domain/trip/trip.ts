import type { BidId } from '../bid/bid';
import type { MaybeLatLng } from '../shared/geo';

export type TripId = number;

export interface TripStop {
  readonly address: string;
  readonly location: MaybeLatLng;
  /** As sent: an ISO instant, or a time of day of form H:MM, which means today. */
  readonly time: string | null;
}

export interface TripDriver {
  readonly name: string;
  readonly phone: string | null;
  readonly rating: number | null;
  readonly vehicleType: string | null;
  readonly avatarUrl: string | null;
}

/** A trip: an assigned load followed from pickup to delivery, in the core's language. */
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
  /** The first bid's amount: what the trip costs. */
  readonly price: number | null;
  /** The accepted bid the trip came from (the first bid's id), when the server names it. */
  readonly bidId: BidId | null;
  readonly driver: TripDriver | null;
}

export interface TripGroups {
  readonly upcoming: readonly Trip[];
  readonly ongoing: readonly Trip[];
  readonly completed: readonly Trip[];
}
