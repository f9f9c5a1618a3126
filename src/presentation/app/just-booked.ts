import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BidId } from '../../domain/bid/bid';

/**
 * What Select a Bid hands to My Trips after an accept, in the page's history entry: the accepted
 * bid, so that My Trips can mark the trip it became. Kept out of the address, so that a shared
 * link does not call an old trip new.
 */
export interface JustBooked {
  readonly justBookedBidId: BidId;
}

/** The accepted bid a history entry carries, or null for any other entry. */
export function justBookedBidOf(state: unknown): BidId | null {
  if (typeof state !== 'object' || state === null || !('justBookedBidId' in state)) return null;
  const id = state.justBookedBidId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The bid accepted just before this page opened, for this visit only: the history entry then
 * forgets it, so that a reload or coming Back later does not mark the trip again.
 */
export function useJustBookedBid(): BidId | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [bidId] = useState(() => justBookedBidOf(location.state));
  useEffect(() => {
    if (justBookedBidOf(location.state) === null) return;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  return bidId;
}
