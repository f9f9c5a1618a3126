import { describe, expect, it, vi } from 'vitest';
import type { Bid } from '../../../src/domain/bid/bid';
import type { PriceCheck } from '../../../src/domain/pricing/price-check';
import { NOT_ENOUGH_PAST_JOBS } from '../../../src/domain/pricing/price-check-texts';
import { CROWDED_LOAD_NO } from '../../../src/infrastructure/memory/demo/demo-seed';
import { comparisonColumn } from '../../../src/presentation/screens/bids/bid-comparison';
import {
  bidPriceLabel,
  PRICE_CHECK_FAILED,
  priceLabelText,
} from '../../../src/presentation/screens/bids/load-price-check';
import { presenterRig, settle, type PresenterRig } from './bids-presenter-fixtures';

const RANGE: PriceCheck = { kind: 'range', low: 180, high: 240, jobs: 7, currencySymbol: null };

function bid(over: Partial<Bid> = {}): Bid {
  return {
    id: 5,
    loadId: 1,
    amount: 200,
    currencySymbol: '£',
    status: 'pending',
    note: null,
    placedAt: '2026-03-02T09:15:00Z',
    acceptedAt: null,
    rejectedAt: null,
    bidder: { name: 'Swift Haulage', roleId: 2, avatarUrl: null },
    rating: { avg: 4.6, count: 12 },
    vehicleName: 'Luton van',
    ...over,
  };
}

describe('bidPriceLabel', () => {
  it('reads Below with the pounds under, Within alone, Above with the pounds over, with the basis', () => {
    const basis = 'From 7 of your past jobs like this: £180–£240';
    expect(bidPriceLabel(RANGE, bid({ amount: 156 }))).toEqual({
      kind: 'below',
      label: 'Below your usual',
      difference: '£24 under',
      basis,
    });
    expect(bidPriceLabel(RANGE, bid({ amount: 240.4 }))).toEqual({
      kind: 'within',
      label: 'Within your usual',
      difference: null,
      basis,
    });
    expect(bidPriceLabel(RANGE, bid({ amount: 271 }))).toMatchObject({
      label: 'Above your usual',
      difference: '£31 over',
    });
    expect(priceLabelText(bidPriceLabel(RANGE, bid({ amount: 156 })))).toBe(
      'Below your usual, £24 under',
    );
    expect(priceLabelText(bidPriceLabel(RANGE, bid()))).toBe('Within your usual');
  });

  it('gives no label to a decided bid, without a range, before the check, or in another currency', () => {
    expect(bidPriceLabel(RANGE, bid({ status: 'rejected' }))).toBeNull();
    expect(bidPriceLabel({ kind: 'not-enough', jobs: 2 }, bid())).toBeNull();
    expect(bidPriceLabel(null, bid())).toBeNull();
    expect(bidPriceLabel(RANGE, bid({ currencySymbol: '€' }))).toBeNull();
    expect(priceLabelText(null)).toBeNull();
  });
});

describe('comparisonColumn', () => {
  it('gives the bidder as header and one text per row, a dash where the bid says nothing', () => {
    const column = comparisonColumn(
      { ...bid({ amount: 156, note: 'Tail lift' }), key: 'k5' },
      bidPriceLabel(RANGE, bid({ amount: 156 })),
    );
    expect(column.header).toBe('Swift Haulage');
    expect(column.cells).toMatchObject({
      Price: '£156.00',
      'Price check': 'Below your usual, £24 under',
      Rating: '4.60',
      Reviews: '12 reviews',
      'Bidder type': 'Company',
      Vehicle: 'Luton van',
      Note: 'Tail lift',
    });
    const bare = comparisonColumn(
      { ...bid({ note: null, vehicleName: null, rating: { avg: 0, count: 1 } }), key: 'k6' },
      null,
    );
    expect(bare.cells).toMatchObject({
      'Price check': '—',
      Rating: 'No rating yet',
      Reviews: '1 review',
      Vehicle: '—',
      Note: '—',
    });
  });
});

/** The crowded load made far heavier than anything the shipper ever sent: no past job is like it. */
async function onLoadUnlikeAnyPastJob(): Promise<PresenterRig> {
  const rig = presenterRig();
  const crowded = rig.backend.marketplace.transact((state) => {
    const load = state.loads.find((l) => l.loadNo === CROWDED_LOAD_NO)!;
    load.weightKg = 24_000;
    return load.id;
  });
  rig.presenter.select(crowded);
  await settle();
  return rig;
}

