import { ContainerModule } from 'inversify';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { InMemoryDashboardRepository } from '../../infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { DemoGatewayToken } from '../tokens';
import { DashboardRepositoryToken } from './dashboard.module';

/** The dashboard's in-memory adapter over the demo marketplace. */
export const dashboardMemory = new ContainerModule(({ bind }) => {
  bind(DashboardRepositoryToken)
    .toResolvedValue(
      (gateway: DemoGateway) => new InMemoryDashboardRepository(gateway),
      [DemoGatewayToken],
    )
    .inSingletonScope();
});
