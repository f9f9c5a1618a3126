import type { DashboardData } from '../../src/domain/dashboard/dashboard-overview';
import { photoLink, userToDto } from '../auth/auth.dto';
import type { FileLinks } from '../files/file-store';

/** GET customer/dashboard answers active_jobs, completed, user and user_photo at the top level. */
export function dashboardToDto(data: DashboardData, files: FileLinks) {
  return {
    active_jobs: data.activeJobs,
    completed: data.completed,
    user: data.user ? userToDto(data.user, files) : null,
    user_photo: photoLink(data.userPhotoUrl, files),
  };
}
