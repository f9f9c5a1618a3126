import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { LoadRepository } from '../../application/ports/load-repository.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import { GetDashboard } from '../../application/dashboard/get-dashboard.use-case';
import { ListActiveLoads } from '../../application/my-loads/list-active-loads.use-case';
import type { DashboardRepository } from '../../application/ports/dashboard-repository.port';
import { DashboardPresenter } from '../../presentation/features/dashboard/dashboard.presenter';
import { MyLoadsPresenter } from '../../presentation/features/my-loads/my-loads.presenter';
import { LoadRepositoryToken, SessionStoreToken } from '../tokens';

export const DashboardRepositoryToken: ServiceIdentifier<DashboardRepository> =
  Symbol('DashboardRepository');
export const GetDashboardToken: ServiceIdentifier<GetDashboard> = Symbol('GetDashboard');
export const ListActiveLoadsToken: ServiceIdentifier<ListActiveLoads> = Symbol('ListActiveLoads');
export const DashboardPresenterToken: ServiceIdentifier<DashboardPresenter> =
  Symbol('DashboardPresenter');
export const MyLoadsPresenterToken: ServiceIdentifier<MyLoadsPresenter> =
  Symbol('MyLoadsPresenter');

/** The dashboard and My Active Loads use cases and presenters (spec §2.5, §2.6). */
export const dashboardCore = new ContainerModule(({ bind }) => {
  bind(GetDashboardToken).toResolvedValue(
    (repo: DashboardRepository) => new GetDashboard(repo),
    [DashboardRepositoryToken],
  );
  bind(ListActiveLoadsToken).toResolvedValue(
    (loads: LoadRepository) => new ListActiveLoads(loads),
    [LoadRepositoryToken],
  );
  bind(DashboardPresenterToken).toResolvedValue(
    (getDashboard: GetDashboard, listActiveLoads: ListActiveLoads, session: SessionStore) =>
      new DashboardPresenter(getDashboard, listActiveLoads, session),
    [GetDashboardToken, ListActiveLoadsToken, SessionStoreToken],
  );
  bind(MyLoadsPresenterToken).toResolvedValue(
    (listActiveLoads: ListActiveLoads) => new MyLoadsPresenter(listActiveLoads),
    [ListActiveLoadsToken],
  );
});

export const dashboardRoots: readonly ServiceIdentifier[] = [
  DashboardPresenterToken,
  MyLoadsPresenterToken,
];
