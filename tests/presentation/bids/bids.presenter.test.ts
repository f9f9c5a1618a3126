import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bid } from '../../../src/domain/bid/bid';
import type { BidRepository } from '../../../src/application/ports/bid-repository.port';
import { InMemorySeenBidsStore } from '../../../src/infrastructure/storage/in-memory-seen-bids-store';
import { formatMoney } from '../../../src/domain/shared/money';
import { AppError } from '../../../src/domain/shared/app-error';
import { SCREEN_TITLE, statusPillOf } from '../../../src/presentation/screens/bids/bids.presenter';
import { REJECT_UNDO_SECONDS } from '../../../src/presentation/screens/bids/waiting-rejections';
import { demoBidsOf } from '../../contract/bids/bids-demo-backend';
import { idOf } from '../../support/record-ids';
import {
  FakeLiveUpdates,
  loadWith,
  placeBid,
  presenterRig,
  rigOnBusyLoad,
  settle,
  type PresenterRig,
} from './bids-presenter-fixtures';

function openBid(rig: PresenterRig): Bid {
  const bid = rig.presenter.shownBids.find((b) => b.status === 'pending');
  if (!bid) throw new Error('no open bid');
  return bid;
}

describe('BidsPresenter: selection and loading', () => {
  let rig: PresenterRig;
  beforeEach(() => {
    rig = presenterRig();
  });

  it('without a selection fetches nothing', async () => {
    rig.presenter.select(null);
    await settle();
    expect(rig.presenter.hasSelection).toBe(false);
    expect(rig.bids.calls.list).toBe(0);
  });

  it('loads the busy load: summary, 16 available and 4 rejected, loading then succeeded', async () => {
    const statuses: string[] = [];
    const dispose = autorun(() => statuses.push(rig.presenter.list.status.kind));
    rig.presenter.select(rig.backend.busyLoadId);
    expect(rig.presenter.list.awaitingFirstAnswer).toBe(true);
    await settle();
    dispose();
    expect(statuses).toEqual(['idle', 'loading', 'succeeded']);
    expect(rig.presenter.list.awaitingFirstAnswer).toBe(false);
    expect(rig.presenter.load?.loadNo).toBe('BH-10412');
    expect(rig.presenter.availableCount).toBe(16);
    expect(rig.presenter.rejectedCount).toBe(4);
    expect(rig.presenter.currentPage.items).toHaveLength(10);
    expect(rig.presenter.showingText).toBe('Showing 1-10 of 16 total bids');
    expect(rig.presenter.statusPill).toEqual({
      label: 'Pending',
      tone: 'warning',
      locked: false,
    });
    rig.presenter.setTab('rejected');
    expect(rig.presenter.currentPage.items.every((b) => b.status === 'rejected')).toBe(true);
    expect(rig.presenter.showingText).toBe('Showing 1-4 of 4 total bids');
  });

  it('selecting the same load again does not refetch; another load starts over', async () => {
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const calls = rig.bids.calls.list;
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    expect(rig.bids.calls.list).toBe(calls);
    rig.presenter.setTab('rejected');
    rig.presenter.select(null);
    expect(rig.presenter.tab).toBe('available');
    expect(rig.presenter.shownBids).toEqual([]);
  });

  it('shows the catalogue text when the bids fail, and keeps the data when a refresh fails', async () => {
    // A failed page is asked for once more: the failure must last.
    rig.backend.gateway.failNext('bids');
    rig.backend.gateway.failNext('bids');
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    expect(rig.presenter.list.error).toBe('Failed to fetch bids');
    expect(rig.presenter.list.awaitingFirstAnswer).toBe(false);
    await rig.presenter.refresh();
    expect(rig.presenter.list.error).toBeNull();
    rig.backend.gateway.failNext('bids', undefined);
    rig.backend.gateway.failNext('bids', undefined);
    await rig.presenter.refresh();
    expect(rig.presenter.list.error).toBe('Failed to fetch bids');
    expect(rig.presenter.shownBids).toHaveLength(20);
  });

  it("shows the server's message when the summary fails", async () => {
    rig.presenter.select(rig.backend.otherLoadId);
    await settle();
    expect(rig.presenter.summary.error).toBe('Load not found.');
    expect(rig.presenter.list.error).toBe('Load not found.');
  });

  it('ignores a late answer for a load no longer selected', async () => {
    const release = rig.bids.hold('list');
    rig.presenter.select(rig.backend.busyLoadId);
    const other = rig.backend.marketplace.read((s) =>
      s.loads.find(
        (l) =>
          l.ownerId === 1 &&
          l.id !== rig.backend.busyLoadId &&
          s.bids.some((b) => b.loadId === l.id && b.status === 'pending'),
      ),
    )!;
    rig.presenter.select(other.id);
    await settle();
    release();
    await settle();
    expect(rig.presenter.loadId).toBe(other.id);
    expect(rig.presenter.shownBids.every((b) => b.loadId === other.id)).toBe(true);
  });

  it('pages a tab at 10 with a window of 5 numbers; changing tab or sort goes back to page 1', async () => {
    const many = presenterRig({
      bids: (inner) => ({
        ...inner,
        list: async (_id, { page, perPage = 10 }) => {
          const all = Array.from({ length: 63 }, (_, i) => makeBid(i + 1));
          const items = all.slice((page - 1) * perPage, page * perPage);
          const lastPage = Math.ceil(all.length / perPage);
          return {
            items,
            meta: { currentPage: page, perPage, total: 63, lastPage, from: 0, to: 0 },
          };
        },
        accept: inner.accept.bind(inner),
        reject: inner.reject.bind(inner),
      }),
    });
    many.presenter.select(many.backend.busyLoadId);
    await settle();
    expect(many.presenter.availableCount).toBe(63);
    expect(many.presenter.pageNumbers).toEqual([1, 2, 3, 4, 5]);
    many.presenter.goToPage(5);
    expect(many.presenter.pageNumbers).toEqual([3, 4, 5, 6, 7]);
    expect(many.presenter.showingText).toBe('Showing 41-50 of 63 total bids');
    many.presenter.goToPage(99);
    expect(many.presenter.currentPage.meta.currentPage).toBe(7);
    expect(many.presenter.currentPage.items).toHaveLength(3);
    many.presenter.setSort('lowest-price');
    expect(many.presenter.page).toBe(1);
    expect(many.presenter.currentPage.items[0]?.amount).toBe(1);
    many.presenter.goToPage(2);
    many.presenter.setTab('rejected');
    expect(many.presenter.page).toBe(1);
  });

  it('locks the status pill when the server says so or the load is no longer open', () => {
    expect(
      statusPillOf(loadWith({ uiStatus: { label: 'Open for bids', icon: 'fa-lock' } })),
    ).toEqual({
      label: 'Open for bids',
      tone: 'warning',
      locked: true,
    });
    expect(statusPillOf(loadWith({ status: 'assigned' }))).toEqual({
      label: 'Assigned',
      tone: 'assigned',
      locked: true,
    });
    // A status the portal does not know reads as Pending, still open for bids.
    expect(statusPillOf(loadWith({ status: 'queued', jobStatus: '' }))).toEqual({
      label: 'Pending',
      tone: 'warning',
      locked: false,
    });
  });

  it('closes bidding when the load is no longer open for bids, though no bid is accepted', async () => {
    rig.backend.marketplace.transact((state) => {
      state.loads.find((l) => l.id === rig.backend.busyLoadId)!.status = 'cancelled';
    });
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    expect(rig.presenter.shownBids.some((b) => b.status === 'accepted')).toBe(false);
    expect(rig.presenter.biddingClosed).toBe(true);
    expect(rig.presenter.canDecide(openBid(rig))).toBe(false);
    expect(rig.presenter.statusPill).toMatchObject({ label: 'Cancelled', locked: true });
  });
});

