import { HttpDashboardRepository } from '../../infrastructure/http/dashboard/http-dashboard-repository';
import { httpAdapters } from '../modules/adapter-sets';
import { DashboardRepository } from '../../application/ports/dashboard-repository.port';

/** The dashboard's figures over the API. */
export default httpAdapters((adapter) => {
  adapter(DashboardRepository, (http) => new HttpDashboardRepository(http));
});
