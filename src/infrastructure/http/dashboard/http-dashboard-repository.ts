import type { AxiosInstance } from 'axios';
import type { DashboardData } from '../../../domain/dashboard/dashboard-overview';
import type { DashboardRepository } from '../../../application/ports/dashboard-repository.port';
import { apiFileUrl, type FileUrl } from '../file-url';
import { dashboardFromDto } from './dashboard.serialization';

export class HttpDashboardRepository implements DashboardRepository {
  private readonly fileUrl: FileUrl;

  constructor(private readonly http: AxiosInstance) {
    this.fileUrl = apiFileUrl(http);
  }

  async get(signal: AbortSignal): Promise<DashboardData> {
    const { data } = await this.http.get<unknown>('/customer/dashboard', { signal });
    return dashboardFromDto(data, this.fileUrl);
  }
}