function makeBid(id: number): Bid {
  return {
    id,
    loadId: 1,
    amount: id,
    currencySymbol: '£',
    status: 'pending',
    note: null,
    placedAt: new Date(Date.UTC(2026, 2, 2, 9, id)).toISOString(),
    acceptedAt: null,
    rejectedAt: null,
    bidder: { name: `Bidder ${id}`, roleId: 4, avatarUrl: null },
    rating: { avg: 4, count: 3 },
    vehicleName: 'Van',
  };
}

describe('BidsPresenter: bids without a usable id', () => {
  /** The server sends the first two bids of every ten without an id. */
  const withoutIds = (inner: BidRepository): BidRepository => ({
    list: async (loadId, query) => {
      const page = await inner.list(loadId, query);
      return { ...page, items: page.items.map((b, i) => (i % 10 < 2 ? { ...b, id: null } : b)) };
    },
    accept: (bidId, note) => inner.accept(bidId, note),
    reject: (bidId, note) => inner.reject(bidId, note),
  });

  it('keeps each as its own bid, with its own key, and offers no Accept or Reject for it', async () => {
    const rig = presenterRig({ bids: withoutIds });
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const all = rig.presenter.shownBids;
    const unidentified = all.filter((b) => b.id === null);
    expect(unidentified).toHaveLength(4);
    expect(all).toHaveLength(20);
    expect(new Set(all.map((b) => b.key)).size).toBe(20);
    for (const bid of unidentified) expect(rig.presenter.canDecide(bid)).toBe(false);
    expect(rig.presenter.canDecide(all.find((b) => b.id !== null && b.status === 'pending')!)).toBe(
      true,
    );
    // A highlight names one bid, never every bid that lacks an id.
    const { bestPriceKey, topRatedKey } = rig.presenter.highlights;
    expect(all.filter((b) => b.key === bestPriceKey)).toHaveLength(1);
    expect(all.filter((b) => b.key === topRatedKey).length).toBeLessThanOrEqual(1);
  });
});

