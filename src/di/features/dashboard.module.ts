import { ContainerModule } from 'inversify';
import type { DashboardRepository } from '../../application/ports/dashboard-repository.port';
import type { LoadRepository } from '../../application/ports/load-repository.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import { GetDashboard } from '../../application/dashboard/get-dashboard.use-case';
import { ListActiveLoads } from '../../application/my-loads/list-active-loads.use-case';
import { DashboardPresenter } from '../../presentation/features/dashboard/dashboard.presenter';
import { MyLoadsPresenter } from '../../presentation/features/my-loads/my-loads.presenter';
import { DashboardPresenterToken, MyLoadsPresenterToken } from '../../presentation/tokens';
import { DashboardRepositoryToken, LoadRepositoryToken, SessionStoreToken } from '../tokens';

/** The dashboard and My Active Loads, both over the active loads. */
export default new ContainerModule(({ bind }) => {
  bind(DashboardPresenterToken).toResolvedValue(
    (dashboard: DashboardRepository, loads: LoadRepository, session: SessionStore) =>
      new DashboardPresenter(new GetDashboard(dashboard), new ListActiveLoads(loads), session),
    [DashboardRepositoryToken, LoadRepositoryToken, SessionStoreToken],
  );
  bind(MyLoadsPresenterToken).toResolvedValue(
    (loads: LoadRepository) => new MyLoadsPresenter(new ListActiveLoads(loads)),
    [LoadRepositoryToken],
  );
});
