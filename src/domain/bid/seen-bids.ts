import type { Bid, BidId } from './bid';

/**
 * What the shipper has been shown of a load's bids, and so which bids are new: one rule for the
 * New badges and title count of Select a Bid, and for 'N new' on the dashboard and My Loads. Kept
 * apart from the list rules so the screens that only count carry no more than this.
 */

/** The ids of the bids that have one. */
export function bidIds(bids: readonly Bid[]): BidId[] {
  return bids.flatMap((b) => (b.id === null ? [] : [b.id]));
}

/**
 * Bids that arrived since the shipper last looked and are still open: those not in the ids seen
 * before. A bid accepted or rejected is no longer news, whenever it came. With no earlier look
 * there is nothing to compare against, so nothing is new; a bid without an id cannot be
 * recognised from one look to the next, so it is never new.
 */
export function newBidIds(bids: readonly Bid[], seenBefore: ReadonlySet<BidId> | null): Set<BidId> {
  if (!seenBefore) return new Set();
  const open = bids.filter((bid) => bid.status === 'pending');
  return new Set(bidIds(open).filter((id) => !seenBefore.has(id)));
}

/**
 * How many of a load's bids arrived since the shipper was last shown them, for lists that carry
 * only the load's bid count (the dashboard, My Loads): the bids beyond those already shown. The
 * same rule as `newBidIds`: a load whose bids were never shown has nothing to compare against.
 */
export function unseenBidCount(bidCount: number, seenBefore: ReadonlySet<BidId> | null): number {
  if (!seenBefore) return 0;
  return Math.max(0, bidCount - seenBefore.size);
}
