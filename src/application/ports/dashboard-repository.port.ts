import type { DashboardData } from '../../domain/dashboard/dashboard-overview';

/** The signed-in customer's dashboard: counts, user and photo. */
export interface DashboardRepository {
  get(): Promise<DashboardData>;
}
