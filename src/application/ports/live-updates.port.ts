import type { LoadId } from '../../domain/load/load';
import { portKey } from './port-key';

/** What a subscriber wants to hear about: one load's bids, the shipper's loads, or their trips. */
export type LiveTopic =
  | { readonly kind: 'bids'; readonly loadId: LoadId }
  | { readonly kind: 'loads' }
  | { readonly kind: 'trips' };

/**
 * How a topic's changes reach a subscriber now:
 * - `live`: they come by themselves, with a hint: the API's event stream is open, or (where the
 *   API has no events) another tab of this browser reads the topic on its timer and hands on
 *   what it read. The subscriber's own timer rests;
 * - `unavailable`: the API has no events (for the rest of the page's life) and no other tab reads
 *   the topic: the subscriber reads on its own timer;
 * - `connecting`: the stream is not open yet, or is down between tries: the subscriber reads on
 *   its own timer meanwhile.
 */
export type LiveStatus = 'connecting' | 'live' | 'unavailable';

/** Whether changes come to the subscriber by themselves, so its own timer can rest. */
export const bringsChanges = (status: LiveStatus): boolean => status === 'live';

/**
 * Whether a subscriber reads once when its topic's state moves from `from` to `to`: a stream
 * that opens may have missed changes while it was down; changes that stop coming by themselves
 * for good (the tab that read the topic for this one closed, or this one came to the front and
 * reads it itself) may leave a list up to a period old. Another tab taking the reads over
 * (`unavailable` to `live`) needs none: this tab has just read on its own timer.
 */
export const readsOnChange = (from: LiveStatus, to: LiveStatus): boolean =>
  (from === 'connecting' && to === 'live') || (from === 'live' && to === 'unavailable');

/**
 * What a subscriber hears. A change carries no data: it is a hint to read again through the calls
 * the screen already makes. `status` comes whenever the topic's state changes.
 */
export type LiveSignal =
  | { readonly kind: 'changed' }
  | { readonly kind: 'status'; readonly status: LiveStatus; readonly was: LiveStatus };

/** Hints that the server's data changed, so a screen reads again without waiting for its timer. */
export interface LiveUpdates {
  /** How `topic`'s changes come now, for a subscriber deciding whether to keep its own timer. */
  status(topic: LiveTopic): LiveStatus;
  /** Hears `topic`'s changes and its state; returns the unsubscriber. */
  subscribe(topic: LiveTopic, listener: (signal: LiveSignal) => void): () => void;
}

export const LiveUpdates = portKey<LiveUpdates>('LiveUpdates');
