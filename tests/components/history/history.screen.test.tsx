import { describe, expect, it, vi } from 'vitest';

// MUI in jsdom is slow on a busy machine; these tests click through real menus.
vi.setConfig({ testTimeout: 30_000 });
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchLoadHistory } from '../../../src/application/history/search-load-history.use-case';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { Load } from '../../../src/domain/load/load';
import { AppError } from '../../../src/domain/shared/app-error';
import { paginate } from '../../../src/domain/shared/pagination';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import HistoryScreen from '../../../src/presentation/screens/history/history.screen';
import { aLoad } from '../../presentation/history/history-fixtures';
import { renderHistoryRoute } from './render-history';
import { HistoryPresenter } from '../../../src/presentation/screens/history/history.presenter';
import { NOT_ABORTED } from '../../support/signals';

const NOW = new Date('2026-03-04T12:00:00');

function renderHistory(search: LoadRepository['search'], route = '/history') {
  const repo: LoadRepository = {
    listActive: () => Promise.resolve([]),
    details: () => Promise.reject(new Error('not used')),
    search,
  };
  const saved: string[] = [];
  const presenter = new HistoryPresenter({
    searchHistory: new SearchLoadHistory(repo),
    clock: { now: () => NOW },
    files: { save: (_b, name) => saved.push(name) },
    timers: systemTimers,
  });
  renderHistoryRoute(HistoryPresenter, presenter, '/history', <HistoryScreen />, { route });
  return { presenter, saved };
}

const serve =
  (loads: readonly Load[]): LoadRepository['search'] =>
  (q) =>
    Promise.resolve(paginate(loads, q.page, q.perPage ?? 20));

const LOADS = [
  aLoad({
    id: 1,
    status: 'completed',
    jobStatus: 'delivered',
    pickupDate: '2026-03-04',
    acceptedAmount: 120,
  }),
  aLoad({
    id: 2,
    status: 'cancelled',
    jobStatus: 'cancelled',
    pickupDate: '2026-03-02',
    acceptedAmount: null,
    bidCount: 0,
  }),
  aLoad({
    id: 3,
    status: 'assigned',
    jobStatus: 'assigned',
    pickupDate: '2026-02-10',
    acceptedAmount: 80,
    pickupLocation: null,
  }),
];

