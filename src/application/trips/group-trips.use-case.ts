import type { TripGroups } from '../../domain/trip/trip';
import { groupTrips } from '../../domain/trip/trip-grouping';

/** Trips are grouped on the client by their statuses, whatever group the server sent them in. */
export class GroupTrips {
  execute(received: TripGroups): TripGroups {
    return groupTrips(received);
  }
}
