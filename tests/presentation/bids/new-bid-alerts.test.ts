import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageWork } from '../../../src/infrastructure/storage/portal-storage';
import {
  HIDDEN_REFRESH_MS,
  NOTIFICATIONS_BLOCKED,
  bidNotice,
} from '../../../src/presentation/screens/bids/new-bid-alerts';
import { MemoryStorage } from '../../support/memory-storage';
import {
  FakeNotifier,
  placeBid,
  presenterRig,
  settle,
  type PresenterRig,
} from './bids-presenter-fixtures';

/** One read of the busy load's bids asks for one page (20 bids, 50 a page). */
const PAGES_A_READ = 1;

async function openBusyLoad(rig: PresenterRig): Promise<void> {
  rig.presenter.start();
  rig.presenter.select(rig.backend.busyLoadId);
  await settle();
}

describe('New-bid alerts (fake timers, a fake Notification)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the permission only when switched on; granted, it is on and remembered for the user', async () => {
    const storage = new MemoryStorage();
    const rig = presenterRig({ storage });
    await openBusyLoad(rig);
    expect(rig.notifier.asked).toBe(0);
    expect(rig.presenter.alerts.on).toBe(false);

    await rig.presenter.alerts.setOn(true);
    expect(rig.notifier.asked).toBe(1);
    expect(rig.presenter.alerts.on).toBe(true);
    expect(rig.presenter.alerts.blockedText).toBeNull();
    rig.presenter.stop();

    // The same user's next visit finds it on, without asking again.
    const again = presenterRig({ storage, notifier: rig.notifier, backend: rig.backend });
    await openBusyLoad(again);
    expect(again.presenter.alerts.on).toBe(true);
    expect(rig.notifier.asked).toBe(1);
    again.presenter.stop();

    // Sign Out clears the portal's kept items: the next visit finds it off.
    new LocalStorageWork(storage).clearAll();
    const afterSignOut = presenterRig({ storage, notifier: rig.notifier, backend: rig.backend });
    await openBusyLoad(afterSignOut);
    expect(afterSignOut.presenter.alerts.on).toBe(false);
    afterSignOut.presenter.stop();
  });

  it('refused permission keeps the switch off and says notifications are blocked', async () => {
    const notifier = new FakeNotifier();
    notifier.answer = 'denied';
    const rig = presenterRig({ notifier });
    await openBusyLoad(rig);
    await rig.presenter.alerts.setOn(true);
    expect(rig.presenter.alerts.on).toBe(false);
    expect(rig.presenter.alerts.blockedText).toBe(NOTIFICATIONS_BLOCKED);
    expect(NOTIFICATIONS_BLOCKED).toBe('Notifications are blocked in your browser settings.');
    // Already refused: the browser is not asked again.
    await rig.presenter.alerts.setOn(true);
    expect(notifier.asked).toBe(1);
    expect(rig.presenter.alerts.on).toBe(false);
    rig.presenter.stop();
  });

  it('on and hidden: the bids are read every 60 s and each new bid raises one notification', async () => {
    const rig = presenterRig();
    rig.notifier.current = 'granted';
    await openBusyLoad(rig);
    await rig.presenter.alerts.setOn(true);

    rig.visibility.set(false);
    const base = rig.bids.calls.list;
    await vi.advanceTimersByTimeAsync(HIDDEN_REFRESH_MS - 1);
    expect(rig.bids.calls.list).toBe(base);
    const first = placeBid(rig.backend, rig.backend.busyLoadId, 231);
    const second = placeBid(rig.backend, rig.backend.busyLoadId, 262.5);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(rig.bids.calls.list).toBe(base + 1); // 22 bids: one page of 50
    expect(rig.notifier.shown.map((s) => s.notice.tag)).toEqual([
      `bidhaul-bid-${first}`,
      `bidhaul-bid-${second}`,
    ]);
    expect(rig.notifier.shown[0]?.notice.title).toBe('New bid on BH-10412');
    expect(rig.notifier.shown[0]?.notice.body).toMatch(/^.+: £231\.00$/);
    expect(rig.presenter.title).toBe('(2) Select a Bid');

    // The next read finds nothing new: no second notification for the same bids.
    await vi.advanceTimersByTimeAsync(HIDDEN_REFRESH_MS);
    await settle();
    expect(rig.bids.calls.list).toBe(base + 2);
    expect(rig.notifier.shown).toHaveLength(2);

    // Leaving the load's bids closes its notifications.
    rig.presenter.stop();
    expect(rig.notifier.shown.every((s) => s.closed)).toBe(true);
  });

  it('a bid that arrives while the page shows raises no notification, but is counted in the title', async () => {
    const rig = presenterRig();
    rig.notifier.current = 'granted';
    await openBusyLoad(rig);
    await rig.presenter.alerts.setOn(true);
    expect(rig.presenter.title).toBe('Select a Bid');
    placeBid(rig.backend, rig.backend.busyLoadId, 240);
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(rig.notifier.shown).toHaveLength(0);
    expect(rig.presenter.title).toBe('(1) Select a Bid');
    rig.presenter.stop();
  });

  it('off: the 30 s refresh while visible as before, no reads while hidden and no notification', async () => {
    const rig = presenterRig();
    rig.notifier.current = 'granted';
    await openBusyLoad(rig);
    await rig.presenter.alerts.setOn(true);
    await rig.presenter.alerts.setOn(false);
    rig.visibility.set(false);
    const base = rig.bids.calls.list;
    placeBid(rig.backend, rig.backend.busyLoadId, 240);
    await vi.advanceTimersByTimeAsync(5 * HIDDEN_REFRESH_MS);
    await settle();
    expect(rig.bids.calls.list).toBe(base);
    expect(rig.notifier.shown).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    // Back on screen: read at once, as always; the new bid is New, and still no notification.
    rig.visibility.set(true);
    await settle();
    expect(rig.bids.calls.list).toBe(base + PAGES_A_READ);
    expect(rig.presenter.title).toBe('(1) Select a Bid');
    expect(rig.notifier.shown).toHaveLength(0);
    rig.presenter.stop();
  });

  it('a permission withdrawn in the browser settings turns it off at the next visit', async () => {
    const storage = new MemoryStorage();
    const rig = presenterRig({ storage });
    rig.notifier.current = 'granted';
    await openBusyLoad(rig);
    await rig.presenter.alerts.setOn(true);
    rig.presenter.stop();
    rig.notifier.current = 'denied';
    const again = presenterRig({ storage, notifier: rig.notifier, backend: rig.backend });
    await openBusyLoad(again);
    expect(again.presenter.alerts.on).toBe(false);
    expect(again.presenter.alerts.blockedText).toBe(NOTIFICATIONS_BLOCKED);
    again.presenter.stop();
  });
});

describe('bidNotice', () => {
  it('names the bidder, the amount and the load, one tag per bid', () => {
    const notice = bidNotice(
      {
        id: 81,
        loadId: 4,
        amount: 1234.5,
        currencySymbol: null,
        status: 'pending',
        note: null,
        placedAt: null,
        acceptedAt: null,
        rejectedAt: null,
        bidder: { name: 'Kestrel Couriers', roleId: 4, avatarUrl: null },
        rating: { avg: 0, count: 0 },
        vehicleName: null,
      },
      'BH-10412',
    );
    expect(notice).toEqual({
      title: 'New bid on BH-10412',
      body: 'Kestrel Couriers: £1,234.50',
      tag: 'bidhaul-bid-81',
    });
  });
});
