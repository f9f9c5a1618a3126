import type { TripGroups } from '../../domain/trip/trip';
import type { TripRepository } from '../ports/trip-repository.port';
import type { GroupTrips } from './group-trips.use-case';

/** The customer's trips (spec §7 customer/my-trips), grouped by the spec §4 rules. */
export class ListTrips {
  constructor(
    private readonly trips: TripRepository,
    private readonly group: GroupTrips,
  ) {}

  async execute(): Promise<TripGroups> {
    return this.group.execute(await this.trips.list());
  }
}
