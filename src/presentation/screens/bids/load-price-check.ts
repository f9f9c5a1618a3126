import { makeAutoObservable } from 'mobx';
import type { Bid } from '../../../domain/bid/bid';
import { isOpen } from '../../../domain/bid/bid-list';
import type { Load, LoadId } from '../../../domain/load/load';
import {
  priceVerdict,
  type PriceCheck,
  type PriceVerdict,
} from '../../../domain/pricing/price-check';
import {
  pricePosition,
  pricePositionName,
  type PricePosition,
} from '../../../domain/pricing/price-position';
import {
  usualPriceText,
  verdictBasis,
  verdictDifference,
  verdictLabel,
} from '../../../domain/pricing/price-check-texts';
import type { CheckLoadPrice } from '../../../application/pricing/check-load-price.use-case';
import { Query } from '../../async/query';

/** Said in the Job Summary when the past jobs could not be read; the next refresh tries again. */
export const PRICE_CHECK_FAILED =
  'Your past jobs could not be read, so there is no price check yet.';

/**
 * The selected load's price check: what jobs like it usually cost the shipper, read once a visit
 * (past jobs change slowly, so the 30 s refresh does not read the history again; a failed read is
 * tried again with the next refresh), and each open bid's label against it.
 */
export class LoadPriceCheck {
  private readonly query: Query<PriceCheck, Load>;
  private checkedId: LoadId | null = null;

  constructor(checkLoadPrice: CheckLoadPrice) {
    this.query = new Query({
      fetch: (load, signal) => checkLoadPrice.execute(load, signal),
      // What failed is said in the Job Summary's own words; the catalogue's text is not needed.
      errorMessage: () => PRICE_CHECK_FAILED,
    });
    makeAutoObservable<this, 'query' | 'checkedId'>(
      this,
      { query: false, checkedId: false },
      { autoBind: true },
    );
  }

  /** Checks the load's price, unless it is already known or on its way for this load. */
  checkFor(load: Load): Promise<void> {
    const same = load.id !== null && load.id === this.checkedId;
    if (same && (this.query.loaded || this.query.loading)) return Promise.resolve();
    this.checkedId = load.id;
    return this.query.run(load);
  }

  get check(): PriceCheck | null {
    return this.query.data ?? null;
  }

  /** The Job Summary's line: the usual range, the not-enough line, or why there is none. */
  get summaryLine(): string | null {
    const check = this.check;
    if (check) return usualPriceText(check);
    return this.query.error;
  }

  /** What the comparison's price check row rests on; null until the check is known. */
  get basis(): string | null {
    return this.check ? verdictBasis(this.check) : null;
  }

  labelOf(bid: Bid): BidPriceLabel | null {
    return bidPriceLabel(this.check, bid);
  }

  /**
   * Where an open bid's price sits among the load's open bids (`openBids`), with the usual range
   * once the check has one; none for a decided bid, or where the bid has no other to sit among.
   */
  barOf(bid: Bid, openBids: readonly Bid[]): PriceBar | null {
    if (!isOpen(bid)) return null;
    const position = pricePosition(bid, openBids, this.check);
    return position && { position, name: pricePositionName(position) };
  }

  cancel(): void {
    this.query.cancel();
  }

  reset(): void {
    this.query.reset();
    this.checkedId = null;
  }
}

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

/** A bid's price-position bar and its name in words: 'Where £226.56 sits: lowest bid …'. */
export interface PriceBar {
  readonly position: PricePosition;
  readonly name: string;
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
