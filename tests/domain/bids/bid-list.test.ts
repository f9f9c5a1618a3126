import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bid, BidId } from '../../../src/domain/bid/bid';
import {
  applyMarks,
  bidHighlights,
  bidPage,
  bidsInTab,
  confirmedMarks,
  marksAfterServerData,
  showingText,
  sortBids,
  withMark,
  type LocalMark,
} from '../../../src/domain/bid/bid-list';
import { paginate, slidingPageWindow } from '../../../src/domain/shared/pagination';

function bid(id: number, over: Partial<Bid> = {}): Bid {
  return {
    id,
    loadId: 1,
    amount: 100 + id,
    currencySymbol: '£',
    status: 'pending',
    note: null,
    placedAt: `2026-03-02T09:${String(id).padStart(2, '0')}:00Z`,
    acceptedAt: null,
    rejectedAt: null,
    bidder: { name: `Bidder ${id}`, roleId: 4, avatarUrl: null },
    rating: { avg: 4, count: 10 },
    vehicleName: 'Van',
    ...over,
  };
}

const AT = '2026-03-02T10:00:00.000Z';

describe('local marks (accepted or rejected until the server says otherwise)', () => {
  it('marks an accepted bid with accepted_at and a rejected one with rejected_at', () => {
    expect(withMark(bid(1), { decision: 'accepted', at: AT, confirmed: false })).toMatchObject({
      status: 'accepted',
      acceptedAt: AT,
      rejectedAt: null,
    });
    expect(withMark(bid(1), { decision: 'rejected', at: AT, confirmed: false })).toMatchObject({
      status: 'rejected',
      rejectedAt: AT,
    });
    expect(withMark(bid(1), undefined)).toEqual(bid(1));
  });

  it('applies marks only to the marked bids', () => {
    const marks = new Map<BidId, LocalMark>([
      [2, { decision: 'rejected', at: AT, confirmed: false }],
    ]);
    expect(applyMarks([bid(1), bid(2)], marks).map((b) => b.status)).toEqual([
      'pending',
      'rejected',
    ]);
  });

  it('leaves a bid without an id unmarked: it cannot have been decided', () => {
    const marks = new Map<BidId, LocalMark>([
      [7, { decision: 'rejected', at: AT, confirmed: false }],
    ]);
    expect(applyMarks([bid(7, { id: null })], marks)[0]?.status).toBe('pending');
  });

  it('lets server data asked for after the confirmation override a mark', () => {
    const confirmedEarlier: LocalMark = { decision: 'rejected', at: AT, confirmed: true };
    const marks = new Map<BidId, LocalMark>([
      [1, confirmedEarlier],
      [2, { decision: 'accepted', at: AT, confirmed: false }],
    ]);
    const beforeRead = confirmedMarks(marks);
    // While that list is on its way, the server confirms bid 3's rejection.
    marks.set(3, { decision: 'rejected', at: AT, confirmed: true });
    const after = marksAfterServerData(marks, beforeRead);
    // 1: confirmed before the list was asked for → the server's word wins. 2: still in flight →
    // kept. 3: confirmed after the list was asked for → kept.
    expect([...after.keys()]).toEqual([2, 3]);
    expect(applyMarks([bid(1, { status: 'pending' })], after)[0]?.status).toBe('pending');
  });

  it('keeps exactly the marks not yet confirmed when the list was asked for', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 12 }), (confirmed) => {
        const marks = new Map<BidId, LocalMark>(
          confirmed.map((c, i) => [i + 1, { decision: 'accepted', at: AT, confirmed: c }]),
        );
        const kept = marksAfterServerData(marks, confirmedMarks(marks));
        return confirmed.every((c, i) => kept.has(i + 1) === !c);
      }),
    );
  });

  it('keeps a bid decided again after the list was asked for, though decided before too', () => {
    const marks = new Map<BidId, LocalMark>([
      [1, { decision: 'rejected', at: AT, confirmed: true }],
    ]);
    const beforeRead = confirmedMarks(marks);
    marks.set(1, { decision: 'accepted', at: AT, confirmed: true });
    expect(marksAfterServerData(marks, beforeRead).get(1)?.decision).toBe('accepted');
  });
});

describe('tabs', () => {
  it('puts server-rejected and locally rejected bids under Rejected, the rest under Available', () => {
    const bids = applyMarks(
      [bid(1), bid(2, { status: 'rejected' }), bid(3, { status: 'accepted' }), bid(4)],
      new Map([[4, { decision: 'rejected', at: AT, confirmed: false }]]),
    );
    expect(bidsInTab(bids, 'available').map((b) => b.id)).toEqual([1, 3]);
    expect(bidsInTab(bids, 'rejected').map((b) => b.id)).toEqual([2, 4]);
  });
});

describe('sorting', () => {
  const bids = [
    bid(1, { amount: 300, rating: { avg: 4.9, count: 3 } }),
    bid(2, { amount: 150, rating: { avg: 4.2, count: 50 } }),
    bid(3, { amount: 150, rating: { avg: 4.9, count: 20 } }),
    bid(4, { amount: 220, rating: { avg: 0, count: 0 }, placedAt: null }),
  ];

  it('sorts by lowest price (ties newest first)', () => {
    expect(sortBids(bids, 'lowest-price').map((b) => b.id)).toEqual([3, 2, 4, 1]);
  });

  it('sorts by highest rating (ties by more reviews)', () => {
    expect(sortBids(bids, 'highest-rating').map((b) => b.id)).toEqual([3, 1, 2, 4]);
  });

  it('sorts newest first, undated last', () => {
    expect(sortBids(bids, 'newest').map((b) => b.id)).toEqual([3, 2, 1, 4]);
  });

  it('does not change the input', () => {
    const copy = [...bids];
    sortBids(bids, 'lowest-price');
    expect(bids).toEqual(copy);
  });
});

