import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { SearchLoadHistory } from '../../../src/application/history/search-load-history.use-case';
import type {
  LoadRepository,
  LoadSearch,
} from '../../../src/application/ports/load-repository.port';
import type { Load } from '../../../src/domain/load/load';
import { AppError } from '../../../src/domain/shared/app-error';
import { paginate, type Page } from '../../../src/domain/shared/pagination';
import type { FileSaver } from '../../../src/application/ports/file-saver.port';
import { HistoryPresenter } from '../../../src/presentation/screens/history/history.presenter';
import { SEARCH_DEBOUNCE_MS } from '../../../src/presentation/screens/history/history.presenter';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { aLoad, deferred } from './history-fixtures';

const NOW = new Date('2026-03-04T12:00:00'); // a Wednesday

/** A server whose every search waits until the test answers it. */
function controlledServer() {
  const calls: { query: LoadSearch; answer: ReturnType<typeof deferred<Page<Load>>> }[] = [];
  const repo: LoadRepository = {
    listActive: () => Promise.resolve([]),
    details: () => Promise.reject(new Error('not used')),
    search: (query) => {
      const answer = deferred<Page<Load>>();
      calls.push({ query, answer });
      return answer.promise;
    },
  };
  const respond = (index: number, loads: readonly Load[]) => {
    const call = calls[index];
    if (!call) throw new Error(`no call ${index}`);
    call.answer.resolve(paginate(loads, call.query.page, call.query.perPage ?? 20));
  };
  return { repo, calls, respond };
}

