import { InMemoryDashboardRepository } from '../../infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { memoryAdapters } from '../modules/adapter-sets';
import { DashboardRepository } from '../../application/ports/dashboard-repository.port';

/** The dashboard's figures over the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(DashboardRepository, (gateway) => new InMemoryDashboardRepository(gateway));
});