describe('BidsPresenter: server data overrides local marks', () => {
  it('drops a confirmed mark when the next list says otherwise', async () => {
    // A server that answers the reject with no bid and (wrongly) keeps the bid pending.
    const rig = presenterRig({
      bids: (inner): BidRepository => ({
        list: inner.list.bind(inner),
        accept: inner.accept.bind(inner),
        reject: async () => null,
      }),
    });
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const bid = openBid(rig);
    const rejectedBefore = rig.presenter.rejectedCount;
    const release = rig.bids.hold('list');
    rig.presenter.reject(idOf(bid));
    rig.presenter.sendWaiting();
    await settle();
    // Confirmed, the refresh is on its way: the mark still shows.
    expect(rig.presenter.shownBids.find((b) => b.id === bid.id)?.status).toBe('rejected');
    release();
    await settle();
    const shown = rig.presenter.shownBids.find((b) => b.id === bid.id)!;
    expect(shown.status).toBe('pending');
    expect(rig.presenter.rejectedCount).toBe(rejectedBefore);
    expect(rig.presenter.canDecide(shown)).toBe(true);
    // A later list still has the last word: the mark does not come back.
    await rig.presenter.refresh();
    expect(rig.presenter.shownBids.find((b) => b.id === bid.id)?.status).toBe('pending');
  });

  it('replaces the mark at once with the bid the server sends back', async () => {
    const rig = presenterRig();
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const bid = openBid(rig);
    const release = rig.bids.hold('list');
    const markedAt = rig.backend.clock.now().toISOString();
    rig.presenter.reject(idOf(bid));
    rig.presenter.sendWaiting();
    // The server takes the decision a minute later: its rejected_at is not the mark's.
    rig.backend.clock.advanceBy(60_000);
    await settle();
    const server = demoBidsOf(rig.backend, rig.backend.busyLoadId).find((b) => b.id === bid.id);
    expect(server?.rejectedAt).not.toBe(markedAt);
    // The list is still on its way; the bid the server sent back shows already.
    expect(rig.presenter.shownBids.find((b) => b.id === bid.id)).toMatchObject({
      status: 'rejected',
      rejectedAt: server?.rejectedAt,
    });
    release();
    await settle();
  });
});

