import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListActiveLoadsWithNewBids } from '../../../src/application/my-loads/list-active-loads-with-new-bids';
import { InMemorySeenBidsStore } from '../../../src/infrastructure/storage/in-memory-seen-bids-store';
import type { User } from '../../../src/domain/auth/user';
import type { DashboardData } from '../../../src/domain/dashboard/dashboard-overview';
import { AppError } from '../../../src/domain/shared/app-error';
import type { Load } from '../../../src/domain/load/load';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { DashboardPresenter } from '../../../src/presentation/screens/dashboard/dashboard.presenter';
import { DashboardView } from '../../../src/presentation/screens/dashboard/dashboard.screen';
import { aLoad } from '../../domain/my-loads/load-fixture';
import {
  ControlledDashboardRepository,
  ControlledLoadRepository,
  settle,
} from '../../presentation/my-loads/fakes';
import { renderAt } from '../my-loads/render-screen';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { FakeLiveUpdates } from '../../presentation/bids/bids-presenter-fixtures';

const DANA: User = {
  id: 1,
  email: 'demo@shipper.test',
  firstName: 'Dana',
  lastName: 'Shipper',
  name: 'Dana Shipper',
  phoneNumber: '',
  address: '',
  businessType: '',
  businessDescription: '',
  photoUrl: null,
};

const SUMMARY: DashboardData = { activeJobs: 12, completed: 15, user: DANA, userPhotoUrl: null };

const LOADS = [
  aLoad({ id: 10412, loadNo: 'BH-10412', bidCount: 14, createdAt: '2026-03-02T08:00:00Z' }),
  aLoad({
    id: 10413,
    loadNo: 'BH-10413',
    bidCount: 1,
    createdAt: '2026-03-01T08:00:00Z',
    pickupAddress: 'Bath BA1',
    pickupDate: '2026-03-07',
  }),
  aLoad({
    id: 10414,
    loadNo: 'BH-10414',
    bidCount: 0,
    createdAt: '2026-02-28T08:00:00Z',
    // No comma sets the town apart: the address is cut to 20 characters instead.
    deliveryAddress: '48 Broad Street Birmingham B1 2HF',
  }),
  aLoad({ id: 10415, loadNo: 'BH-10415', bidCount: 2, createdAt: '2026-02-01T08:00:00Z' }),
];

function show(user: User | null = DANA) {
  const dashboard = new ControlledDashboardRepository();
  const loads = new ControlledLoadRepository();
  const session = new LocalStorageSessionStore(null);
  if (user) session.signIn(user, 'token');
  const presenter = new DashboardPresenter(
    dashboard,
    new ListActiveLoadsWithNewBids(loads, new InMemorySeenBidsStore()),
    loads,
    session,
    new FakeLiveUpdates('unavailable'),
    systemTimers,
  );
  presenter.start();
  renderAt('/dashboard', <DashboardView presenter={presenter} />);
  return { dashboard, loads, presenter };
}

async function showWith(summary: DashboardData | AppError, loads: readonly Load[] | AppError) {
  const shown = show();
  await act(async () => {
    if (summary instanceof AppError) shown.dashboard.last.reject(summary);
    else shown.dashboard.last.resolve(summary);
    if (loads instanceof AppError) shown.loads.last.reject(loads);
    else shown.loads.last.resolve(loads);
    await settle();
  });
  return shown;
}

const loadsCard = () => screen.getByRole('region', { name: /My Active Loads/ });
const quickActions = () => screen.getByRole('region', { name: 'Quick Actions' });

