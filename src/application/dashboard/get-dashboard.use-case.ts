import type { DashboardData } from '../../domain/dashboard/dashboard-overview';
import type { DashboardRepository } from '../ports/dashboard-repository.port';

/** The dashboard's stat cards (Active Jobs, Completed) and the user they belong to. */
export class GetDashboard {
  constructor(private readonly dashboard: DashboardRepository) {}

  execute(signal?: AbortSignal): Promise<DashboardData> {
    return this.dashboard.get(signal);
  }
}
