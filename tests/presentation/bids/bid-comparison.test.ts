import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bid } from '../../../src/domain/bid/bid';
import {
  COMPARE_LIMIT_TEXT,
  leftComparisonText,
} from '../../../src/presentation/screens/bids/bid-comparison';
import { idOf } from '../../support/record-ids';
import { presenterRig, rigOnBusyLoad, settle, type PresenterRig } from './bids-presenter-fixtures';

function openBids(rig: PresenterRig): Bid[] {
  return rig.presenter.shownBids.filter((b) => b.status === 'pending');
}

describe('BidComparison over the busy load', () => {
  let rig: PresenterRig;
  beforeEach(async () => {
    rig = await rigOnBusyLoad();
  });
  afterEach(() => rig.presenter.stop());

  it('offers the button from 2 ticks and refuses a fifth with "Compare up to 4 bids"', () => {
    const { comparison } = rig.presenter;
    const [a, b, c, d, e] = openBids(rig) as [Bid, Bid, Bid, Bid, Bid];
    comparison.toggle(a);
    expect([comparison.count, comparison.canCompare]).toEqual([1, false]);
    comparison.show();
    expect(comparison.open).toBe(false);
    comparison.toggle(b);
    expect([comparison.count, comparison.canCompare]).toEqual([2, true]);
    comparison.toggle(c);
    comparison.toggle(d);
    comparison.toggle(e);
    expect(comparison.count).toBe(4);
    expect(comparison.isChosen(e)).toBe(false);
    expect(comparison.notice).toBe(COMPARE_LIMIT_TEXT);
    // Unticking one makes room, and the refusal goes.
    comparison.toggle(b);
    expect(comparison.notice).toBeNull();
    comparison.toggle(e);
    expect(rig.presenter.comparedBids.map((bid) => bid.id)).toEqual([a.id, c.id, d.id, e.id]);
    comparison.show();
    expect(comparison.open).toBe(true);
  });

  it('takes only open bids', () => {
    const rejected = rig.presenter.shownBids.find((b) => b.status === 'rejected')!;
    expect(rig.presenter.comparison.canChoose(rejected)).toBe(false);
    rig.presenter.comparison.toggle(rejected);
    expect(rig.presenter.comparison.count).toBe(0);
  });

  it('keeps the choice and the open dialog through the 30 s refresh, another tab and page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      const fresh = presenterRig({ backend: rig.backend });
      fresh.presenter.start();
      fresh.presenter.select(fresh.backend.busyLoadId);
      await settle();
      const { comparison } = fresh.presenter;
      const chosen = openBids(fresh).slice(0, 3);
      chosen.forEach((bid) => comparison.toggle(bid));
      comparison.show();
      const lists = fresh.bids.calls.list;
      await vi.advanceTimersByTimeAsync(30_000);
      await settle();
      expect(fresh.bids.calls.list).toBeGreaterThan(lists);
      fresh.presenter.setTab('rejected');
      fresh.presenter.setSort('lowest-price');
      expect(comparison.open).toBe(true);
      expect(fresh.presenter.comparedBids.map((b) => b.id)).toEqual(chosen.map((b) => b.id));
      expect(comparison.notice).toBeNull();
      fresh.presenter.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a compared bid no longer open leaves with a message at the next read', async () => {
    const { comparison } = rig.presenter;
    const [a, b, c] = openBids(rig) as [Bid, Bid, Bid];
    [a, b, c].forEach((bid) => comparison.toggle(bid));
    comparison.show();
    // Withdrawn elsewhere (another tab rejected it): the next read says so.
    rig.backend.marketplace.transact((state) => {
      state.bids.find((x) => x.id === b.id)!.status = 'rejected';
    });
    await rig.presenter.refresh();
    expect(rig.presenter.comparedBids.map((x) => x.id)).toEqual([a.id, c.id]);
    expect(comparison.notice).toBe(
      `The bid from ${b.bidder.name} is no longer open, so it left the comparison.`,
    );
    expect(comparison.open).toBe(true);

    // Rejected on its card here: it leaves too, once the decision went through.
    rig.presenter.reject(idOf(c));
    rig.presenter.sendWaiting();
    await settle();
    expect(rig.presenter.comparedBids.map((x) => x.id)).toEqual([a.id]);
    expect(comparison.notice).toBe(leftComparisonText([c.bidder.name]));
  });

  it('names every bid that left at once', () => {
    expect(leftComparisonText(['A', 'B', 'C'])).toBe(
      'The bids from A, B and C are no longer open, so they left the comparison.',
    );
  });

  it('accepting from the comparison asks the card confirmation; once accepted the comparison ends', async () => {
    const { comparison } = rig.presenter;
    const decisions = rig.presenter;
    const [a, b] = openBids(rig) as [Bid, Bid];
    comparison.toggle(a);
    comparison.toggle(b);
    comparison.show();
    decisions.requestAccept(idOf(b));
    expect(decisions.confirming?.id).toBe(b.id);
    expect(comparison.open).toBe(true);
    await rig.presenter.confirmAccept();
    expect(rig.presenter.navigateTo).toBe('/trips');
    expect([comparison.open, comparison.count, comparison.notice]).toEqual([false, 0, null]);
  });

  it('another load starts with nothing ticked', async () => {
    const { comparison } = rig.presenter;
    openBids(rig)
      .slice(0, 2)
      .forEach((bid) => comparison.toggle(bid));
    comparison.show();
    rig.presenter.select(rig.backend.otherLoadId);
    expect([comparison.open, comparison.count]).toEqual([false, 0]);
  });
});
