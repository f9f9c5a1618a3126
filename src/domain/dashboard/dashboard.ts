/** Spec §3 Dashboard data. */
export interface DashboardSummary {
  readonly activeJobs: number;
  readonly completed: number;
  readonly userPhotoUrl: string | null;
}
