import { bidderKind } from '../../../domain/bid/bid';
import { formatInstant } from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import { reviewCount, shownRating } from '../../../domain/shared/rating';
import { priceLabelText, type BidPriceLabel } from './bid-price-label';
import type { ListedBid } from './bid-listing';

/** The comparison's row headers, top to bottom. */
export const COMPARISON_ROWS = [
  'Price',
  'Price check',
  'Rating',
  'Reviews',
  'Bidder type',
  'Vehicle',
  'Placed',
  'Note',
] as const;

export type ComparisonRow = (typeof COMPARISON_ROWS)[number];

const NONE = '—';

/** One compared bid as its column shows it: the bidder as header, then one text per row. */
export interface ComparisonColumn {
  readonly bid: ListedBid;
  readonly header: string;
  readonly cells: Readonly<Record<ComparisonRow, string>>;
}

export function comparisonColumn(bid: ListedBid, price: BidPriceLabel | null): ComparisonColumn {
  return {
    bid,
    header: bid.bidder.name,
    cells: {
      Price: formatMoney(bid.amount, bid.currencySymbol),
      'Price check': priceLabelText(price) ?? NONE,
      Rating: shownRating(bid.rating.avg).text,
      Reviews: reviewCount(bid.rating.count),
      'Bidder type': bidderKind(bid.bidder.roleId),
      Vehicle: bid.vehicleName ?? NONE,
      Placed: formatInstant(bid.placedAt) || NONE,
      Note: bid.note?.trim() || NONE,
    },
  };
}
