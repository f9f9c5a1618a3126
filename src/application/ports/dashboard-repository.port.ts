import type { DashboardData } from '../../domain/dashboard/dashboard-overview';
import { portKey } from './port-key';

/** The signed-in customer's dashboard: counts, user and photo. */
export interface DashboardRepository {
  get(signal: AbortSignal): Promise<DashboardData>;
}

export const DashboardRepository = portKey<DashboardRepository>('DashboardRepository');
