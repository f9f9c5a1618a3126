import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { LoadRepository } from '../../application/ports/load-repository.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { GetDashboard } from '../../application/dashboard/get-dashboard.use-case';
import { ListActiveLoads } from '../../application/my-loads/list-active-loads.use-case';
import type { DashboardRepository } from '../../application/ports/dashboard-repository.port';
import { HttpDashboardRepository } from '../../infrastructure/http/dashboard/http-dashboard-repository';
import { InMemoryDashboardRepository } from '../../infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { DashboardPresenter } from '../../presentation/features/dashboard/dashboard.presenter';
import { MyLoadsPresenter } from '../../presentation/features/my-loads/my-loads.presenter';
import { HttpClient, LoadRepositoryToken, SessionStoreToken } from '../tokens';
import type { FeatureModules } from './feature-module';
import { DemoGatewayToken } from './shared.module';

export const DashboardRepositoryToken: ServiceIdentifier<DashboardRepository> =
  Symbol('DashboardRepository');
export const GetDashboardToken: ServiceIdentifier<GetDashboard> = Symbol('GetDashboard');
export const ListActiveLoadsToken: ServiceIdentifier<ListActiveLoads> = Symbol('ListActiveLoads');
export const DashboardPresenterToken: ServiceIdentifier<DashboardPresenter> =
  Symbol('DashboardPresenter');
export const MyLoadsPresenterToken: ServiceIdentifier<MyLoadsPresenter> =
  Symbol('MyLoadsPresenter');

/** The dashboard and My Active Loads bindings (spec §2.5, §2.6). */
export const dashboardFeature: FeatureModules = {
  name: 'dashboard',
  core: new ContainerModule(({ bind }) => {
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
  }),
  http: new ContainerModule(({ bind }) => {
    bind(DashboardRepositoryToken)
      .toResolvedValue((http: AxiosInstance) => new HttpDashboardRepository(http), [HttpClient])
      .inSingletonScope();
  }),
  memory: new ContainerModule(({ bind }) => {
    bind(DashboardRepositoryToken)
      .toResolvedValue(
        (gateway: DemoGateway) => new InMemoryDashboardRepository(gateway),
        [DemoGatewayToken],
      )
      .inSingletonScope();
  }),
  roots: [DashboardPresenterToken, MyLoadsPresenterToken],
};
