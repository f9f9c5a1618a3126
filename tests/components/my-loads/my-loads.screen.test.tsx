import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ListActiveLoadsWithNewBids } from '../../../src/application/my-loads/list-active-loads-with-new-bids';
import { InMemorySeenBidsStore } from '../../../src/infrastructure/storage/in-memory-seen-bids-store';
import { AppError } from '../../../src/domain/shared/app-error';
import type { Load } from '../../../src/domain/load/load';
import { MyLoadsPresenter } from '../../../src/presentation/screens/my-loads/my-loads.presenter';
import { MyLoadsView } from '../../../src/presentation/screens/my-loads/my-loads.screen';
import { aLoad } from '../../domain/my-loads/load-fixture';
import { ControlledLoadRepository, settle } from '../../presentation/my-loads/fakes';
import { renderAt, stubPhoneWidth } from './render-screen';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { FakeLiveUpdates } from '../../presentation/bids/bids-presenter-fixtures';

const TWELVE = Array.from({ length: 12 }, (_, i) =>
  aLoad({
    id: 100 + i,
    loadNo: `BH-${100 + i}`,
    createdAt: new Date(Date.UTC(2026, 1, i + 1)).toISOString(),
    pickupAddress:
      i === 11 ? '12 Wellington Street, Leeds LS1 4AP' : `${i} Corn Street, Bristol BS1`,
    deliveryAddress: '4 Deansgate, Manchester M3 2BW',
    bidCount: i === 11 ? 14 : i % 3,
  }),
);

function show() {
  const repo = new ControlledLoadRepository();
  const presenter = new MyLoadsPresenter(
    new ListActiveLoadsWithNewBids(repo, new InMemorySeenBidsStore()),
    new FakeLiveUpdates('unavailable'),
    systemTimers,
  );
  presenter.start();
  renderAt('/my-loads', <MyLoadsView presenter={presenter} />);
  return { repo, presenter };
}

async function showWith(loads: readonly Load[]) {
  const shown = show();
  await act(async () => {
    shown.repo.last.resolve(loads);
    await settle();
  });
  return shown;
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getByRole('rowheader')
        .textContent?.replace(/ID \d+$/, ''),
    );

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: originalMatchMedia,
  });
});

