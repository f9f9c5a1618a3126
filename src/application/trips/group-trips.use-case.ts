import type { TripGroups } from '../../domain/trip/trip';
import { groupTrips } from '../../domain/trip/trip-grouping';

/** Spec §4: trips are grouped on the client, whatever group the server sent them in. */
export class GroupTrips {
  execute(received: TripGroups): TripGroups {
    return groupTrips(received);
  }
}
