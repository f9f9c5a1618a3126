import { expect, it } from 'vitest';
import { SearchLoadHistory } from '../../../src/application/history/search-load-history.use-case';
import type { BidRepository } from '../../../src/application/ports/bid-repository.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import { AppError } from '../../../src/domain/shared/app-error';
import type { HistoryDemoBackend } from './history-demo-backend';
import { NOT_ABORTED } from '../../support/signals';
import { wholeOf } from '../../support/parts';

export interface HistoryAdapters {
  readonly loads: LoadRepository;
  readonly bids: BidRepository;
}

export interface HistoryEnv {
  readonly backend: HistoryDemoBackend;
  readonly adapters: HistoryAdapters;
}

/**
 * The read side history relies on (POST customer/loads/list, POST customer/loads/detail, GET
 * loads/{id}/bids), asserted the same way against every adapter set.
 */
export function historyReadsContract(make: () => HistoryEnv | Promise<HistoryEnv>) {
  it('loads/list pages 10 at a time with honest meta', async () => {
    const { adapters } = await make();
    const first = await adapters.loads.search({ signal: NOT_ABORTED, q: '', page: 1, perPage: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.meta).toMatchObject({ currentPage: 1, perPage: 10, from: 1, to: 10 });
    expect(first.meta.total).toBeGreaterThanOrEqual(37);
    const last = await adapters.loads.search({
      signal: NOT_ABORTED,
      q: '',
      page: first.meta.lastPage,
      perPage: 10,
    });
    expect(last.meta.to).toBe(first.meta.total);
    expect(last.items.length).toBe(first.meta.total - (first.meta.lastPage - 1) * 10);
  });

  it('loads/list searches load number, address and driver', async () => {
    const { adapters } = await make();
    const all = await wholeOf(new SearchLoadHistory(adapters.loads).execute('', NOT_ABORTED));
    const withDriver = all.loads.find((l) => l.assignedDriver);
    if (!withDriver?.assignedDriver) throw new Error('seed has no assigned load');
    const byDriver = await adapters.loads.search({
      signal: NOT_ABORTED,
      q: withDriver.assignedDriver.name.toUpperCase(),
      page: 1,
      perPage: 10,
    });
    expect(byDriver.items.map((l) => l.id)).toContain(withDriver.id);
    const byNumber = await adapters.loads.search({
      signal: NOT_ABORTED,
      q: withDriver.loadNo,
      page: 1,
      perPage: 10,
    });
    expect(byNumber.items.map((l) => l.id)).toEqual([withDriver.id]);
    const none = await adapters.loads.search({
      signal: NOT_ABORTED,
      q: 'zzz-no-such-load',
      page: 1,
      perPage: 10,
    });
    expect(none.items).toEqual([]);
    expect(none.meta.total).toBe(0);
  });

  it('SearchLoadHistory over the adapter gives every load of the customer in the seed', async () => {
    const { adapters, backend } = await make();
    const history = await wholeOf(new SearchLoadHistory(adapters.loads).execute('', NOT_ABORTED));
    expect(history.loads).toHaveLength(backend.historyCount);
    expect(history.complete).toBe(true);
  });

  it('loads/detail gives a completed load with every field Load Details shows', async () => {
    const { adapters, backend } = await make();
    const load = await adapters.loads.details(backend.newestCompletedId, NOT_ABORTED);
    expect(load).toMatchObject({
      id: backend.newestCompletedId,
      status: 'completed',
      currencySymbol: '£',
    });
    expect(load.assignedDriver?.name).toBeTruthy();
    expect(load.assignedDriver?.email).toContain('@');
    expect(load.assignedDriver?.registrationNumber).toBeTruthy();
    expect(load.acceptedAmount).toBeGreaterThan(0);
    expect(load.referenceNumber).toMatch(/^TRP-/);
    expect(load.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(load.attachments.map((a) => a.name)).toEqual(['parcel-photo.png', 'delivery-note.pdf']);
    expect(load.attachments[0]?.sizeBytes).toBeGreaterThan(0);
  });

  it('loads/detail keeps the cancel reason', async () => {
    const { adapters, backend } = await make();
    const load = await adapters.loads.details(backend.cancelledWithReasonId, NOT_ABORTED);
    expect(load.status).toBe('cancelled');
    expect(load.cancelReason).toBeTruthy();
  });

  it("loads/detail of another customer's load is not found", async () => {
    const { adapters, backend } = await make();
    const error = await adapters.loads
      .details(backend.otherLoadId, NOT_ABORTED)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'server', status: 404, serverMessage: 'Load not found.' });
  });

  it('loads/{id}/bids lists the real bids of the load, one accepted among them', async () => {
    const { adapters, backend } = await make();
    const page = await adapters.bids.list(backend.newestCompletedId, {
      signal: NOT_ABORTED,
      page: 1,
      perPage: 10,
    });
    expect(page.items.length).toBeGreaterThan(1);
    expect(page.items.every((b) => b.loadId === backend.newestCompletedId)).toBe(true);
    expect(page.items.filter((b) => b.status === 'accepted')).toHaveLength(1);
    expect(page.meta).toMatchObject({ currentPage: 1, perPage: 10, total: page.items.length });
    const accepted = page.items.find((b) => b.status === 'accepted');
    const load = await adapters.loads.details(backend.newestCompletedId, NOT_ABORTED);
    expect(accepted?.amount).toBe(load.acceptedAmount);
  });

  it("loads/{id}/bids of another customer's load is refused", async () => {
    const { adapters, backend } = await make();
    await expect(
      adapters.bids.list(backend.otherLoadId, { signal: NOT_ABORTED, page: 1, perPage: 10 }),
    ).rejects.toBeInstanceOf(AppError);
  });
}
