import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Clock } from '../../application/ports/clock.port';
import type { RouteMap, RouteMapLoader } from '../../application/ports/route-map.port';
import type { TripRepository } from '../../application/ports/trip-repository.port';
import { GroupTrips } from '../../application/trips/group-trips.use-case';
import { ListTrips } from '../../application/trips/list-trips.use-case';
import type { AppConfig } from '../../infrastructure/config/app-config';
import {
  documentVisibility,
  type PageVisibility,
} from '../../presentation/app/page-visibility';
import { TripsPresenter } from '../../presentation/features/trips/trips.presenter';
import { AppConfigToken, ClockToken } from '../tokens';

export const TripRepositoryToken: ServiceIdentifier<TripRepository> = Symbol('TripRepository');
export const GroupTripsToken: ServiceIdentifier<GroupTrips> = Symbol('GroupTrips');
export const ListTripsToken: ServiceIdentifier<ListTrips> = Symbol('ListTrips');
export const PageVisibilityToken: ServiceIdentifier<PageVisibility> = Symbol('PageVisibility');
export const TripsPresenterToken: ServiceIdentifier<TripsPresenter> = Symbol('TripsPresenter');
/** The route preview map (Google with a key, the offline sketch without), loaded when first asked. */
export const RouteMapLoaderToken: ServiceIdentifier<RouteMapLoader> = Symbol('RouteMapLoader');

/**
 * Decisions M2: the map adapter the configuration picks. Each adapter is its own chunk, loaded
 * the first time a route dialog opens (issue 8), then reused.
 */
export function routeMapLoader(mapsApiKey: string | null): RouteMapLoader {
  let loading: Promise<RouteMap> | null = null;
  const load = (): Promise<RouteMap> =>
    mapsApiKey
      ? import('../../infrastructure/maps/google/google-route-map').then(
          (m) => new m.GoogleRouteMap(mapsApiKey),
        )
      : import('../../presentation/components/route-map/offline-route-map').then(
          (m) => new m.OfflineRouteMap(),
        );
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk load may be retried
      throw error;
    });
    return loading;
  };
}

/** The trips feature's core: My Trips and the route map (the trip repository is per mode). */
export const tripsCore = new ContainerModule(({ bind }) => {
  bind(GroupTripsToken)
    .toResolvedValue(() => new GroupTrips())
    .inSingletonScope();
  bind(ListTripsToken).toResolvedValue(
    (trips: TripRepository, group: GroupTrips) => new ListTrips(trips, group),
    [TripRepositoryToken, GroupTripsToken],
  );
  bind(PageVisibilityToken).toConstantValue(documentVisibility);
  bind(TripsPresenterToken).toResolvedValue(
    (list: ListTrips, clock: Clock, visibility: PageVisibility) =>
      new TripsPresenter(list, clock, visibility),
    [ListTripsToken, ClockToken, PageVisibilityToken],
  );
  bind(RouteMapLoaderToken)
    .toResolvedValue((config: AppConfig) => routeMapLoader(config.mapsApiKey), [AppConfigToken])
    .inSingletonScope();
});

export const tripsRoots: readonly ServiceIdentifier[] = [TripsPresenterToken, RouteMapLoaderToken];
