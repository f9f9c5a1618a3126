import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Clock } from '../../application/ports/clock.port';
import type { TripRepository } from '../../application/ports/trip-repository.port';
import { GroupTrips } from '../../application/trips/group-trips.use-case';
import { ListTrips } from '../../application/trips/list-trips.use-case';
import {
  documentVisibility,
  type PageVisibility,
} from '../../presentation/app/page-visibility';
import { TripsPresenter } from '../../presentation/features/trips/trips.presenter';
import { ClockToken } from '../tokens';

export const TripRepositoryToken: ServiceIdentifier<TripRepository> = Symbol('TripRepository');
export const GroupTripsToken: ServiceIdentifier<GroupTrips> = Symbol('GroupTrips');
export const ListTripsToken: ServiceIdentifier<ListTrips> = Symbol('ListTrips');
export const PageVisibilityToken: ServiceIdentifier<PageVisibility> = Symbol('PageVisibility');
export const TripsPresenterToken: ServiceIdentifier<TripsPresenter> = Symbol('TripsPresenter');
/** The trips feature's core: My Trips (the trip repository is per mode; the route map is a maps adapter). */
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
});

export const tripsRoots: readonly ServiceIdentifier[] = [TripsPresenterToken];
