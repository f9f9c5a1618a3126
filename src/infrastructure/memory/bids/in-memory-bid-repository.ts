import type { Bid, BidId } from '../../../domain/bid/bid';
import type { LoadId } from '../../../domain/load/load';
import { paginate, type Page } from '../../../domain/shared/pagination';
import {
  BID_PAGE_SIZE,
  type BidPageQuery,
  type BidRepository,
} from '../../../application/ports/bid-repository.port';
import type { DemoGateway } from '../demo/demo-gateway';
import { carrierOf } from '../demo/demo-mappers';
import { assertBidOpen, requireOwnBid, requireOwnLoad } from '../demo/demo-rules';
import { acceptBidInState } from '../demo/demo-trips';
import type { DemoBid, DemoState } from '../demo/demo-state';
import { compareIso } from '../../../domain/shared/date-time';

/**
 * Bids over the demo marketplace: a customer lists and decides only the bids of their own loads;
 * accepting assigns the load, declines its other open bids and creates the trip; rejecting keeps
 * the note. Operations 'bids', 'acceptBid', 'rejectBid'.
 */
export class InMemoryBidRepository implements BidRepository {
  constructor(private readonly gateway: DemoGateway) {}

  list(
    loadId: LoadId,
    { page, perPage = BID_PAGE_SIZE, signal }: BidPageQuery,
  ): Promise<Page<Bid>> {
    return this.gateway.asUser(
      'bids',
      (state, user) => {
        const load = requireOwnLoad(state, user, loadId);
        const bids = state.bids
          .filter((b) => b.loadId === load.id)
          .sort((a, b) => compareIso(b.placedAt, a.placedAt) || b.id - a.id);
        const slice = paginate(bids, page, perPage);
        return { items: slice.items.map((b) => bidFromDemo(state, b)), meta: slice.meta };
      },
      signal,
    );
  }

  accept(bidId: BidId, note: string): Promise<Bid | null> {
    return this.gateway.changeAsUser('acceptBid', (state, user, now) => {
      const { bid, load } = requireOwnBid(state, user, bidId);
      acceptBidInState(state, load, bid, now, note);
      return bidFromDemo(state, bid);
    });
  }

  reject(bidId: BidId, note: string): Promise<Bid | null> {
    return this.gateway.changeAsUser('rejectBid', (state, user, now) => {
      const { bid, load } = requireOwnBid(state, user, bidId);
      assertBidOpen(bid, load);
      bid.status = 'rejected';
      bid.rejectedAt = now.toISOString();
      bid.acceptedAt = null;
      bid.decisionNote = note.trim() || null;
      return bidFromDemo(state, bid);
    });
  }
}

/** A demo bid as the core's Bid: the carrier is the bidder, its vehicle the bid's vehicle. */
export function bidFromDemo(state: Readonly<DemoState>, bid: DemoBid): Bid {
  const carrier = carrierOf(state, bid.carrierId);
  const vehicle = carrier ? state.vehicles.find((v) => v.id === carrier.vehicleId) : undefined;
  return {
    id: bid.id,
    loadId: bid.loadId,
    amount: bid.amount,
    currencySymbol: bid.currencySymbol,
    status: bid.status,
    note: bid.note,
    placedAt: bid.placedAt,
    acceptedAt: bid.acceptedAt,
    rejectedAt: bid.rejectedAt,
    bidder: {
      name: carrier?.name ?? 'Unknown bidder',
      roleId: carrier?.roleId ?? null,
      avatarUrl: null,
    },
    rating: { avg: carrier?.rating ?? 0, count: carrier?.ratingCount ?? 0 },
    vehicleName: vehicle?.name ?? null,
  };
}
