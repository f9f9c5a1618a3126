import { makeAutoObservable, observableRef } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import { isOpen } from '../../../domain/bid/bid-list';
import { bidderKind } from '../../../domain/bid/bid';
import { formatInstant } from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import { reviewCount, shownRating } from '../../../domain/shared/rating';
import type { Keyed } from '../../../domain/shared/record-key';
import { priceLabelText, type BidPriceLabel } from './load-price-check';

/** At most this many bids side by side: a fifth column would not be readable on a laptop. */
export const MAX_COMPARED = 4;
/** The 'Compare bids (n)' button shows from this many ticks on. */
export const MIN_COMPARED = 2;
export const COMPARE_LIMIT_TEXT = 'Compare up to 4 bids';

interface Chosen {
  readonly id: BidId;
  /** Kept so that a bid gone from the list can still be named when it leaves. */
  readonly name: string;
}

/** 'The bid from A is no longer open…' or 'The bids from A and B are no longer open…'. */
export function leftComparisonText(names: readonly string[]): string {
  if (names.length === 1) {
    return `The bid from ${names[0]} is no longer open, so it left the comparison.`;
  }
  const list = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `The bids from ${list} are no longer open, so they left the comparison.`;
}

/**
 * The open bids the shipper ticked to compare side by side, in the order ticked, kept by id so the
 * choice survives the 30 s refresh, another tab, sort or page. A bid that is no longer open once
 * the bids are read again leaves the comparison, and a notice says so. The bids themselves are the
 * screen's: it hands in the list as it stands.
 */
export class BidComparison {
  open = false;
  /** The limit was reached, or bids left: said beside the button and in the dialog. */
  notice: string | null = null;
  private chosen: readonly Chosen[] = [];

  constructor() {
    makeAutoObservable<this, 'chosen'>(this, { chosen: observableRef }, { autoBind: true });
  }

  get count(): number {
    return this.chosen.length;
  }

  get canCompare(): boolean {
    return this.count >= MIN_COMPARED;
  }

  isChosen(bid: Bid): boolean {
    return bid.id !== null && this.chosen.some((c) => c.id === bid.id);
  }

  /** Only an open bid with an id can be compared (and accepted from the comparison). */
  canChoose(bid: Bid): boolean {
    return bid.id !== null && isOpen(bid);
  }

  /** Ticks or unticks a bid; a fifth tick is refused with 'Compare up to 4 bids'. */
  toggle(bid: Bid): void {
    const id = bid.id;
    if (id === null) return;
    if (this.isChosen(bid)) {
      this.chosen = this.chosen.filter((c) => c.id !== id);
      this.notice = null;
      return;
    }
    if (!this.canChoose(bid)) return;
    if (this.count >= MAX_COMPARED) {
      this.notice = COMPARE_LIMIT_TEXT;
      return;
    }
    this.chosen = [...this.chosen, { id, name: bid.bidder.name }];
    this.notice = null;
  }

  /** The compared bids among `listed`, in the order ticked. */
  bidsIn(listed: readonly Keyed<Bid>[]): Keyed<Bid>[] {
    return this.chosen.flatMap((c) => listed.filter((b) => b.id === c.id).slice(0, 1));
  }

  show(): void {
    if (this.canCompare) this.open = true;
  }

  close(): void {
    this.open = false;
  }

  /** After the bids were read again: the compared bids no longer open leave, with a notice. */
  keepOpenBids(listed: readonly Keyed<Bid>[]): void {
    const stillOpen = (c: Chosen) => listed.some((b) => b.id === c.id && isOpen(b));
    const left = this.chosen.filter((c) => !stillOpen(c));
    if (left.length === 0) return;
    this.chosen = this.chosen.filter(stillOpen);
    this.notice = leftComparisonText(left.map((c) => c.name));
  }

  /** Another load: nothing of this one's comparison stays. */
  reset(): void {
    this.chosen = [];
    this.open = false;
    this.notice = null;
  }
}

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
  readonly bid: Keyed<Bid>;
  readonly header: string;
  readonly cells: Readonly<Record<ComparisonRow, string>>;
}

export function comparisonColumn(bid: Keyed<Bid>, price: BidPriceLabel | null): ComparisonColumn {
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
