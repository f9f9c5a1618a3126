import { uniqueById } from '../shared/record-key';
import type { Trip, TripGroups } from './trip';

export type TripGroup = keyof TripGroups;

export const TRIP_GROUPS: readonly TripGroup[] = ['upcoming', 'ongoing', 'completed'];

const COMPLETED = ['completed', 'delivered'] as const;
const MOVING_JOB_STATUSES: readonly string[] = [
  'in_progress',
  'picked_up',
  'en_route',
  'in_transit',
];
const MOVING_STATUSES: readonly string[] = ['in_progress', 'picked_up'];

/** Status values compare trimmed and case-insensitively ("Delivered", " en_route "). */
function normalise(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/**
 * A trip's group, decided on the client whatever group the server sent it in:
 * - completed: job_status is completed or delivered, or status contains completed or delivered;
 * - ongoing: not completed, and job_status is in_progress, picked_up, en_route or in_transit, or
 *   status is in_progress or picked_up;
 * - upcoming: everything else.
 */
export function tripGroupOf(
  status: string | null | undefined,
  jobStatus: string | null | undefined,
): TripGroup {
  const s = normalise(status);
  const j = normalise(jobStatus);
  if (COMPLETED.some((word) => j === word || s.includes(word))) return 'completed';
  if (MOVING_JOB_STATUSES.includes(j) || MOVING_STATUSES.includes(s)) return 'ongoing';
  return 'upcoming';
}

/**
 * Regroups the server's groups by `tripGroupOf`. Order is kept as received (upcoming, ongoing,
 * completed, each in server order); a trip sent in more than one group counts once, where it
 * first appears.
 */
export function groupTrips(received: TripGroups): TripGroups {
  const groups: Record<TripGroup, Trip[]> = { upcoming: [], ongoing: [], completed: [] };
  for (const trip of uniqueById([...received.upcoming, ...received.ongoing, ...received.completed]))
    groups[tripGroupOf(trip.status, trip.jobStatus)].push(trip);
  return groups;
}
