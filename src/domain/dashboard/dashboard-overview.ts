import type { User } from '../auth/user';
import type { Load } from '../load/load';
import { sortLoads } from '../load/active-load-list';
import type { DashboardSummary } from './dashboard';

/** The dashboard's data: the summary plus the `user` the call returns (null when absent). */
export interface DashboardData extends DashboardSummary {
  readonly user: User | null;
}

export const DASHBOARD_LOAD_PREVIEW = 3;

/** The newest active loads, at most three, for the My Active Loads card. */
export function dashboardLoadPreview(loads: readonly Load[]): Load[] {
  return sortLoads(loads, 'newest').slice(0, DASHBOARD_LOAD_PREVIEW);
}
