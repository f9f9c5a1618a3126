import { describe, expect, it } from 'vitest';
import { ListActiveLoadsWithNewBids } from '../../../src/application/my-loads/list-active-loads-with-new-bids';
import { InMemoryDashboardRepository } from '../../../src/infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { InMemorySeenBidsStore } from '../../../src/infrastructure/storage/in-memory-seen-bids-store';
import { DashboardPresenter } from '../../../src/presentation/screens/dashboard/dashboard.presenter';
import { MyLoadsPresenter } from '../../../src/presentation/screens/my-loads/my-loads.presenter';
import type { ActiveLoadRow } from '../../../src/presentation/screens/my-loads/active-load-row';
import { FakeLiveUpdates, placeBid, presenterRig, settle } from '../bids/bids-presenter-fixtures';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';

/**
 * 'N new' beside a load's bid badge on the dashboard and My Loads: the bids placed since the
 * shipper last opened the load's bids on Select a Bid (the same SeenBidsStore), counted on the
 * next fetch.
 */
describe("'N new' on the dashboard and My Loads", () => {
  it('counts the bids placed since the load’s bids were last opened, from the next fetch on', async () => {
    const seen = new InMemorySeenBidsStore();
    const bidsScreen = presenterRig({ seen });
    const { backend } = bidsScreen;
    const loads = new InMemoryLoadRepository(backend.gateway);
    const activeLoads = new ListActiveLoadsWithNewBids(loads, seen);
    const myLoads = new MyLoadsPresenter(
      activeLoads,
      new FakeLiveUpdates('unavailable'),
      systemTimers,
    );
    const dashboard = new DashboardPresenter(
      new InMemoryDashboardRepository(backend.gateway),
      activeLoads,
      loads,
      backend.session,
      new FakeLiveUpdates('unavailable'),
      systemTimers,
    );
    // The busy load is the newest: the first row of My Loads and of the dashboard's preview.
    const busy = (rows: readonly ActiveLoadRow[]) =>
      rows.find((row) => row.id === backend.busyLoadId)!.newBids;

    // Never opened: nothing to compare with, so nothing is new, though a bid arrives.
    myLoads.start();
    await settle();
    placeBid(backend, backend.busyLoadId, 250);
    await myLoads.refresh();
    expect(busy(myLoads.rows)).toBeNull();

    // Opened on Select a Bid: its 21 bids are seen.
    bidsScreen.presenter.select(backend.busyLoadId);
    await settle();
    bidsScreen.presenter.stop();
    placeBid(backend, backend.busyLoadId, 251);
    placeBid(backend, backend.busyLoadId, 252);
    // Not before the next fetch…
    expect(busy(myLoads.rows)).toBeNull();
    // …then on it, on both screens.
    await myLoads.refresh();
    expect(busy(myLoads.rows)).toBe('2 new');
    dashboard.start();
    await settle();
    expect(busy(dashboard.previewRows)).toBe('2 new');

    // Opening the load's bids again sees them: the next fetch says nothing new.
    const again = presenterRig({ seen, backend });
    again.presenter.select(backend.busyLoadId);
    await settle();
    await myLoads.refresh();
    await dashboard.activeLoads.run();
    expect(busy(myLoads.rows)).toBeNull();
    expect(busy(dashboard.previewRows)).toBeNull();
    myLoads.stop();
    dashboard.stop();
  });
});
