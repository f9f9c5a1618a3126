import type { TripGroups } from '../../domain/trip/trip';

/** Spec §7: customer/my-trips. The groups are as the server sent them (regroup with GroupTrips). */
export interface TripRepository {
  list(): Promise<TripGroups>;
}
