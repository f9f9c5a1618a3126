import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bid } from '../../../src/domain/bid/bid';
import { REJECT_UNDO_SECONDS } from '../../../src/presentation/screens/bids/waiting-rejections';
import { demoBidsOf } from '../../contract/bids/bids-demo-backend';
import { idOf } from '../../support/record-ids';
import { rigOnBusyLoad, settle, type PresenterRig } from './bids-presenter-fixtures';

/** The first three open bids of the busy load. */
function openBids(rig: PresenterRig): [Bid, Bid, Bid] {
  const [first, second, third] = rig.presenter.shownBids.filter((b) => b.status === 'pending');
  if (!first || !second || !third) throw new Error('fewer than three open bids');
  return [first, second, third];
}

const statusOf = (rig: PresenterRig, bid: Bid) =>
  rig.presenter.shownBids.find((b) => b.id === bid.id)?.status;

const serverStatusOf = (rig: PresenterRig, bid: Bid) =>
  demoBidsOf(rig.backend, rig.backend.busyLoadId).find((b) => b.id === bid.id)?.status;

const REJECT_UNDO_MS = REJECT_UNDO_SECONDS * 1000;

/** Lets the Undo window pass, then the answers and the list read that follow it. */
async function elapse(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

describe('BidsPresenter: rejecting', () => {
  let rig: PresenterRig;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    rig = await rigOnBusyLoad();
  });
  afterEach(() => {
    rig.presenter.stop();
    vi.useRealTimers();
  });

  describe('waits 10 s with an Undo', () => {
    it('sends nothing for 10 s, then marks the bid Rejected, sends it and reads the list again', async () => {
      const [bid, other] = openBids(rig);
      rig.presenter.reject(idOf(bid));
      expect(rig.presenter.waiting.has(idOf(bid))).toBe(true);
      expect(rig.presenter.announcement).toBe(`Bid from ${bid.bidder.name} rejected.`);
      expect(statusOf(rig, bid)).toBe('pending');
      expect(rig.presenter.canDecide(bid)).toBe(false);
      // Rejecting several in a row: the other bids stay open to a decision meanwhile.
      expect(rig.presenter.canDecide(other)).toBe(true);

      await elapse(REJECT_UNDO_MS - 1);
      expect(rig.bids.calls.reject).toBe(0);

      const release = rig.bids.hold('reject');
      const listsBefore = rig.bids.calls.list;
      const markedAt = rig.backend.clock.now().toISOString();
      await vi.advanceTimersByTimeAsync(1);
      expect(rig.bids.calls.reject).toBe(1);
      expect(rig.presenter.shownBids.find((b) => b.id === bid.id)).toMatchObject({
        status: 'rejected',
        rejectedAt: markedAt,
      });
      expect(rig.presenter.rejectedCount).toBe(5);
      release();
      await settle();
      expect(rig.bids.calls.list).toBeGreaterThan(listsBefore);
      expect(serverStatusOf(rig, bid)).toBe('rejected');
      expect(statusOf(rig, bid)).toBe('rejected');
      expect(rig.presenter.sendingIds.size).toBe(0);
    });

    it("counts down the seconds it shows: 'Undo · 10 s', then 7 s after 3 s", async () => {
      const [bid] = openBids(rig);
      const decisions = rig.presenter;
      expect(decisions.waiting.secondsLeft(idOf(bid))).toBeNull();
      decisions.reject(idOf(bid));
      expect(decisions.waiting.secondsLeft(idOf(bid))).toBe(10);
      await elapse(3000);
      expect(decisions.waiting.secondsLeft(idOf(bid))).toBe(7);
      await elapse(7000);
      expect(decisions.waiting.secondsLeft(idOf(bid))).toBeNull();
      expect(rig.bids.calls.reject).toBe(1);
    });

    it('stands still while the pointer or the focus is on the Undo, and goes on once both left', async () => {
      const [bid] = openBids(rig);
      const decisions = rig.presenter;
      decisions.reject(idOf(bid));
      await elapse(3000);
      decisions.waiting.hold(idOf(bid), 'pointer');
      decisions.waiting.hold(idOf(bid), 'focus');
      await elapse(REJECT_UNDO_MS * 2);
      expect(decisions.waiting.secondsLeft(idOf(bid))).toBe(7);
      decisions.waiting.letGo(idOf(bid), 'pointer');
      await elapse(REJECT_UNDO_MS);
      expect(decisions.waiting.secondsLeft(idOf(bid))).toBe(7);
      expect(rig.bids.calls.reject).toBe(0);

      decisions.waiting.letGo(idOf(bid), 'focus');
      await elapse(6999);
      expect(decisions.waiting.secondsLeft(idOf(bid))).toBe(1);
      await elapse(1);
      expect(rig.bids.calls.reject).toBe(1);
      expect(serverStatusOf(rig, bid)).toBe('rejected');
    });

    it('Undo keeps the bid open, sends nothing, and gives its Reject button the focus back', async () => {
      const [bid] = openBids(rig);
      rig.presenter.reject(idOf(bid));
      rig.presenter.undoReject(idOf(bid));
      await elapse(REJECT_UNDO_MS * 3);
      expect(rig.bids.calls.reject).toBe(0);
      expect(statusOf(rig, bid)).toBe('pending');
      expect(serverStatusOf(rig, bid)).toBe('pending');
      expect(rig.presenter.canDecide(bid)).toBe(true);
      expect(rig.presenter.keptOpenId).toBe(bid.id);
      expect(rig.presenter.announcement).toBe(`Bid from ${bid.bidder.name} kept open.`);
    });

    it('gives each of several rejections its own Undo', async () => {
      const [first, second, third] = openBids(rig);
      for (const bid of [first, second, third]) rig.presenter.reject(idOf(bid));
      rig.presenter.undoReject(idOf(second));
      await elapse(REJECT_UNDO_MS);
      expect(rig.bids.calls.reject).toBe(2);
      expect(serverStatusOf(rig, first)).toBe('rejected');
      expect(serverStatusOf(rig, second)).toBe('pending');
      expect(serverStatusOf(rig, third)).toBe('rejected');
      expect(rig.presenter.rejectedCount).toBe(6);
    });

    it('sends one request for a double click', async () => {
      const [bid] = openBids(rig);
      rig.presenter.reject(idOf(bid));
      rig.presenter.reject(idOf(bid));
      await elapse(REJECT_UNDO_MS);
      expect(rig.bids.calls.reject).toBe(1);
    });

    it("puts the bid back and shows 'Failed to reject bid' when the server refuses", async () => {
      const [bid] = openBids(rig);
      rig.backend.gateway.failNext('rejectBid');
      rig.presenter.reject(idOf(bid));
      await elapse(REJECT_UNDO_MS);
      expect(statusOf(rig, bid)).toBe('pending');
      expect(rig.presenter.rejectedCount).toBe(4);
      expect(rig.toasts.current).toMatchObject({ kind: 'error', message: 'Failed to reject bid' });
      expect(rig.presenter.canDecide(bid)).toBe(true);
    });

    it("shows the server's own message when it sends one", async () => {
      const [bid] = openBids(rig);
      rig.backend.marketplace.transact((state) => {
        state.bids.find((b) => b.id === bid.id)!.status = 'rejected';
      });
      rig.presenter.reject(idOf(bid));
      await elapse(REJECT_UNDO_MS);
      expect(rig.toasts.current?.message).toBe('This bid has already been rejected.');
    });

    it('keeps a sent mark through a refresh that cannot know of it yet', async () => {
      const [bid] = openBids(rig);
      const release = rig.bids.hold('reject');
      rig.presenter.reject(idOf(bid));
      await vi.advanceTimersByTimeAsync(REJECT_UNDO_MS);
      await rig.presenter.refresh();
      expect(statusOf(rig, bid)).toBe('rejected');
      release();
      await settle();
    });
  });

  describe('a waiting rejection is sent at once when the shipper moves on', () => {
    it('leaving the screen sends it, and reads no list for it afterwards', async () => {
      const [bid] = openBids(rig);
      rig.presenter.reject(idOf(bid));
      rig.presenter.stop();
      const listsAfterLeaving = rig.bids.calls.list;
      await settle();
      expect(rig.bids.calls.reject).toBe(1);
      expect(serverStatusOf(rig, bid)).toBe('rejected');
      expect(rig.bids.calls.list).toBe(listsAfterLeaving);
      // Its timer went with it: nothing is sent twice.
      await elapse(REJECT_UNDO_MS);
      expect(rig.bids.calls.reject).toBe(1);
    });

    it('the page going into the background sends it', async () => {
      const [bid] = openBids(rig);
      rig.presenter.reject(idOf(bid));
      rig.visibility.set(false);
      await settle();
      expect(serverStatusOf(rig, bid)).toBe('rejected');
    });

    it.each([
      ['switching to Rejected Bids', (r: PresenterRig) => r.presenter.setTab('rejected')],
      ['sorting', (r: PresenterRig) => r.presenter.setSort('lowest-price')],
      ['another page', (r: PresenterRig) => r.presenter.goToPage(2)],
      ['choosing another load', (r: PresenterRig) => r.presenter.select(null)],
    ])('%s sends it', async (_, moveOn) => {
      const [bid] = openBids(rig);
      rig.presenter.reject(idOf(bid));
      moveOn(rig);
      await settle();
      expect(rig.bids.calls.reject).toBe(1);
      expect(serverStatusOf(rig, bid)).toBe('rejected');
    });

    it('asking to accept another bid sends the waiting rejections first', async () => {
      const [rejected, accepted] = openBids(rig);
      rig.presenter.reject(idOf(rejected));
      rig.presenter.requestAccept(idOf(accepted));
      expect(rig.presenter.confirming?.id).toBe(accepted.id);
      await settle();
      expect(serverStatusOf(rig, rejected)).toBe('rejected');
      expect(rig.bids.calls.accept).toBe(0);
    });
  });
});
