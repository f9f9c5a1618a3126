import type { DashboardData } from '../../../domain/dashboard/dashboard-overview';
import { AppError } from '../../../domain/shared/app-error';
import { isRecord } from '../../../lib/is-record';
import { at, num, str, type Dto } from '../dto';
import type { FileUrl } from '../file-url';
import { userFromDto } from '../user.serialization';

/**
 * The dashboard's data: active_jobs, completed, user, user_photo, at the top level or under
 * `data`. A count may come as a number, a numeric string or the list itself (its length); a body
 * without both counts is malformed.
 */
export function dashboardFromDto(value: unknown, fileUrl: FileUrl): DashboardData {
  const nested = at(value, 'data');
  const body = isRecord(nested) ? nested : value;
  if (!isRecord(body)) throw AppError.server();
  const user = isRecord(body.user) ? userFromDto(body.user, fileUrl) : null;
  return {
    activeJobs: count(body, 'active_jobs'),
    completed: count(body, 'completed'),
    user,
    userPhotoUrl: fileUrl(str(body, 'user_photo')) ?? user?.photoUrl ?? null,
  };
}

function count(body: Dto, key: string): number {
  const value = body[key];
  if (Array.isArray(value)) return value.length;
  const n = num(body, key);
  if (n === null || n < 0 || !Number.isInteger(n)) throw AppError.server();
  return n;
}
