import { ContainerModule } from 'inversify';
import { GroupTrips } from '../../application/trips/group-trips.use-case';
import { ListTrips } from '../../application/trips/list-trips.use-case';
import { TripsPresenter } from '../../presentation/screens/trips/trips.presenter';
import { Clock } from '../../application/ports/clock.port';
import { LiveUpdates } from '../../application/ports/live-updates.port';
import { PageVisibility } from '../../application/ports/page-visibility.port';
import { Timers } from '../../application/ports/timers.port';
import { TripRepository } from '../../application/ports/trip-repository.port';
import { memoryAdapters, sharedHttpAdapter } from '../modules/adapter-sets';
import type { FeatureModule } from '../feature-loader';

/**
 * My Trips: the presenter over the trips, grouped (the route map is a maps adapter). Its live
 * hints come through the bids feature's channel, one per page (the screen needs that feature).
 */
export default {
  core: new ContainerModule(({ bind }) => {
    bind(TripsPresenter).toResolvedValue(
      (
        trips: TripRepository,
        clock: Clock,
        visibility: PageVisibility,
        timers: Timers,
        live: LiveUpdates,
      ) =>
        new TripsPresenter({
          listTrips: new ListTrips(trips, new GroupTrips()),
          clock,
          visibility,
          timers,
          live,
        }),
      [TripRepository, Clock, PageVisibility, Timers, LiveUpdates],
    );
  }),
  // The trips; over HTTP, their reads are shared between tabs.
  adapters: {
    http: () =>
      Promise.all([
        import('../../infrastructure/http/trips/http-trip-repository'),
        import('../../infrastructure/tabs/shared-reads'),
      ]).then(([{ HttpTripRepository }, { SharedTripRepository }]) =>
        sharedHttpAdapter(
          TripRepository,
          (http) => new HttpTripRepository(http),
          (trips, sharing) => new SharedTripRepository(trips, sharing),
        ),
      ),
    memory: () =>
      import('../../infrastructure/memory/trips/in-memory-trip-repository').then(
        ({ InMemoryTripRepository }) =>
          memoryAdapters((adapter) =>
            adapter(TripRepository, (gateway) => new InMemoryTripRepository(gateway)),
          ),
      ),
  },
} satisfies FeatureModule;
