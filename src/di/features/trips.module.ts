import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/ports/clock.port';
import type { PageVisibility } from '../../application/ports/page-visibility.port';
import type { Timers } from '../../application/ports/timers.port';
import type { TripRepository } from '../../application/ports/trip-repository.port';
import { GroupTrips } from '../../application/trips/group-trips.use-case';
import { ListTrips } from '../../application/trips/list-trips.use-case';
import { ClockToken, PageVisibilityToken, TimersToken, TripRepositoryToken } from '../tokens';
import { TripsPresenter } from '../../presentation/features/trips/trips.presenter';

/** My Trips: the presenter over the trips, grouped (the route map is a maps adapter). */
export default new ContainerModule(({ bind }) => {
  bind(TripsPresenter).toResolvedValue(
    (trips: TripRepository, clock: Clock, visibility: PageVisibility, timers: Timers) =>
      new TripsPresenter({
        listTrips: new ListTrips(trips, new GroupTrips()),
        clock,
        visibility,
        timers,
      }),
    [TripRepositoryToken, ClockToken, PageVisibilityToken, TimersToken],
  );
});
