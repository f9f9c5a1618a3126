import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/ports/clock.port';
import type { TripRepository } from '../../application/ports/trip-repository.port';
import { GroupTrips } from '../../application/trips/group-trips.use-case';
import { ListTrips } from '../../application/trips/list-trips.use-case';
import { documentVisibility } from '../../presentation/app/page-visibility';
import { TripsPresenter } from '../../presentation/features/trips/trips.presenter';
import { TripsPresenterToken } from '../../presentation/tokens';
import { ClockToken, TripRepositoryToken } from '../tokens';

/** My Trips: the presenter over the trips, grouped (the route map is a maps adapter). */
export default new ContainerModule(({ bind }) => {
  bind(TripsPresenterToken).toResolvedValue(
    (trips: TripRepository, clock: Clock) =>
      new TripsPresenter(new ListTrips(trips, new GroupTrips()), clock, documentVisibility),
    [TripRepositoryToken, ClockToken],
  );
});
