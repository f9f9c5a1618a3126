import { HttpDashboardRepository } from '../../infrastructure/http/dashboard/http-dashboard-repository';
import { httpAdapters } from '../modules/shared-http.module';
import { DashboardRepositoryToken } from '../tokens';

/** The dashboard's figures over the API. */
export default httpAdapters((adapter) => {
  adapter(DashboardRepositoryToken, (http) => new HttpDashboardRepository(http));
});
