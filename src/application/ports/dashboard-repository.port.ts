import type { DashboardData } from '../../domain/dashboard/dashboard-overview';

/** Spec §7 GET customer/dashboard: the signed-in customer's counts, user and photo. */
export interface DashboardRepository {
  get(): Promise<DashboardData>;
}
