import { InMemoryDashboardRepository } from '../../infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { memoryAdapters } from '../modules/shared-memory.module';
import { DashboardRepositoryToken } from '../tokens';

/** The dashboard's figures over the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(DashboardRepositoryToken, (gateway) => new InMemoryDashboardRepository(gateway));
});