describe('BidsPresenter: accepting (sent once; a failure is shown and the mark reverted)', () => {
  let rig: PresenterRig;
  beforeEach(async () => {
    rig = await rigOnBusyLoad();
  });
  afterEach(() => rig.presenter.stop());

  it('asks for confirmation first and can be cancelled', () => {
    const bid = openBid(rig);
    rig.presenter.requestAccept(idOf(bid));
    expect(rig.presenter.confirming?.id).toBe(bid.id);
    rig.presenter.cancelAccept();
    expect(rig.presenter.confirming).toBeNull();
    expect(rig.bids.calls.accept).toBe(0);
  });

  it('does not ask about a bid that cannot be accepted', () => {
    const rejected = rig.presenter.shownBids.find((b) => b.status === 'rejected')!;
    rig.presenter.requestAccept(idOf(rejected));
    expect(rig.presenter.confirming).toBeNull();
  });

  it('marks Accepted with accepted_at, accepts, refreshes, then leads to /trips', async () => {
    const bid = openBid(rig);
    rig.presenter.requestAccept(idOf(bid));
    const release = rig.bids.hold('accept');
    const done = rig.presenter.confirmAccept();
    expect(rig.presenter.shownBids.find((b) => b.id === bid.id)).toMatchObject({
      status: 'accepted',
      acceptedAt: rig.backend.clock.now().toISOString(),
    });
    expect(rig.presenter.decidingId).toBe(bid.id);
    const listsBefore = rig.bids.calls.list;
    expect(rig.presenter.navigateTo).toBeNull();
    release();
    await done;
    expect(rig.presenter.navigateTo).toBe('/trips');
    expect(rig.presenter.navigateState).toEqual({ justBookedBidId: bid.id });
    expect(rig.toasts.current).toMatchObject({
      kind: 'success',
      message: `Bid from ${bid.bidder.name} accepted for ${formatMoney(bid.amount, bid.currencySymbol)}. The trip is now under Upcoming in My Trips.`,
    });
    expect(rig.bids.calls.list).toBeGreaterThan(listsBefore);
    expect(rig.presenter.availableCount).toBe(1);
    expect(rig.presenter.rejectedCount).toBe(19);
    expect(rig.presenter.biddingClosed).toBe(true);
    expect(rig.presenter.confirming).toBeNull();
  });

  it('sends one request for a double click on the confirmation', async () => {
    const bid = openBid(rig);
    rig.presenter.requestAccept(idOf(bid));
    await Promise.all([rig.presenter.confirmAccept(), rig.presenter.confirmAccept()]);
    expect(rig.bids.calls.accept).toBe(1);
    expect(rig.presenter.navigateTo).toBe('/trips');
    // The screen went there: nothing asks to go again.
    rig.presenter.navigated();
    await settle();
    expect(rig.presenter.navigateTo).toBeNull();
    expect(rig.presenter.navigateState).toBeNull();
  });

  it("reverts the mark and shows 'Failed to accept bid' on failure; nothing navigates", async () => {
    const bid = openBid(rig);
    rig.backend.gateway.failNext('acceptBid');
    rig.presenter.requestAccept(idOf(bid));
    await rig.presenter.confirmAccept();
    expect(rig.presenter.navigateTo).toBeNull();
    expect(rig.toasts.queue.map((t) => t.kind)).toEqual(['error']);
    expect(rig.presenter.shownBids.find((b) => b.id === bid.id)?.status).toBe('pending');
    expect(rig.presenter.availableCount).toBe(16);
    expect(rig.toasts.current).toMatchObject({ kind: 'error', message: 'Failed to accept bid' });
    expect(rig.presenter.confirming).toBeNull();
    expect(rig.presenter.canDecide(bid)).toBe(true);
  });

  it('does not navigate once the screen has gone', async () => {
    const bid = openBid(rig);
    rig.presenter.requestAccept(idOf(bid));
    const done = rig.presenter.confirmAccept();
    rig.presenter.stop();
    await done;
    expect(rig.bids.calls.accept).toBe(1);
    expect(rig.presenter.navigateTo).toBeNull();
  });
});

