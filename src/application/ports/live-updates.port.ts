import type { LoadId } from '../../domain/load/load';
import { portKey } from './port-key';

/** What a subscriber wants to hear about: one load's bids, the shipper's loads, or their trips. */
export type LiveTopic =
  | { readonly kind: 'bids'; readonly loadId: LoadId }
  | { readonly kind: 'loads' }
  | { readonly kind: 'trips' };

/**
 * The state of the channel: `connecting` until it first opens and while it is down between
 * tries, `live` while it is open, `unavailable` once the server has said it has no live updates
 * (for the rest of the page's life).
 */
export type LiveStatus = 'connecting' | 'live' | 'unavailable';

/**
 * What a subscriber hears. A change carries no data: it is a hint to read again through the calls
 * the screen already makes. `status` comes whenever the channel's state changes; when it becomes
 * `live` again after being down, changes may have been missed, so the subscriber reads once more.
 */
export type LiveSignal =
  { readonly kind: 'changed' } | { readonly kind: 'status'; readonly status: LiveStatus };

/** Hints that the server's data changed, so a screen reads again without waiting for its timer. */
export interface LiveUpdates {
  /** The channel's state now, for a subscriber deciding whether to keep its own timer. */
  status(): LiveStatus;
  /** Hears `topic`'s changes and the channel's state; returns the unsubscriber. */
  subscribe(topic: LiveTopic, listener: (signal: LiveSignal) => void): () => void;
}

export const LiveUpdates = portKey<LiveUpdates>('LiveUpdates');
