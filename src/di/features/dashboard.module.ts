import { ContainerModule } from 'inversify';
import type { DashboardRepository } from '../../application/ports/dashboard-repository.port';
import type { LoadRepository } from '../../application/ports/load-repository.port';
import type { SeenBidsStore } from '../../application/ports/seen-bids-store.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import { GetDashboard } from '../../application/dashboard/get-dashboard.use-case';
import { ListActiveLoads } from '../../application/my-loads/list-active-loads.use-case';
import { ListActiveLoadsWithNewBids } from '../../application/my-loads/list-active-loads-with-new-bids';
import {
  DashboardRepositoryToken,
  LoadRepositoryToken,
  SeenBidsStoreToken,
  SessionStoreToken,
} from '../tokens';
import { DashboardPresenter } from '../../presentation/features/dashboard/dashboard.presenter';
import { MyLoadsPresenter } from '../../presentation/features/my-loads/my-loads.presenter';

/**
 * The dashboard and My Active Loads, both over the active loads, each with the bids not seen yet
 * on Select a Bid.
 */
export default new ContainerModule(({ bind }) => {
  const activeLoads = (loads: LoadRepository, seen: SeenBidsStore) =>
    new ListActiveLoadsWithNewBids(new ListActiveLoads(loads), seen);
  bind(DashboardPresenter).toResolvedValue(
    (
      dashboard: DashboardRepository,
      loads: LoadRepository,
      session: SessionStore,
      seen: SeenBidsStore,
    ) => new DashboardPresenter(new GetDashboard(dashboard), activeLoads(loads, seen), session),
    [DashboardRepositoryToken, LoadRepositoryToken, SessionStoreToken, SeenBidsStoreToken],
  );
  bind(MyLoadsPresenter).toResolvedValue(
    (loads: LoadRepository, seen: SeenBidsStore) => new MyLoadsPresenter(activeLoads(loads, seen)),
    [LoadRepositoryToken, SeenBidsStoreToken],
  );
});