describe('BidsPresenter: reads and decisions on their way', () => {
  it('a newer read of the bids aborts the one on its way', async () => {
    const rig = presenterRig();
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const release = rig.bids.hold('list');
    const first = rig.presenter.refresh();
    await settle();
    const firstSignal = rig.bids.signals.at(-1)!;
    expect(firstSignal.aborted).toBe(false);
    const second = rig.presenter.refresh();
    expect(firstSignal.aborted).toBe(true);
    await second;
    expect(rig.presenter.list.status.kind).toBe('succeeded');
    release();
    await first;
    expect(rig.presenter.list.status.kind).toBe('succeeded');
    expect(rig.presenter.list.error).toBeNull();
  });

  it('leaving the screen aborts the first read; coming back reads again', async () => {
    const rig = presenterRig();
    rig.presenter.start();
    const release = rig.bids.hold('list');
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const signal = rig.bids.signals.at(-1)!;
    rig.presenter.stop();
    expect(signal.aborted).toBe(true);
    release();
    await settle();
    expect(rig.presenter.list.loaded).toBe(false);
    // StrictMode mounts the screen twice: the second mount selects the same load again.
    rig.presenter.start();
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    expect(rig.presenter.list.loaded).toBe(true);
    expect(rig.presenter.load?.loadNo).toBe('BH-10412');
    rig.presenter.stop();
  });

  it('a decision that settles after another load was chosen leaves that load alone', async () => {
    const rig = presenterRig();
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const bid = openBid(rig);
    const release = rig.bids.hold('reject');
    rig.backend.gateway.failNext('rejectBid');
    rig.presenter.reject(idOf(bid));
    rig.presenter.sendWaiting();
    rig.presenter.select(null);
    release();
    await settle();
    expect(rig.toasts.current).toBeNull();
    expect(rig.presenter.decidingId).toBeNull();
    expect(rig.presenter.announcement).toBe('');
    expect(rig.presenter.shownBids).toEqual([]);
  });
});

