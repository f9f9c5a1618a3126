/** The dashboard's counts and the user's photo. */
export interface DashboardSummary {
  readonly activeJobs: number;
  readonly completed: number;
  readonly userPhotoUrl: string | null;
}
