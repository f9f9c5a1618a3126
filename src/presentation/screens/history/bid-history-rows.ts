import { bidderKind, type Bid, type BidderKind, type BidStatus } from '../../../domain/bid/bid';
import { bidHistoryBadge } from '../../../domain/load/history-filters';
import type { Load } from '../../../domain/load/load';
import type { StatusBadge } from '../../../domain/load/status-badge';
import { formatInstant } from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import {
  BID_HISTORY_ADDRESS_LENGTH,
  stopLabel,
  type StopLabel,
} from '../../../domain/load/route-label';

export interface BidHistoryHeader {
  readonly jobId: string;
  /** 'Leeds LS9', else the address cut to 25 characters; the full address beside it. */
  readonly from: StopLabel;
  readonly to: StopLabel;
  /** An empty job status shows Assigned. */
  readonly badge: StatusBadge;
}

export interface BidHistoryRow {
  /** Its list key: a bid without a server id is still its own row. */
  readonly key: string;
  readonly bidder: string;
  readonly kind: BidderKind;
  readonly amount: string;
  readonly status: StatusBadge;
  readonly placedAt: string;
  /** The bidder's average and the reviews it stands on. */
  readonly rating: Bid['rating'];
  readonly vehicle: string | null;
  readonly note: string | null;
}

const BID_BADGES: Record<BidStatus, StatusBadge> = {
  pending: { label: 'Pending', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'error' },
};

export function bidHistoryRowOf(bid: Bid, key: string): BidHistoryRow {
  return {
    key,
    bidder: bid.bidder.name || 'Unnamed bidder',
    kind: bidderKind(bid.bidder.roleId),
    amount: formatMoney(bid.amount, bid.currencySymbol),
    status: BID_BADGES[bid.status],
    placedAt: bid.placedAt ? formatInstant(bid.placedAt) : '—',
    rating: bid.rating,
    vehicle: bid.vehicleName,
    note: bid.note,
  };
}

/** The header of a load's bid history: its job id, its route by town ('Leeds LS9'), its status. */
export function bidHistoryHeaderOf(load: Load): BidHistoryHeader {
  return {
    jobId: load.displayId || load.loadNo,
    from: stopLabel(load.pickupAddress, BID_HISTORY_ADDRESS_LENGTH),
    to: stopLabel(load.deliveryAddress, BID_HISTORY_ADDRESS_LENGTH),
    badge: bidHistoryBadge(load.jobStatus),
  };
}
