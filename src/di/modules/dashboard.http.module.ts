import { ContainerModule } from 'inversify';
import type { AxiosInstance } from 'axios';
import { HttpDashboardRepository } from '../../infrastructure/http/dashboard/http-dashboard-repository';
import { HttpClient } from '../tokens';
import { DashboardRepositoryToken } from './dashboard.module';

/** The dashboard's HTTP adapter. */
export const dashboardHttp = new ContainerModule(({ bind }) => {
  bind(DashboardRepositoryToken)
    .toResolvedValue((http: AxiosInstance) => new HttpDashboardRepository(http), [HttpClient])
    .inSingletonScope();
});