function setup() {
  const server = controlledServer();
  const saved: { blob: Blob; name: string }[] = [];
  const files: FileSaver = { save: (blob, name) => saved.push({ blob, name }) };
  const presenter = new HistoryPresenter({
    searchHistory: new SearchLoadHistory(server.repo),
    clock: { now: () => NOW },
    files,
    timers: systemTimers,
  });
  return { presenter, server, saved };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

const HISTORY = [
  aLoad({
    id: 1,
    status: 'completed',
    jobStatus: 'delivered',
    pickupDate: '2026-03-04',
    acceptedAmount: 100,
  }),
  aLoad({
    id: 2,
    status: 'cancelled',
    jobStatus: 'cancelled',
    pickupDate: '2026-03-02',
    acceptedAmount: null,
    cancelReason: 'Postponed',
  }),
  aLoad({
    id: 3,
    status: 'assigned',
    jobStatus: 'assigned',
    pickupDate: '2026-03-09',
    acceptedAmount: 300,
  }),
  aLoad({
    id: 4,
    status: 'completed',
    jobStatus: 'delivered',
    pickupDate: '2026-02-10',
    acceptedAmount: 200,
  }),
  aLoad({
    id: 5,
    status: 'pending',
    jobStatus: 'pending',
    pickupDate: '2026-03-05',
    acceptedAmount: null,
  }),
];

describe('HistoryPresenter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads on start: idle → loading → succeeded, 100 a page, open loads included', async () => {
    const { presenter, server } = setup();
    const seen: string[] = [];
    const stopWatching = autorun(() => seen.push(presenter.results.status.kind));
    presenter.start();
    expect(server.calls.map(({ query: { signal: _, ...rest } }) => rest)).toEqual([
      { q: '', page: 1, perPage: 100 },
    ]);
    expect(server.calls[0]!.query.signal).toBeInstanceOf(AbortSignal);
    server.respond(0, HISTORY);
    await flush();
    stopWatching();
    expect(seen).toEqual(['idle', 'loading', 'succeeded']);
    // Newest pickup first (lists the rows… in the order of the date they show, below).
    expect(presenter.rows.map((r) => r.id)).toEqual([3, 5, 1, 2, 4]);
    expect(presenter.rows[1]).toMatchObject({
      badge: { label: 'Pending', tone: 'warning' },
      selectBidPath: '/bids?load=5',
    });
    expect(presenter.heading).toBe('Delivery History (5 results)');
  });

  it('claims a count only once the search has answered: not while it runs, nor after it failed', async () => {
    const { presenter, server } = setup();
    expect(presenter.heading).toBe('Delivery History');
    presenter.start();
    expect(presenter.heading).toBe('Delivery History');
    server.respond(0, HISTORY.slice(0, 2));
    await flush();
    expect(presenter.heading).toBe('Delivery History (2 results)');
    void presenter.refresh();
    expect(presenter.heading).toBe('Delivery History');
    server.calls[1]!.answer.reject(AppError.server());
    await flush();
    expect(presenter.heading).toBe('Delivery History');
  });

  it('is StrictMode-safe: start twice fetches once; a restart after stop ignores the first answer', async () => {
    const { presenter, server } = setup();
    presenter.start();
    presenter.start();
    expect(server.calls).toHaveLength(1);
    const stop = presenter.start();
    stop();
    presenter.start();
    expect(server.calls).toHaveLength(2);
    server.respond(0, [HISTORY[0]!]);
    server.respond(1, HISTORY);
    await flush();
    expect(presenter.resultCount).toBe(5);
  });

  it('searches 300 ms after typing stops, not on every key', async () => {
    const { presenter, server } = setup();
    presenter.start();
    server.respond(0, HISTORY);
    await flush();
    presenter.setQuery('l');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    presenter.setQuery('le');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.map((c) => c.query.q)).toEqual(['', 'le']);
    expect(presenter.text).toBe('le');
  });

  it('does not search again when the text settles back on the current search', async () => {
    const { presenter, server } = setup();
    presenter.start();
    server.respond(0, HISTORY);
    await flush();
    presenter.setQuery('x');
    presenter.setQuery('');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(server.calls).toHaveLength(1);
  });

  it('an older answer arriving after a newer one never overwrites it (stale-response guard)', async () => {
    const { presenter, server } = setup();
    presenter.start();
    server.respond(0, HISTORY);
    await flush();
    presenter.setQuery('first');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    presenter.setQuery('second');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(server.calls.map((c) => c.query.q)).toEqual(['', 'first', 'second']);
    server.respond(2, [HISTORY[2]!]);
    await flush();
    server.respond(1, [HISTORY[0]!, HISTORY[1]!]);
    await flush();
    expect(presenter.rows.map((r) => r.id)).toEqual([3]);
    expect(presenter.listState.q).toBe('second');
  });

  it('leaving the screen aborts the search, and an answer after stop() changes nothing', async () => {
    const { presenter, server } = setup();
    const stop = presenter.start();
    expect(server.calls[0]!.query.signal?.aborted).toBe(false);
    stop();
    expect(server.calls[0]!.query.signal?.aborted).toBe(true);
    expect(presenter.results.status.kind).toBe('idle');
    server.respond(0, HISTORY);
    await flush();
    expect(presenter.loads).toEqual([]);
    expect(presenter.results.status.kind).toBe('idle');
  });

  it('a newer search aborts the one still reading pages, whose answer is then dropped', async () => {
    const { presenter, server } = setup();
    presenter.start();
    server.respond(0, HISTORY);
    await flush();
    presenter.setQuery('first');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const first = server.calls[1]!.query;
    expect(first.signal?.aborted).toBe(false);
    presenter.setQuery('second');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const second = server.calls[2]!.query;
    expect([first.q, second.q]).toEqual(['first', 'second']);
    expect(first.signal?.aborted).toBe(true);
    expect(second.signal?.aborted).toBe(false);
    server.respond(1, [HISTORY[0]!]);
    await flush();
    expect(presenter.results.status.kind).toBe('loading');
    expect(presenter.heading).toBe('Delivery History');
    server.respond(2, [HISTORY[2]!, HISTORY[3]!]);
    await flush();
    expect(presenter.rows.map((r) => r.id)).toEqual([3, 4]);
  });

  it('Refresh while a search runs aborts it and asks again', async () => {
    const { presenter, server } = setup();
    presenter.start();
    void presenter.refresh();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0]!.query.signal?.aborted).toBe(true);
    server.respond(1, HISTORY);
    await flush();
    expect(presenter.resultCount).toBe(5);
  });

  it('stop() cancels a pending debounced search', async () => {
    const { presenter, server } = setup();
    const stop = presenter.start();
    presenter.setQuery('leeds');
    stop();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(server.calls).toHaveLength(1);
  });

  it('applies the status and date filters together, and the count, summary and pages follow', async () => {
    const { presenter, server } = setup();
    presenter.start();
    server.respond(0, HISTORY);
    await flush();
    // The open load counts as a job but, with no accepted amount, not towards the money.
    expect(presenter.summary).toMatchObject({
      totalJobs: 5,
      completed: 2,
      pricedJobs: 3,
      averageCost: { amount: 200 },
    });
    presenter.setStatusFilter('completed');
    expect(presenter.rows.map((r) => r.id)).toEqual([1, 4]);
    presenter.setDateFilter('this_week');
    expect(presenter.rows.map((r) => r.id)).toEqual([1]);
    expect(presenter.heading).toBe('Delivery History (1 result)');
    expect(presenter.summary).toMatchObject({
      totalJobs: 1,
      completed: 1,
      totalSpent: { amount: 100 },
    });
    presenter.setStatusFilter('all');
    presenter.setDateFilter('this_month');
    expect(presenter.rows.map((r) => r.id)).toEqual([3, 5, 1, 2]);
    presenter.setStatusFilter('in_progress');
    expect(presenter.isEmpty).toBe(true);
    expect(presenter.canExport).toBe(false);
  });

  it('lists the rows, pages and CSV in the order of the date they show, newest first', async () => {
    const { presenter, server, saved } = setup();
    presenter.start();
    // The server lists them newest posted first; the pickup dates run otherwise.
    server.respond(0, HISTORY);
    await flush();
    expect(presenter.rows.map((r) => r.date)).toEqual([
      '9 Mar 2026',
      '5 Mar 2026',
      '4 Mar 2026',
      '2 Mar 2026',
      '10 Feb 2026',
    ]);
    presenter.exportCsv();
    const csv = await saved[0]!.blob.text();
    const ids = csv
      .split('\r\n')
      .slice(1, 6)
      .map((line) => line.split(',')[0]);
    expect(ids).toEqual(presenter.rows.map((r) => r.jobId));
  });

  it('pages 10 at a time client-side, back to page 1 when a filter changes', async () => {
    const { presenter, server } = setup();
    presenter.start();
    const many = Array.from({ length: 23 }, (_, i) => aLoad({ id: 100 + i }));
    server.respond(0, many);
    await flush();
    expect(presenter.pageOfRows.meta).toMatchObject({ total: 23, lastPage: 3, currentPage: 1 });
    presenter.goToPage(3);
    expect(presenter.rows.map((r) => r.id)).toEqual([120, 121, 122]);
    presenter.goToPage(99);
    expect(presenter.page).toBe(3);
    presenter.setDateFilter('all');
    expect(presenter.page).toBe(1);
  });

  it('shows the server message, else the catalogue text, in the error state', async () => {
    const { presenter, server } = setup();
    presenter.start();
    // A failed page is asked for once more: the failure must last.
    server.calls[0]!.answer.reject(AppError.server('Database is resting'));
    await flush();
    server.calls[1]!.answer.reject(AppError.server('Database is resting'));
    await flush();
    expect(presenter.results.error).toBe('Database is resting');
    void presenter.refresh();
    server.calls[2]!.answer.reject(new AppError('network'));
    await flush();
    server.calls[3]!.answer.reject(new AppError('network'));
    await flush();
    expect(presenter.results.error).toBe('Failed to fetch customer loads');
    expect(presenter.rows).toEqual([]);
    expect(presenter.isEmpty).toBe(false);
  });

  it('a search after a failed one shows no jobs of an earlier answer while it runs', async () => {
    const { presenter, server } = setup();
    presenter.start();
    server.respond(0, HISTORY);
    await flush();
    void presenter.refresh();
    server.calls[1]!.answer.reject(AppError.server());
    await flush();
    server.calls[2]!.answer.reject(AppError.server());
    await flush();
    expect(presenter.results.error).toBe('Failed to fetch customer loads');
    void presenter.refresh();
    expect(presenter.results.error).toBeNull();
    expect(presenter.rows).toEqual([]);
    expect(presenter.loadingWithNoRows).toBe(true);
    server.respond(3, HISTORY.slice(0, 2));
    await flush();
    expect(presenter.loadingWithNoRows).toBe(false);
    expect(presenter.rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('keeps the page of the address in range once the answer shows fewer pages', async () => {
    const { presenter, server } = setup();
    presenter.restore({ page: 3 });
    presenter.start();
    expect(presenter.listState.page).toBe(3);
    server.respond(
      0,
      Array.from({ length: 12 }, (_, i) => aLoad({ id: 400 + i })),
    );
    await flush();
    expect(presenter.listState.page).toBe(2);
    expect(presenter.rows.map((r) => r.id)).toEqual([410, 411]);
  });

  it('restores its state from the address before starting, and ignores nonsense', async () => {
    const { presenter, server } = setup();
    presenter.restore({ q: 'leeds', status: 'completed', date: 'this_month', page: 2 });
    presenter.start();
    expect(server.calls[0]?.query.q).toBe('leeds');
    expect(presenter.listState).toEqual({
      q: 'leeds',
      status: 'completed',
      date: 'this_month',
      page: 2,
    });
    const other = setup().presenter;
    other.restore({ status: 'bogus' as never, page: -1 });
    expect(other.listState).toEqual({ q: '', status: 'all', date: 'all', page: 1 });
  });

  it('exports the filtered history, every page of it, as a CSV file', async () => {
    const { presenter, server, saved } = setup();
    presenter.start();
    const many = [
      ...Array.from({ length: 12 }, (_, i) =>
        aLoad({ id: 200 + i, status: 'completed', acceptedAmount: 10 }),
      ),
      aLoad({ id: 300, status: 'cancelled', jobStatus: 'cancelled', acceptedAmount: null }),
    ];
    server.respond(0, many);
    await flush();
    presenter.setStatusFilter('completed');
    presenter.exportCsv();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('load-history-2026-03-04.csv');
    expect(saved[0]?.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Job ID,Date,Pickup,Delivery,Driver,Weight (kg),Items,Vehicle,Status,Cost',
    );
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe(
      'BH-200,2 Mar 2026,"12 Wellington Street, Leeds LS1 4AP","4 Deansgate, Manchester M1 2AB",Tom Hughes,480,4,Small van,Completed,£10.00',
    );
  });

  it('opens and closes the route dialog of a row, keeping its load while it closes', async () => {
    const { presenter, server } = setup();
    presenter.start();
    server.respond(0, HISTORY);
    await flush();
    presenter.openMap(presenter.rows[0]!.key);
    expect(presenter.mapOpen).toBe(true);
    expect(presenter.mapLoad?.id).toBe(3);
    presenter.closeMap();
    expect(presenter.mapOpen).toBe(false);
    expect(presenter.mapLoad?.id).toBe(3);
  });

  it('keeps loads without a usable id apart: each its own row, key and route dialog', async () => {
    const { presenter, server } = setup();
    presenter.start();
    const a = aLoad({ id: null, loadNo: 'BH-A', displayId: 'BH-A', status: 'completed' });
    const b = aLoad({
      id: null,
      loadNo: 'BH-B',
      displayId: 'BH-B',
      status: 'completed',
      pickupLocation: { lat: 51.5, lng: -0.12 },
    });
    server.respond(0, [a, { ...HISTORY[0]!, pickupDate: a.pickupDate }, b]);
    await flush();
    const rows = presenter.rows;
    // The three share their pickup date and time: the server's order stands.
    expect(rows.map((r) => r.jobId)).toEqual(['BH-A', 'BH-1', 'BH-B']);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
    presenter.openMap(rows[2]!.key);
    expect(presenter.mapLoad?.loadNo).toBe('BH-B');
  });

  describe('a history of thousands of jobs', () => {
    const jobs = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        aLoad({ id: 1_000 + i, status: 'completed', jobStatus: 'delivered', acceptedAmount: 10 }),
      );

    it('shows the first page of the search at once, and says how much is still to come', async () => {
      const { presenter, server } = setup();
      presenter.start();
      const all = jobs(5_000);
      server.respond(0, all);
      await flush();
      // Rows from the first page, while the rest is asked for four pages at a time.
      expect(presenter.rows).toHaveLength(10);
      expect(server.calls).toHaveLength(5);
      expect(presenter.partial).toBe(true);
      expect(presenter.readingText).toBe('Reading your history… 100 of 5,000 jobs');
      expect(presenter.heading).toBe('Delivery History (100 results so far)');
      expect(presenter.canExport).toBe(false);
      for (let page = 1; page <= 4; page += 1) server.respond(page, all);
      await flush();
      expect(presenter.readingText).toBe('Reading your history… 500 of 5,000 jobs');
      for (let call = 5; call < 50; call += 1) {
        await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(call));
        server.respond(call, all);
        await flush();
      }
      expect(server.calls).toHaveLength(50);
      expect(presenter.partial).toBe(false);
      expect(presenter.readingText).toBeNull();
      expect(presenter.heading).toBe('Delivery History (5,000 results)');
      expect(presenter.summary.totalJobs).toBe(5_000);
      expect(presenter.canExport).toBe(true);
    });

    it('a newer search, or leaving the screen, aborts the reads on their way', async () => {
      const { presenter, server } = setup();
      presenter.start();
      const all = jobs(1_000);
      server.respond(0, all);
      await flush();
      const reading = server.calls.slice(1);
      expect(reading.map((c) => c.query.signal?.aborted)).toEqual([false, false, false, false]);
      presenter.setQuery('leeds');
      await vi.advanceTimersByTimeAsync(300);
      expect(reading.every((c) => c.query.signal?.aborted)).toBe(true);
      const newer = server.calls.at(-1)!;
      expect(newer.query.q).toBe('leeds');
      presenter.stop();
      expect(newer.query.signal?.aborted).toBe(true);
    });

    it('a refresh of a history already read whole keeps its rows until the answer is whole', async () => {
      const { presenter, server } = setup();
      presenter.start();
      const all = jobs(150);
      server.respond(0, all);
      await flush();
      server.respond(1, all);
      await flush();
      expect(presenter.resultCount).toBe(150);
      void presenter.refresh();
      server.respond(2, all);
      await flush();
      // Its first page alone would show 100: the 150 stay until the second page is in.
      expect(presenter.resultCount).toBe(150);
      server.respond(3, all);
      await flush();
      expect(presenter.resultCount).toBe(150);
      expect(presenter.partial).toBe(false);
    });

    it('past 10,000 jobs, says how many it read of how many', async () => {
      const { presenter, server } = setup();
      presenter.start();
      const all = jobs(10_250);
      for (let call = 0; call < 100; call += 1) {
        await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(call));
        server.respond(call, all);
        await flush();
        // While it reads, it counts towards the jobs it will read, not the jobs that matched.
        if (call === 0)
          expect(presenter.readingText).toBe('Reading your history… 100 of 10,000 jobs');
      }
      expect(server.calls).toHaveLength(100);
      expect(presenter.cutOffText).toBe(
        'Only the newest 10,000 of 10,250 matching jobs are shown. Search for a job ID, address or driver to narrow the list.',
      );
      expect(presenter.heading).toBe('Delivery History (10,000 results)');
    });
  });
});
