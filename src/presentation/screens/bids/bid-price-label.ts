import type { Bid } from '../../../domain/bid/bid';
import { isOpen } from '../../../domain/bid/bid-list';
import {
  priceVerdict,
  type PriceCheck,
  type PriceVerdict,
} from '../../../domain/pricing/price-check';
import {
  verdictBasis,
  verdictDifference,
  verdictLabel,
} from '../../../domain/pricing/price-check-texts';

/** What an open bid's price check says: 'Below your usual', '£24 under', and what it rests on. */
export interface BidPriceLabel {
  readonly kind: PriceVerdict['kind'];
  /** 'Below your usual', 'Within your usual' or 'Above your usual'. */
  readonly label: string;
  /** '£24 under' or '£31 over'; null within the range. */
  readonly difference: string | null;
  /** 'From 7 of your past jobs like this: £180–£240'. */
  readonly basis: string;
}

/**
 * The label of an open bid against the shipper's usual price. None for a decided bid, without a
 * range (fewer than 3 past jobs like this: the Job Summary says so once), or for a bid in another
 * currency.
 */
export function bidPriceLabel(check: PriceCheck | null, bid: Bid): BidPriceLabel | null {
  if (!check || !isOpen(bid)) return null;
  const verdict = priceVerdict(check, bid.amount, bid.currencySymbol);
  if (!verdict) return null;
  return {
    kind: verdict.kind,
    label: verdictLabel(verdict),
    difference: verdictDifference(verdict, bid.currencySymbol),
    basis: verdictBasis(check),
  };
}

/** The label in one line, as the comparison table shows it: 'Below your usual, £24 under'. */
export function priceLabelText(label: BidPriceLabel | null): string | null {
  if (!label) return null;
  return label.difference ? `${label.label}, ${label.difference}` : label.label;
}
