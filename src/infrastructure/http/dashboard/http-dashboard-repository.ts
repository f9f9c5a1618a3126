import type { AxiosInstance } from 'axios';
import type { DashboardData } from '../../../domain/dashboard/dashboard-overview';
import type { DashboardRepository } from '../../../application/ports/dashboard-repository.port';
import { dashboardFromDto } from './dashboard.serialization';

export class HttpDashboardRepository implements DashboardRepository {
  constructor(private readonly http: AxiosInstance) {}

  async get(): Promise<DashboardData> {
    const { data } = await this.http.get<unknown>('/customer/dashboard');
    return dashboardFromDto(data);
  }
}
