import { paginate, type Page, type PageMeta } from '../shared/pagination';
import type { Bid, BidId } from './bid';

/**
 * The rules of the Select a Bid list: local marks and how server data overrides them, the
 * Available / Rejected split, sorting, the 'Best price' and 'Top rated' highlights. Which bids are
 * new since the shipper last looked is in seen-bids.ts.
 */

export type BidDecision = 'accepted' | 'rejected';

/**
 * Accepting or rejecting marks the bid locally (with accepted_at / rejected_at), so the shipper
 * sees the decision at once, until the server's data for it arrives.
 */
export interface LocalMark {
  readonly decision: BidDecision;
  /** ISO instant of the decision, shown as accepted_at / rejected_at. */
  readonly at: string;
  /** The server has confirmed the decision; false while its request is in flight. */
  readonly confirmed: boolean;
}

/** The bid as the shipper sees it after a local decision. */
export function withMark<T extends Bid>(bid: T, mark: LocalMark | undefined): T {
  if (!mark) return bid;
  return mark.decision === 'accepted'
    ? { ...bid, status: 'accepted', acceptedAt: mark.at, rejectedAt: null }
    : { ...bid, status: 'rejected', rejectedAt: mark.at };
}

/** Only a bid with an id can have been decided, so only such a bid carries a mark. */
export function applyMarks<T extends Bid>(
  bids: readonly T[],
  marks: ReadonlyMap<BidId, LocalMark>,
): T[] {
  return bids.map((bid) => (bid.id === null ? bid : withMark(bid, marks.get(bid.id))));
}

/**
 * Server data overrides local marks: a list asked for after the server confirmed a decision
 * carries the server's own data for that bid, so the mark gives way to it.
 * `confirmedBeforeRead` are the marks (these very objects) already confirmed when the list was
 * asked for. A mark confirmed later, or whose request is still in flight, stays, because that list
 * cannot know of it yet.
 */
export function marksAfterServerData(
  marks: ReadonlyMap<BidId, LocalMark>,
  confirmedBeforeRead: ReadonlySet<LocalMark>,
): Map<BidId, LocalMark> {
  return new Map([...marks].filter(([, mark]) => !confirmedBeforeRead.has(mark)));
}

/** The marks the server has confirmed: any list asked for from now on overrides them. */
export function confirmedMarks(marks: ReadonlyMap<BidId, LocalMark>): Set<LocalMark> {
  return new Set([...marks.values()].filter((mark) => mark.confirmed));
}

/** Rejected bids (by the server or marked locally) go under Rejected Bids, others Available. */
export function isRejected(bid: Bid): boolean {
  return bid.status === 'rejected';
}

export function isOpen(bid: Bid): boolean {
  return bid.status === 'pending';
}

export type BidTab = 'available' | 'rejected';

export function bidsInTab<T extends Bid>(bids: readonly T[], tab: BidTab): T[] {
  return bids.filter((bid) => (tab === 'rejected') === isRejected(bid));
}

export type BidSort = 'lowest-price' | 'highest-rating' | 'newest';

export const BID_SORT_LABELS: Readonly<Record<BidSort, string>> = {
  'lowest-price': 'Lowest price',
  'highest-rating': 'Highest rating',
  newest: 'Newest',
};

/** A sort chosen in a list of text values (the Sort by select). */
export function isBidSort(value: string): value is BidSort {
  return Object.hasOwn(BID_SORT_LABELS, value);
}

const placedTime = (bid: Bid): number => {
  const t = bid.placedAt ? Date.parse(bid.placedAt) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/** Ties on time go to the higher id; bids without one keep their order after those with one. */
const byId = (a: Bid, b: Bid): number => (b.id ?? 0) - (a.id ?? 0);
const byNewest = (a: Bid, b: Bid): number => placedTime(b) - placedTime(a) || byId(a, b);
const byPrice = (a: Bid, b: Bid): number => a.amount - b.amount || byNewest(a, b);
const byRating = (a: Bid, b: Bid): number =>
  b.rating.avg - a.rating.avg || b.rating.count - a.rating.count || byPrice(a, b);

/** A new array in the chosen order; ties fall back to newest first, then the id. */
export function sortBids<T extends Bid>(bids: readonly T[], sort: BidSort): T[] {
  const compare =
    sort === 'lowest-price' ? byPrice : sort === 'highest-rating' ? byRating : byNewest;
  return [...bids].sort(compare);
}

/** The bids that carry a highlight (the bids themselves: a bid need not have an id). */
export interface BidHighlights<T extends Bid = Bid> {
  readonly bestPrice: T | null;
  readonly topRated: T | null;
}

/**
 * 'Best price' on the cheapest open bid and 'Top rated' on the best-rated open bid (rated by at
 * least one review). Only among two or more open bids, and prices are compared only when they
 * share one currency.
 */
export function bidHighlights<T extends Bid>(bids: readonly T[]): BidHighlights<T> {
  const open = bids.filter(isOpen);
  if (open.length < 2) return { bestPrice: null, topRated: null };
  const currencies = new Set(open.map((b) => b.currencySymbol?.trim() || '£'));
  const cheapest = currencies.size === 1 ? sortBids(open, 'lowest-price')[0] : undefined;
  const rated = open.filter((b) => b.rating.count > 0 && b.rating.avg > 0);
  const best = sortBids(rated, 'highest-rating')[0];
  return { bestPrice: cheapest ?? null, topRated: best ?? null };
}

/** 'Showing x-y of total total bids'; empty when there is nothing to show. */
export function showingText(meta: Pick<PageMeta, 'from' | 'to' | 'total'>): string {
  if (meta.total <= 0 || meta.to <= 0) return '';
  return `Showing ${meta.from}-${meta.to} of ${meta.total} total bids`;
}

/** One tab's page of bids in the chosen order. */
export function bidPage<T extends Bid>(
  bids: readonly T[],
  tab: BidTab,
  sort: BidSort,
  page: number,
  perPage: number,
): Page<T> {
  return paginate(sortBids(bidsInTab(bids, tab), sort), page, perPage);
}
