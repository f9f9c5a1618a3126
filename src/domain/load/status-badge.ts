/** Colour family of a status badge; views map it to the theme. Text is always shown too. */
export type StatusTone = 'success' | 'info' | 'assigned' | 'error' | 'warning';

export interface StatusBadge {
  readonly label: string;
  readonly tone: StatusTone;
}

const BADGES: Record<string, StatusBadge> = {
  completed: { label: 'Completed', tone: 'success' },
  delivered: { label: 'Completed', tone: 'success' },
  in_progress: { label: 'In Progress', tone: 'info' },
  picked_up: { label: 'In Progress', tone: 'info' },
  en_route: { label: 'In Progress', tone: 'info' },
  in_transit: { label: 'In Progress', tone: 'info' },
  assigned: { label: 'Assigned', tone: 'assigned' },
  cancelled: { label: 'Cancelled', tone: 'error' },
  canceled: { label: 'Cancelled', tone: 'error' },
  pending: { label: 'Pending', tone: 'warning' },
};

/**
 * A status's badge: completed green, in progress blue, assigned purple, cancelled red, pending
 * yellow; an unknown status shows Pending.
 */
export function statusBadge(status: string | null | undefined): StatusBadge {
  const key = (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return BADGES[key] ?? { label: 'Pending', tone: 'warning' };
}
