import type { BidId } from '../../domain/bid/bid';
import type { LoadId } from '../../domain/load/load';
import { portKey } from './port-key';

/**
 * The bids the shipper has already been shown, per load, so that bids which arrived since the
 * last look can be marked New.
 */
export interface SeenBidsStore {
  /** The ids shown before, or null when this load's bids were never shown. */
  seenFor(loadId: LoadId): ReadonlySet<BidId> | null;
  markSeen(loadId: LoadId, ids: Iterable<BidId>): void;
}

export const SeenBidsStore = portKey<SeenBidsStore>('SeenBidsStore');
