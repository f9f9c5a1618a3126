import { ContainerModule } from 'inversify';
import { ListActiveLoadsWithNewBids } from '../../application/my-loads/list-active-loads-with-new-bids';
import { DashboardPresenter } from '../../presentation/screens/dashboard/dashboard.presenter';
import { MyLoadsPresenter } from '../../presentation/screens/my-loads/my-loads.presenter';
import { DashboardRepository } from '../../application/ports/dashboard-repository.port';
import { LiveUpdates } from '../../application/ports/live-updates.port';
import { LoadRepository } from '../../application/ports/load-repository.port';
import { SeenBidsStore } from '../../application/ports/seen-bids-store.port';
import { SessionStore } from '../../application/ports/session-store.port';
import { Timers } from '../../application/ports/timers.port';
import { httpAdapters, memoryAdapters } from '../modules/adapter-sets';
import type { FeatureModule } from '../feature-loader';

/**
 * The dashboard and My Active Loads, both over the active loads, each with the bids not seen yet
 * on Select a Bid. Their live hints come through the bids feature's channel, one per page (the
 * screens need that feature).
 */
export default {
  core: new ContainerModule(({ bind }) => {
    const activeLoads = (loads: LoadRepository, seen: SeenBidsStore) =>
      new ListActiveLoadsWithNewBids(loads, seen);
    bind(DashboardPresenter).toResolvedValue(
      (
        dashboard: DashboardRepository,
        loads: LoadRepository,
        session: SessionStore,
        seen: SeenBidsStore,
        live: LiveUpdates,
        timers: Timers,
      ) =>
        new DashboardPresenter(dashboard, activeLoads(loads, seen), loads, session, live, timers),
      [DashboardRepository, LoadRepository, SessionStore, SeenBidsStore, LiveUpdates, Timers],
    );
    bind(MyLoadsPresenter).toResolvedValue(
      (loads: LoadRepository, seen: SeenBidsStore, live: LiveUpdates, timers: Timers) =>
        new MyLoadsPresenter(activeLoads(loads, seen), live, timers),
      [LoadRepository, SeenBidsStore, LiveUpdates, Timers],
    );
  }),
  // The dashboard's figures.
  adapters: {
    http: () =>
      import('../../infrastructure/http/dashboard/http-dashboard-repository').then(
        ({ HttpDashboardRepository }) =>
          httpAdapters((adapter) =>
            adapter(DashboardRepository, (http) => new HttpDashboardRepository(http)),
          ),
      ),
    memory: () =>
      import('../../infrastructure/memory/dashboard/in-memory-dashboard-repository').then(
        ({ InMemoryDashboardRepository }) =>
          memoryAdapters((adapter) =>
            adapter(DashboardRepository, (gateway) => new InMemoryDashboardRepository(gateway)),
          ),
      ),
  },
} satisfies FeatureModule;
