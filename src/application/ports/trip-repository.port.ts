import type { TripGroups } from '../../domain/trip/trip';
import { portKey } from './port-key';

/** The customer's trips, in the groups the server sent them in (regroup with GroupTrips). */
export interface TripRepository {
  list(signal: AbortSignal): Promise<TripGroups>;
}

export const TripRepository = portKey<TripRepository>('TripRepository');