describe('BidsPresenter: the price check of the selected load', () => {
  it("shows the busy load's usual range and labels its open bids Below, Within and Above", async () => {
    const rig = presenterRig();
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const { priceCheck } = rig.presenter;
    expect(priceCheck.summaryLine).toBe('Jobs like this usually cost you £238–£252 (7 jobs)');
    const kinds = new Set(
      rig.presenter.shownBids
        .filter((b) => b.status === 'pending')
        .map((b) => priceCheck.labelOf(b)?.kind),
    );
    expect([...kinds].sort()).toEqual(['above', 'below', 'within']);
    const rejected = rig.presenter.shownBids.find((b) => b.status === 'rejected')!;
    expect(priceCheck.labelOf(rejected)).toBeNull();
  });

  it('reads the past jobs once a visit, not with every refresh', async () => {
    const rig = presenterRig();
    const search = vi.spyOn(rig.loads, 'search');
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const reads = search.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    await rig.presenter.refreshAll();
    await rig.presenter.refreshAll();
    expect(search.mock.calls.length).toBe(reads);
  });

  it('says why there is no range when the past jobs cannot be read, and tries again at the next refresh', async () => {
    const rig = presenterRig();
    rig.presenter.select(rig.backend.busyLoadId);
    rig.backend.gateway.failNext('customerLoads');
    rig.backend.gateway.failNext('customerLoads');
    await settle();
    expect(rig.presenter.priceCheck.summaryLine).toBe(PRICE_CHECK_FAILED);
    expect(rig.presenter.priceCheck.labelOf(rig.presenter.shownBids[0]!)).toBeNull();
    await rig.presenter.refreshAll();
    expect(rig.presenter.priceCheck.summaryLine).toBe(
      'Jobs like this usually cost you £238–£252 (7 jobs)',
    );
  });

  it('says there are not enough past jobs for a load unlike any of them, and labels no bid', async () => {
    const rig = await onLoadUnlikeAnyPastJob();
    expect(rig.presenter.priceCheck.summaryLine).toBe(NOT_ENOUGH_PAST_JOBS);
    expect(rig.presenter.shownBids.length).toBeGreaterThan(50);
    expect(rig.presenter.shownBids.map((b) => rig.presenter.priceCheck.labelOf(b))).toEqual(
      rig.presenter.shownBids.map(() => null),
    );
  });
});

describe('BidsPresenter: where each open bid sits', () => {
  it('bars every open bid of the busy load from the lowest to the highest open bid, with the usual range', async () => {
    const rig = presenterRig();
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const open = rig.presenter.shownBids.filter((b) => b.status === 'pending');
    const amounts = open.map((b) => b.amount);
    const [lowest, highest] = [Math.min(...amounts), Math.max(...amounts)];
    expect(open.length).toBe(16);
    for (const b of open) {
      const bar = rig.presenter.priceBarOf(b);
      expect(bar?.position).toMatchObject({ amount: b.amount, lowest, highest });
      expect(bar?.name).toBe(
        `Where £${b.amount.toFixed(2)} sits: lowest bid £${lowest.toFixed(2)}, highest £${highest.toFixed(2)}, your usual £238–£252`,
      );
    }
    const rejected = rig.presenter.shownBids.find((b) => b.status === 'rejected')!;
    expect(rig.presenter.priceBarOf(rejected)).toBeNull();
  });

  it('names no usual range where the past jobs are too few, and draws no bar for a lone bid', async () => {
    const rig = await onLoadUnlikeAnyPastJob();
    const first = rig.presenter.shownBids[0]!;
    expect(rig.presenter.priceBarOf(first)?.name).toMatch(
      /^Where £[\d,.]+ sits: lowest bid £[\d,.]+, highest £[\d,.]+$/,
    );

    const lone = rig.presenter.shownBids.filter((b) => b !== first).map((b) => b.id);
    rig.backend.marketplace.transact((state) => {
      for (const b of state.bids) if (lone.includes(b.id)) b.status = 'rejected';
    });
    await rig.presenter.refresh();
    expect(rig.presenter.shownBids.filter((b) => b.status === 'pending')).toHaveLength(1);
    expect(
      rig.presenter.priceBarOf(rig.presenter.shownBids.find((b) => b.id === first.id)!),
    ).toBeNull();
  });
});