/** The ids of the highlighted bids. */
function highlightIds(bids: readonly Bid[]) {
  const { bestPrice, topRated } = bidHighlights(bids);
  return { bestPriceId: bestPrice?.id ?? null, topRatedId: topRated?.id ?? null };
}

describe('highlights', () => {
  it('names the highlighted bid itself, so one without an id is marked alone', () => {
    const cheapest = bid(1, { id: null, amount: 50 });
    const bids = [cheapest, bid(2, { id: null, amount: 90 }), bid(3, { amount: 70 })];
    expect(bidHighlights(bids).bestPrice).toBe(cheapest);
  });

  it("marks the cheapest open bid 'Best price' and the best-rated open one 'Top rated'", () => {
    const bids = [
      bid(1, { amount: 90, status: 'rejected', rating: { avg: 5, count: 99 } }),
      bid(2, { amount: 120, rating: { avg: 4.1, count: 8 } }),
      bid(3, { amount: 180, rating: { avg: 4.8, count: 40 } }),
      bid(4, { amount: 140, rating: { avg: 4.8, count: 12 } }),
    ];
    expect(highlightIds(bids)).toEqual({ bestPriceId: 2, topRatedId: 3 });
  });

  it('shows none with fewer than two open bids, and no Top rated without reviews', () => {
    expect(highlightIds([bid(1), bid(2, { status: 'accepted' })])).toEqual({
      bestPriceId: null,
      topRatedId: null,
    });
    const unrated = [
      bid(1, { rating: { avg: 0, count: 0 } }),
      bid(2, { rating: { avg: 0, count: 0 } }),
    ];
    expect(highlightIds(unrated)).toEqual({ bestPriceId: 1, topRatedId: null });
  });

  it('compares prices only within one currency', () => {
    expect(highlightIds([bid(1, { currencySymbol: '€' }), bid(2)]).bestPriceId).toBeNull();
    expect(highlightIds([bid(1, { currencySymbol: null }), bid(2)]).bestPriceId).toBe(1);
  });

  it('always picks the minimum price among open bids', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 2, maxLength: 30 }),
        (amounts) => {
          const bids = amounts.map((amount, i) => bid(i + 1, { amount }));
          const best = bidHighlights(bids).bestPrice;
          return best?.amount === Math.min(...amounts);
        },
      ),
    );
  });
});

describe("'Showing x-y of total total bids'", () => {
  it.each([
    [{ from: 1, to: 10, total: 14 }, 'Showing 1-10 of 14 total bids'],
    [{ from: 11, to: 14, total: 14 }, 'Showing 11-14 of 14 total bids'],
    [{ from: 1, to: 1, total: 1 }, 'Showing 1-1 of 1 total bids'],
    [{ from: 0, to: 0, total: 0 }, ''],
  ])('%o reads %s', (meta, text) => {
    expect(showingText(meta)).toBe(text);
  });

  it('agrees with the page it describes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 15 }),
        (total, page) => {
          const slice = paginate(
            Array.from({ length: total }, (_, i) => i),
            page,
            10,
          );
          const match = /^Showing (\d+)-(\d+) of (\d+) total bids$/.exec(showingText(slice.meta));
          if (!match) return false;
          const [from, to, all] = [Number(match[1]), Number(match[2]), Number(match[3])];
          return (
            all === total && to - from + 1 === slice.items.length && from === slice.items[0]! + 1
          );
        },
      ),
    );
  });
});

describe('the 5-number pagination window', () => {
  it('holds min(5, pages) consecutive numbers in range, including the current page, and is empty for one page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: -5, max: 210 }),
        (lastPage, current) => {
          const pages = slidingPageWindow(current, lastPage, 5);
          if (lastPage <= 1) return pages.length === 0;
          const clamped = Math.min(Math.max(current, 1), lastPage);
          return (
            pages.length === Math.min(5, lastPage) &&
            pages.every((p, i) => i === 0 || p === pages[i - 1]! + 1) &&
            pages[0]! >= 1 &&
            pages[pages.length - 1]! <= lastPage &&
            pages.includes(clamped)
          );
        },
      ),
    );
  });

  it('centres the current page when it can', () => {
    expect(slidingPageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(slidingPageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(slidingPageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});

describe('bidPage', () => {
  it('pages one tab at 10 a page in the chosen order', () => {
    const bids = Array.from({ length: 14 }, (_, i) =>
      bid(i + 1, { status: i >= 10 ? 'rejected' : 'pending' }),
    );
    const available = bidPage(bids, 'available', 'lowest-price', 1, 10);
    expect(available.meta).toMatchObject({ total: 10, lastPage: 1 });
    expect(available.items[0]?.id).toBe(1);
    const rejected = bidPage(bids, 'rejected', 'newest', 3, 10);
    expect(rejected.meta).toMatchObject({ total: 4, currentPage: 1, from: 1, to: 4 });
    expect(rejected.items.map((b) => b.id)).toEqual([14, 13, 12, 11]);
  });
});