describe('BidsPresenter: New bids since the last look', () => {
  it('marks none on the first look, then the bids that arrived since', async () => {
    const seen = new InMemorySeenBidsStore();
    const first = presenterRig({ seen });
    first.presenter.select(first.backend.busyLoadId);
    await settle();
    expect(first.presenter.newIds.size).toBe(0);

    const arrived = placeBid(first.backend, first.backend.busyLoadId, 99);
    await first.presenter.refresh();
    expect([...first.presenter.newIds]).toEqual([arrived]);
    expect(first.presenter.isNew(first.presenter.shownBids.find((b) => b.id === arrived)!)).toBe(
      true,
    );

    // A later visit in the same session: everything shown before is no longer new.
    const second = presenterRig({ seen, backend: first.backend });
    second.presenter.select(first.backend.busyLoadId);
    await settle();
    expect(second.presenter.newIds.size).toBe(0);
  });

  it('marks only open bids: a bid rejected, waiting out its Undo, accepted or declined is not New', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      // The shipper last looked before any of the busy load's bids came.
      const seen = new InMemorySeenBidsStore();
      const rig = presenterRig({ seen });
      seen.markSeen(rig.backend.busyLoadId, []);
      rig.presenter.select(rig.backend.busyLoadId);
      await settle();
      const p = rig.presenter;
      const open = p.shownBids.filter((b) => b.status === 'pending');
      expect(p.rejectedCount).toBe(4);
      // The rejected ones came since too, but only the 16 open ones are New.
      expect(p.newIds.size).toBe(16);
      expect(p.shownBids.filter((b) => b.status === 'rejected').some(p.isNew)).toBe(false);

      const [rejected, accepted] = open;
      if (!rejected || !accepted) throw new Error('fewer than two open bids');
      p.reject(idOf(rejected));
      expect(p.isNew(rejected)).toBe(false);
      await vi.advanceTimersByTimeAsync(REJECT_UNDO_SECONDS * 1000);
      await settle();
      expect(p.newIds.size).toBe(15);

      p.requestAccept(idOf(accepted));
      await rig.presenter.confirmAccept();
      // The accepted bid, and the others it declined: none is open, so none is New.
      expect(p.newIds.size).toBe(0);
      expect(rig.presenter.title).toBe(SCREEN_TITLE);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('BidsPresenter: refresh every 30 s while visible', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes on the timer, pauses while hidden, refreshes at once on return and stops with the screen', async () => {
    const rig = presenterRig();
    const stop = rig.presenter.start();
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const base = rig.bids.calls.list;

    await vi.advanceTimersByTimeAsync(29_999);
    expect(rig.bids.calls.list).toBe(base);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(rig.bids.calls.list).toBe(base + 1); // one page of 50

    rig.visibility.set(false);
    await vi.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(rig.bids.calls.list).toBe(base + 1);

    rig.visibility.set(true);
    await settle();
    expect(rig.bids.calls.list).toBe(base + 2);

    stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(rig.visibility.listenerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    rig.visibility.set(true);
    await settle();
    expect(rig.bids.calls.list).toBe(base + 2);
  });

  it('start is idempotent (StrictMode) and leaves one timer', async () => {
    // An API with no events: the refresh is the only timer (no paused notice waits to show).
    const rig = presenterRig({ live: new FakeLiveUpdates('unavailable') });
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    rig.presenter.start();
    rig.presenter.start();
    expect(vi.getTimerCount()).toBe(1);
    rig.presenter.stop();
    rig.presenter.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starting while hidden arms no timer until the page shows', async () => {
    // An API with no events: the refresh is the only timer (no paused notice waits to show).
    const rig = presenterRig({ live: new FakeLiveUpdates('unavailable') });
    rig.visibility.visible = false;
    rig.presenter.start();
    expect(vi.getTimerCount()).toBe(0);
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const base = rig.bids.calls.list;
    rig.visibility.set(true);
    await settle();
    expect(rig.bids.calls.list).toBe(base + 1);
    expect(vi.getTimerCount()).toBe(1);
    rig.presenter.stop();
  });
});

describe('BidsPresenter: an accept whose answer is lost', () => {
  /** The server takes the accept, but its answer never arrives. */
  const answerLost = (inner: BidRepository): BidRepository => ({
    list: (loadId, query) => inner.list(loadId, query),
    accept: async (bidId, note) => {
      await inner.accept(bidId, note);
      throw new AppError('network');
    },
    reject: (bidId, note) => inner.reject(bidId, note),
  });

  it('says it failed, then shows what the server did: the list is read again', async () => {
    const rig = presenterRig({ bids: answerLost });
    rig.presenter.select(rig.backend.busyLoadId);
    await settle();
    const bid = rig.presenter.shownBids.find((b) => b.id !== null && b.status === 'pending')!;
    rig.presenter.requestAccept(idOf(bid));
    await rig.presenter.confirmAccept();
    expect(rig.toasts.current).toMatchObject({ kind: 'error' });
    await settle();
    expect(rig.presenter.shownBids.find((b) => b.id === bid.id)?.status).toBe('accepted');
    expect(rig.presenter.biddingClosed).toBe(true);
  });
});