describe('Load History screen', () => {
  it('loading: says so while the first search runs', () => {
    renderHistory(() => new Promise(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Load History' })).toBeInTheDocument();
    expect(screen.getByText('Loading history…')).toBeInTheDocument();
    expect(screen.queryByText('No Results Found')).not.toBeInTheDocument();
    // No count before the search has answered: '(0 results)' would be a false claim.
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery History' })).toBeInTheDocument();
  });

  it("empty: 'No Results Found' / 'Try adjusting your search terms or filters', no pagination, no export", async () => {
    renderHistory(serve([]));
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Delivery History (0 results)' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Load history pages' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByTestId('summary-total-spent')).toHaveTextContent('—');
  });

  it('error: the message in a red box above the list, and Try again refetches', async () => {
    let calls = 0;
    renderHistory(() => {
      calls += 1;
      // A failed page is asked for once more: the failure must last.
      return calls <= 2
        ? Promise.reject(AppError.server())
        : serve(LOADS)({ signal: NOT_ABORTED, q: '', page: 1, perPage: 10 });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch customer loads');
    expect(alert.compareDocumentPosition(screen.getByRole('heading', { level: 2 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Delivery History (3 results)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('data: the summary cards, the table columns, badges and actions', async () => {
    renderHistory(serve(LOADS));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Delivery History (3 results)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('summary-total-jobs')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-completed')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-total-spent')).toHaveTextContent('£200.00');
    expect(screen.getByTestId('summary-avg-cost')).toHaveTextContent('£100.00');
    // The table follows the heading one (deferred) render later.
    const table = await screen.findByRole('table', { name: 'Delivery History (3 results)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Job ID', 'Date', 'Route', 'Driver', 'Details', 'Status', 'Cost', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('480 kg · 4 items')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('—')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /^Bids Available/ })).toHaveAttribute(
      'href',
      '/history/1/bids',
    );
    expect(
      within(rows[1]!).queryByRole('link', { name: /^Bids Available/ }),
    ).not.toBeInTheDocument();
    // The route by town and postcode district; the whole addresses on hover and focus.
    expect(within(rows[0]!).getByTestId('route')).toHaveTextContent(
      /^Leeds LS1→ to Manchester M1$/,
    );
    expect(within(rows[0]!).getByText('Manchester M1')).toHaveAttribute('tabindex', '0');
    // Labelled buttons, each named with its job.
    const details = within(rows[0]!).getByRole('link', { name: 'View details of BH-1' });
    expect(details).toHaveAttribute('href', '/history/1');
    expect(details).toHaveTextContent(/^View details$/);
    const postAgain = within(rows[0]!).getByRole('link', { name: 'Post again: BH-1' });
    expect(postAgain).toHaveAttribute('href', '/create-job?from=1');
    expect(postAgain).toHaveTextContent(/^Post again$/);
    expect(within(rows[0]!).getByRole('button', { name: 'View on map: BH-1' })).toHaveTextContent(
      /^View on map$/,
    );
    expect(within(rows[2]!).getByRole('button', { name: 'View on map: BH-3' })).toBeDisabled();
    expect(screen.getByText('Bid History Available')).toBeInTheDocument();
  });

  it('a busy history: counts written with thousands separators', async () => {
    const loads = Array.from({ length: 1_200 }, (_, i) =>
      aLoad({
        id: i + 1,
        status: 'completed',
        jobStatus: 'delivered',
        pickupDate: '2026-03-01',
        acceptedAmount: 1_000,
      }),
    );
    renderHistory(serve(loads));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Delivery History (1,200 results)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('summary-total-jobs')).toHaveTextContent('1,200');
    expect(screen.getByText('From 1,200 jobs with an accepted bid')).toBeInTheDocument();
  });

  it('a load still open for bids is listed with its Pending badge, Bids Available and a way to its bids', async () => {
    const open = aLoad({
      id: 7,
      status: 'pending',
      jobStatus: '',
      pickupDate: '2026-03-05',
      assignedDriver: null,
      acceptedAmount: null,
      bidCount: 14,
    });
    renderHistory(serve([...LOADS, open]));
    const table = await screen.findByRole('table', { name: 'Delivery History (4 results)' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('BH-7'));
    if (!row) throw new Error('the open load is not listed');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    // Pending reads as yellow: the badge takes the pending tone, whose colours the theme holds
    // (tests/presentation/app/status-palette.test.ts) and a browser test measures on the page.
    expect(within(row).getByText('Pending').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
    expect(within(row).getByRole('link', { name: /^Bids Available/ })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Select Bid for BH-7' })).toHaveAttribute(
      'href',
      '/bids?load=7',
    );
    // Only an open load offers it: the others' bids are decided.
    expect(within(table).getAllByRole('link', { name: /^Select Bid for/ })).toHaveLength(1);
    expect(screen.queryByText(/still waiting for bids are in/)).not.toBeInTheDocument();
    // The spec's five options; All Statuses includes open loads, the others leave them out.
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Statuses', 'Completed', 'In Progress', 'Assigned', 'Cancelled']);
    await userEvent.selectOptions(status, 'Completed');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Delivery History (1 result)' }),
    ).toBeInTheDocument();
  });

  it('a job sent without an id is its own row: no View details link, but View on map', async () => {
    const unidentified = (jobId: string, lat: number) =>
      aLoad({
        id: null,
        loadNo: jobId,
        displayId: jobId,
        pickupLocation: { lat, lng: -1.55 },
        bidCount: 2,
      });
    renderHistory(serve([unidentified('BH-X', 53.8), unidentified('BH-Y', 52.5)]));
    const table = await screen.findByRole('table', { name: 'Delivery History (2 results)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const [row, jobId] of [
      [rows[0]!, 'BH-X'],
      [rows[1]!, 'BH-Y'],
    ] as const) {
      expect(within(row).getByRole('button', { name: `View details of ${jobId}` })).toBeDisabled();
      expect(within(row).queryByRole('link')).toBeNull();
      expect(within(row).getByText('Bids Available')).toBeInTheDocument();
      // The route dialog needs only the load's coordinates.
      expect(within(row).getByRole('button', { name: `View on map: ${jobId}` })).toBeEnabled();
    }
  });

  it('the status and date filters change the rows and the count, and travel in the address', async () => {
    renderHistory(serve(LOADS));
    await screen.findByRole('heading', { level: 2, name: 'Delivery History (3 results)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Delivery History (1 result)' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All Statuses');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'This Week');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Delivery History (2 results)' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/history?date=this_week'),
    );
  });

  it('starts from the filters in the address, and pages with ellipses only when there is more than one page', async () => {
    const many = Array.from({ length: 95 }, (_, i) => aLoad({ id: 100 + i, status: 'completed' }));
    renderHistory(serve(many), '/history?status=completed&page=3');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Delivery History (95 results)' }),
    ).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Load history pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Showing 21-30')).toBeInTheDocument();
    expect(within(pages).getAllByText('…')).toHaveLength(1);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 31-40')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/history?status=completed&page=4'),
    );
  });

  it('Export CSV saves the filtered history', async () => {
    const { saved } = renderHistory(serve(LOADS));
    await screen.findByRole('heading', { level: 2, name: 'Delivery History (3 results)' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved).toEqual(['load-history-2026-03-04.csv']);
  });

  it('typing shows in the search box at once', async () => {
    const { presenter } = renderHistory(serve(LOADS));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search by ID, address, or driver...');
    await userEvent.type(box, 'Leeds');
    expect(box).toHaveValue('Leeds');
    expect(presenter.text).toBe('Leeds');
  });
});