describe('Dashboard screen', { timeout: 30_000 }, () => {
  it('loading: greets the user at once and says the loads are loading', () => {
    show();
    // Not yet known to have posted a job: no 'Welcome back', and no steps either.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Dana!');
    expect(screen.queryByRole('region', { name: 'How Bidhaul works' })).not.toBeInTheDocument();
    expect(within(loadsCard()).getByRole('status')).toHaveTextContent('Loading Loads...');
    expect(screen.getAllByText('Loading')).toHaveLength(2);
  });

  it('greets "Customer" when there is no name at all', () => {
    const dashboard = new ControlledDashboardRepository();
    const loads = new ControlledLoadRepository();
    const presenter = new DashboardPresenter(
      dashboard,
      new ListActiveLoadsWithNewBids(loads, new InMemorySeenBidsStore()),
      loads,
      new LocalStorageSessionStore(null),
      new FakeLiveUpdates('unavailable'),
      systemTimers,
    );
    presenter.start();
    renderAt('/dashboard', <DashboardView presenter={presenter} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Customer!');
  });

  it('a shipper with no job yet: "Welcome", and how Bidhaul works in three steps', async () => {
    await showWith(
      { ...SUMMARY, user: { ...DANA, firstName: 'Sam' }, activeJobs: 0, completed: 0 },
      [],
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Sam!');
    const steps = screen.getByRole('region', { name: 'How Bidhaul works' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Post a job', 'Compare bids', 'Accept one']);
  });

  it('a shipper with a job: "Welcome back", and no steps', async () => {
    await showWith({ ...SUMMARY, activeJobs: 0, completed: 1 }, []);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Dana!');
    expect(screen.queryByRole('region', { name: 'How Bidhaul works' })).not.toBeInTheDocument();
  });

  it('the steps go once the first job is posted', async () => {
    const { dashboard, loads, presenter } = await showWith(
      { ...SUMMARY, activeJobs: 0, completed: 0 },
      [],
    );
    expect(screen.getByRole('region', { name: 'How Bidhaul works' })).toBeInTheDocument();
    await act(async () => {
      void presenter.readAll();
      dashboard.last.resolve({ ...SUMMARY, activeJobs: 1, completed: 0 });
      loads.last.resolve(LOADS.slice(0, 1));
      await settle();
    });
    expect(screen.queryByRole('region', { name: 'How Bidhaul works' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Dana!');
  });

  it('data: the stat cards, the three newest loads with a count badge, and Quick Actions', async () => {
    await showWith(SUMMARY, LOADS);
    expect(screen.getByRole('heading', { name: 'Active Jobs' }).nextSibling).toHaveTextContent(
      '12',
    );
    expect(screen.getByRole('heading', { name: 'Completed' }).nextSibling).toHaveTextContent('15');
    const card = loadsCard();
    // The badge shows the bare number; screen readers hear what it counts.
    expect(
      within(card).getByText('4', { selector: '[data-testid="active-loads-count"]' }),
    ).toHaveTextContent('4 active jobs');
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getAllByRole('link')[0]?.textContent)).toEqual([
      'BH-10412',
      'BH-10413',
      'BH-10414',
    ]);
    expect(rows[0]).toHaveTextContent('14 Bids');
    expect(rows[1]).toHaveTextContent('1 Bid');
    expect(rows[2]).toHaveTextContent('Awaiting bids');
    expect(rows[1]).toHaveTextContent('Pickup: 7 Mar 2026');
    // Each route by town and postcode district; the arrow is drawn, screen readers hear 'to'.
    const routes = rows.map((r) => within(r).getByTestId('route'));
    expect(routes[0]).toHaveTextContent(/^Leeds LS1→ to Manchester M3$/);
    expect(routes[1]).toHaveTextContent(/^Bath BA1→ to Manchester M3$/);
    expect(routes[2]).toHaveTextContent(/^Leeds LS1→ to 48 Broad Street Birm…$/);
    const actions = quickActions();
    expect(actions).toHaveTextContent('Dana');
    expect(actions).toHaveTextContent('demo@shipper.test');
    expect(
      within(actions)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Create New Job', '/create-job'],
      ['View My Loads (4)', '/my-loads'],
      ['Track Active Trips', '/trips'],
      ['View Load History', '/history'],
    ]);
  });

  it('View All goes to /my-loads and Details to the load details', async () => {
    await showWith(SUMMARY, LOADS);
    expect(within(loadsCard()).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/my-loads',
    );
    expect(screen.getByRole('link', { name: 'Details of BH-10413' })).toHaveAttribute(
      'href',
      '/history/10413',
    );
  });

  it("a row click opens that load's bids", async () => {
    await showWith(SUMMARY, LOADS);
    const row = within(loadsCard()).getAllByRole('listitem')[1]!;
    await userEvent.setup().click(within(row).getByText('Pickup: 7 Mar 2026'));
    expect(screen.getByTestId('location')).toHaveTextContent('/bids?load=10413');
  });

  it('the load number link is the keyboard way to the bids', async () => {
    await showWith(SUMMARY, LOADS);
    const link = screen.getByRole('link', { name: 'BH-10412 bids' });
    expect(link).toHaveAttribute('href', '/bids?load=10412');
    link.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/bids?load=10412');
  });

  it('shows the full address on hover, for a town and for a cut address', async () => {
    await showWith(SUMMARY, LOADS);
    const user = userEvent.setup();
    const town = within(loadsCard()).getAllByText('Manchester M3')[0]!;
    await user.hover(town);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('4 Deansgate, Manchester M3 2BW');
    expect(town).toHaveAccessibleDescription('4 Deansgate, Manchester M3 2BW');
    await user.unhover(town);
    await user.hover(within(loadsCard()).getByText('48 Broad Street Birm…'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '48 Broad Street Birmingham B1 2HF',
    );
  });

  it('empty: no active loads, and a way to create one', async () => {
    await showWith({ ...SUMMARY, activeJobs: 0 }, []);
    const card = loadsCard();
    expect(card).toHaveTextContent('No Active Loads');
    expect(within(card).getByRole('link', { name: 'Create New Job' })).toHaveAttribute(
      'href',
      '/create-job',
    );
    expect(within(card).queryAllByRole('listitem')).toHaveLength(0);
    expect(
      within(quickActions()).getByRole('link', { name: 'View My Loads (0)' }),
    ).toBeInTheDocument();
  });

  it('error: each failed part says so and retries on its own', async () => {
    const { dashboard, loads } = await showWith(
      AppError.server(),
      AppError.server('Loads are resting'),
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Failed to fetch dashboard'),
      expect.stringContaining('Loads are resting'),
    ]);
    expect(screen.getByRole('heading', { name: 'Active Jobs' }).nextSibling).toHaveTextContent('—');
    const user = userEvent.setup();
    await user.click(within(loadsCard()).getByRole('button', { name: 'Retry' }));
    expect(loads.calls).toHaveLength(2);
    expect(dashboard.calls).toHaveLength(1);
    await act(async () => {
      loads.last.resolve(LOADS);
      await settle();
    });
    expect(within(loadsCard()).getAllByRole('listitem')).toHaveLength(3);
  });
});
