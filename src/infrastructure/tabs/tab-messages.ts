import type { LiveStatus } from '../../application/ports/live-updates.port';
import type { LiveEvent } from '../live/live-subscribers';
import { isRecord } from '../../lib/is-record';

/**
 * What the tabs of one user tell each other. Every message names the user: tabs of another user
 * (after a sign-in as someone else elsewhere) pass each other by.
 * - `ask`: a tab starting to listen asks the stream's state;
 * - `status`, `event`: the tab holding the stream hands on its state and each event;
 * - `read-start`, `read-end`: a tab reads a topic from the API, and what it read (`answer`, the
 *   port's own, absent when the read failed), kept by the others for their own read of the same
 *   call (`key`: the port's method and arguments).
 */
export type TabMessage =
  | { readonly kind: 'ask'; readonly user: string }
  | { readonly kind: 'status'; readonly user: string; readonly status: LiveStatus }
  | { readonly kind: 'event'; readonly user: string; readonly event: LiveEvent }
  | {
      readonly kind: 'read-start';
      readonly user: string;
      readonly id: string;
      readonly topic: string;
    }
  | {
      readonly kind: 'read-end';
      readonly user: string;
      readonly id: string;
      readonly topic: string;
      readonly key: string;
      readonly answer?: unknown;
    };

const STATUSES: ReadonlySet<unknown> = new Set(['connecting', 'live', 'unavailable']);
const EVENT_TYPES: ReadonlySet<unknown> = new Set([
  'bid.created',
  'bid.updated',
  'load.updated',
  'trip.updated',
]);

const isText = (value: unknown): value is string => typeof value === 'string';

function isLiveEvent(value: unknown): value is LiveEvent {
  if (!isRecord(value) || !EVENT_TYPES.has(value.type)) return false;
  return value.type === 'trip.updated'
    ? typeof value.tripId === 'number'
    : typeof value.loadId === 'number';
}

/** A message of this portal's tabs, or null for anything else on the channel. */
export function tabMessageOf(value: unknown): TabMessage | null {
  if (!isRecord(value) || !isText(value.user)) return null;
  switch (value.kind) {
    case 'ask':
      return value as TabMessage;
    case 'status':
      return STATUSES.has(value.status) ? (value as TabMessage) : null;
    case 'event':
      return isLiveEvent(value.event) ? (value as TabMessage) : null;
    case 'read-start':
      return isText(value.id) && isText(value.topic) ? (value as TabMessage) : null;
    case 'read-end':
      return isText(value.id) && isText(value.topic) && isText(value.key)
        ? (value as TabMessage)
        : null;
    default:
      return null;
  }
}