describe('My Active Loads screen', { timeout: 30_000 }, () => {
  it('loading: says "Loading Loads..." under the title, search and sort', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'My Active Loads' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Loads...');
    expect(screen.getByPlaceholderText('Search load no, pickup, delivery...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('empty: says "No Active Loads" and offers to create a job', async () => {
    await showWith([]);
    expect(screen.getByRole('heading', { name: 'No Active Loads' })).toBeInTheDocument();
    expect(
      screen.getByText('No loads found. Try refreshing or creating a new job.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Job' })).toHaveAttribute(
      'href',
      '/create-job',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('error: shows the message in a red box above the list', async () => {
    const { repo } = show();
    await act(async () => {
      repo.last.reject(AppError.server());
      await settle();
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch active loads');
    expect(alert).toHaveClass('MuiAlert-colorError', 'MuiAlert-filled');
    expect(screen.queryByText('Loading Loads...')).not.toBeInTheDocument();
  });

  it('error after data: keeps the list below the error', async () => {
    const { repo } = await showWith(TWELVE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () => {
      repo.last.reject(AppError.server('Service unavailable'));
      await settle();
    });
    const alert = screen.getByRole('alert');
    const table = screen.getByRole('table');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(alert.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('data: a table with a caption, the five column headers and ten rows, newest first', async () => {
    await showWith(TWELVE);
    const table = screen.getByRole('table', { name: /Active loads, page 1 of 2, newest first/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Load', 'Route', 'Schedule', 'Details', 'Actions']);
    expect(rowNames()).toEqual([
      'BH-111',
      'BH-110',
      'BH-109',
      'BH-108',
      'BH-107',
      'BH-106',
      'BH-105',
      'BH-104',
      'BH-103',
      'BH-102',
    ]);
    // The badge beside the heading shows the bare number; screen readers hear what it counts.
    expect(
      screen.getByText('12', { selector: 'h1 + [data-testid="loads-count"]' }),
    ).toHaveTextContent('12 in total');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10 of 12 jobs');
  });

  it('data: a row shows load number, id, the route by town, dates, weight, type, vehicle and bids', async () => {
    await showWith(TWELVE);
    const row = screen.getAllByRole('row')[1]!;
    const cells = within(row);
    expect(cells.getByRole('rowheader')).toHaveTextContent('BH-111ID 111');
    // The arrow is drawn; screen readers hear 'to'.
    expect(cells.getByTestId('route')).toHaveTextContent(/^Leeds LS1→ to Manchester M3$/);
    expect(row).toHaveTextContent('Pickup: 4 Mar 2026, 09:30');
    expect(row).toHaveTextContent('Delivery: 4 Mar 2026, 14:00');
    expect(row).toHaveTextContent('Weight: 480 kg');
    expect(row).toHaveTextContent('Type: Pallets');
    expect(row).toHaveTextContent('Vehicle: Luton Van');
    expect(row).toHaveTextContent('14 Bids');
  });

  it('shows the full address in a tooltip on hover, also as the description', async () => {
    await showWith(TWELVE);
    const user = userEvent.setup();
    const town = screen.getAllByText('Leeds LS1')[0]!;
    await user.hover(town);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '12 Wellington Street, Leeds LS1 4AP',
    );
    expect(town).toHaveAccessibleDescription('12 Wellington Street, Leeds LS1 4AP');
  });

  it('pages: Next shows the two oldest and marks page 2 current', async () => {
    await showWith(TWELVE);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(rowNames()).toEqual(['BH-101', 'BH-100']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 11–12 of 12 jobs');
  });

  it('has no pagination for one page', async () => {
    await showWith(TWELVE.slice(0, 10));
    expect(
      screen.queryByRole('navigation', { name: 'Active loads pages' }),
    ).not.toBeInTheDocument();
  });

  it('searches by pickup, ignoring case, and shows the empty state for no match', async () => {
    await showWith(TWELVE);
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'WELL');
    expect(rowNames()).toEqual(['BH-111']);
    await user.clear(search);
    await user.type(search, 'zq');
    expect(screen.getByRole('heading', { name: 'No Active Loads' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(rowNames()).toHaveLength(10);
  });

  it('sorts oldest first', async () => {
    await showWith(TWELVE);
    const user = userEvent.setup();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('newest');
    await user.selectOptions(sort, 'Oldest First');
    expect(rowNames().slice(0, 2)).toEqual(['BH-100', 'BH-101']);
    expect(screen.getByRole('table', { name: /oldest first/ })).toBeInTheDocument();
  });

  it("Select Bid opens that load's bids", async () => {
    await showWith(TWELVE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Select Bid for BH-110' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bids?load=110');
  });

  it("a row click opens that load's bids", async () => {
    await showWith(TWELVE);
    await userEvent.setup().click(screen.getAllByRole('row')[3]!.querySelector('td')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/bids?load=109');
  });

  it('Refresh fetches the list again', async () => {
    const { repo } = await showWith(TWELVE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(repo.calls).toHaveLength(2);
    await act(async () => {
      repo.last.resolve(TWELVE.slice(0, 3));
      await settle();
    });
    expect(rowNames()).toHaveLength(3);
  });

  it('below 600 px: a list of cards with the same content and Select Bid', async () => {
    stubPhoneWidth();
    await showWith(TWELVE);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Active loads' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'BH-111' })).toBeInTheDocument();
    expect(first).toHaveTextContent('ID 111');
    expect(within(first).getByTestId('route')).toHaveTextContent(/^Leeds LS1→ to Manchester M3$/);
    expect(first).toHaveTextContent('Weight: 480 kg');
    expect(first).toHaveTextContent('14 Bids');
    await userEvent
      .setup()
      .click(within(first).getByRole('button', { name: 'Select Bid for BH-111' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bids?load=111');
  });
});
