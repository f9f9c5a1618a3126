import type { TripGroups } from '../../domain/trip/trip';
import type { TripRepository } from '../ports/trip-repository.port';
import type { GroupTrips } from './group-trips.use-case';

/** The customer's trips (customer/my-trips), regrouped by their statuses on the client. */
export class ListTrips {
  constructor(
    private readonly trips: TripRepository,
    private readonly group: GroupTrips,
  ) {}

  async execute(signal: AbortSignal): Promise<TripGroups> {
    return this.group.execute(await this.trips.list(signal));
  }
}
