import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TripRepository } from '../../../src/application/ports/trip-repository.port';
import { GroupTrips } from '../../../src/application/trips/group-trips.use-case';
import { ListTrips } from '../../../src/application/trips/list-trips.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import { interpolate } from '../../../src/domain/shared/geo';
import type { TripGroups } from '../../../src/domain/trip/trip';
import type { TripGroup } from '../../../src/domain/trip/trip-grouping';
import type { PageVisibility } from '../../../src/application/ports/page-visibility.port';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { TripsPresenter } from '../../../src/presentation/screens/trips/trips.presenter';
import { TripsView } from '../../../src/presentation/screens/trips/trips.screen';
import { DRIVER, LEEDS, MANCHESTER, makeTrip } from '../../support/trips/make-trip';
import { renderWithMap } from '../../support/trips/render-with-container';
import { FakeLiveUpdates } from '../../presentation/bids/bids-presenter-fixtures';

const NOW = new Date(2026, 2, 2, 10, 0);
const hiddenPage: PageVisibility = { isVisible: () => false, subscribe: () => () => undefined };

const upcoming = makeTrip({
  reference: 'TRP-101',
  scheduledAt: new Date(2026, 2, 3, 9, 30).toISOString(),
  // As the profile box stores it: 10 digits, no 0.
  driver: { ...DRIVER, phone: '7700900123' },
});
const unassigned = makeTrip({ reference: 'TRP-102', driver: null, price: 80 });
const ongoing = makeTrip({
  reference: 'TRP-201',
  status: 'in_progress',
  jobStatus: 'en_route',
  currentLocation: interpolate(LEEDS, MANCHESTER, 0.4),
  driver: { ...DRIVER, name: 'Tom Reid', phone: '+44 7700 900456', rating: null },
});
const ongoingNoPhone = makeTrip({
  reference: 'TRP-202',
  status: 'in_progress',
  jobStatus: 'in_transit',
  driver: { ...DRIVER, name: 'Sam Hill', phone: null },
});
const completed = makeTrip({
  reference: 'TRP-301',
  status: 'completed',
  jobStatus: 'delivered',
  price: 99.99,
});
const noCoordinates = makeTrip({
  reference: 'TRP-302',
  status: 'completed',
  jobStatus: 'delivered',
  pickup: { address: 'Somewhere unmapped', location: { lat: null, lng: null }, time: null },
});
const ALL: TripGroups = {
  upcoming: [upcoming, unassigned],
  ongoing: [ongoing, ongoingNoPhone],
  completed: [completed, noCoordinates],
};

function presenterWith(list: () => Promise<TripGroups>) {
  const repo: TripRepository = { list: vi.fn(list) };
  const presenter = new TripsPresenter({
    listTrips: new ListTrips(repo, new GroupTrips()),
    clock: { now: () => NOW },
    visibility: hiddenPage,
    timers: systemTimers,
    live: new FakeLiveUpdates('unavailable'),
  });
  return { presenter, repo };
}

function show(tab: TripGroup, list: () => Promise<TripGroups> = () => Promise.resolve(ALL)) {
  const { presenter, repo } = presenterWith(list);
  const onTabChange = vi.fn();
  presenter.start();
  const view = renderWithMap(
    <TripsView presenter={presenter} tab={tab} onTabChange={onTabChange} />,
  );
  return { presenter, repo, onTabChange, view };
}

const card = (reference: string) => screen.getByRole('article', { name: reference });

describe('TripsView', { timeout: 20_000 }, () => {
  it("says 'Loading trips…' while the first answer is awaited", () => {
    show('upcoming', () => new Promise<TripGroups>(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading trips…');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("says 'Failed to load trips' when the server gives no message, and retries", async () => {
    let calls = 0;
    const { repo } = show('upcoming', () =>
      ++calls === 1 ? Promise.reject(AppError.server()) : Promise.resolve(ALL),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load trips');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: /Upcoming\s*2/ })).toBeInTheDocument();
    expect(repo.list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server message when it sends one', async () => {
    show('upcoming', () => Promise.reject(AppError.server('Trips are under maintenance')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trips are under maintenance');
  });

  it('shows the three tabs with their counts, the open one selected', async () => {
    const { onTabChange } = show('ongoing');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Upcoming2', 'Ongoing2', 'Completed2']);
    expect(screen.getByRole('tab', { name: /Ongoing/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Ongoing/);
    await userEvent.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(onTabChange).toHaveBeenCalledWith('completed');
  });

  it('shows an upcoming card: driver, phone, vehicle, rating, price, reference, addresses, status and time', async () => {
    show('upcoming');
    const c = within(await screen.findByRole('article', { name: '#TRP-101' }));
    for (const text of [
      'Priya Kaur',
      '07700 900123',
      'Luton Van',
      '£245.50',
      'Driver Assigned',
      'Ready to start',
      '3 Mar 2026, 09:30',
    ]) {
      expect(c.getByText(text)).toBeInTheDocument();
    }
    // The driver's rating as a bid's: two decimals, its star coloured by the same rule.
    expect(c.getByTestId('driver-rating')).toHaveTextContent(/^Rating 4\.76$/);
    expect(c.getByTestId('driver-rating')).toHaveAttribute('data-tone', 'green');
    expect(c.getByText(/12 Wellington Street, Leeds LS1 1AA/)).toBeInTheDocument();
    expect(c.getByText(/4 Deansgate, Manchester M3 1AA/)).toBeInTheDocument();
    expect(c.queryByRole('link', { name: 'Call Driver' })).toBeNull();
    // The phone is one tap from a call, as Call Driver is on an ongoing card.
    expect(c.getByRole('link', { name: '07700 900123' })).toHaveAttribute(
      'href',
      'tel:+447700900123',
    );
  });

  it("shows an upcoming trip without a driver as 'Driver TBD', 'Awaiting Driver', 'Pending'", async () => {
    show('upcoming');
    await screen.findAllByRole('article');
    const c = within(card('#TRP-102'));
    for (const text of ['Driver TBD', 'Awaiting Driver', 'Pending', 'No rating yet', '£80.00']) {
      expect(c.getByText(text)).toBeInTheDocument();
    }
    // Pending reads as yellow, the status badges' warning tone (its colours are measured
    // in the browser, e2e/trips.spec.ts); a trip with its driver reads as ready, in green.
    expect(c.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    expect(within(card('#TRP-101')).getByText('Ready to start')).toHaveAttribute(
      'data-tone',
      'success',
    );
    expect(c.queryByText('07700 900123')).toBeNull();
  });

  it('shows every trip the server sent without a usable id as its own card', async () => {
    const keyWarnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = makeTrip({ id: null, reference: 'TRP-A' });
    const b = makeTrip({ id: null, reference: 'TRP-B' });
    show('upcoming', () => Promise.resolve({ upcoming: [a, b], ongoing: [], completed: [] }));
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(card('#TRP-A')).toBeInTheDocument();
    expect(card('#TRP-B')).toBeInTheDocument();
    // React warns when two cards share a key (both keyed by a missing id).
    expect(keyWarnings.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });

  it('shows an ongoing card: en route, in transit, real progress, arrival, Call Driver and Message links', async () => {
    show('ongoing');
    const c = within(await screen.findByRole('article', { name: '#TRP-201' }));
    for (const text of ['En route', 'Driver is on the way', 'In Transit', 'No rating yet']) {
      expect(c.getByText(text)).toBeInTheDocument();
    }
    const bar = c.getByRole('progressbar', { name: 'Trip progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(c.getByTestId('trip-eta')).toHaveTextContent(/^\d\d:\d\d \(in about .+\)$/);
    expect(c.getByRole('link', { name: 'Call Driver' })).toHaveAttribute(
      'href',
      'tel:+447700900456',
    );
    expect(c.getByRole('link', { name: 'Message' })).toHaveAttribute('href', 'sms:+447700900456');
    expect(c.getByRole('link', { name: '07700 900456' })).toHaveAttribute(
      'href',
      'tel:+447700900456',
    );
  });

  it('disables Call Driver and Message when the driver has no phone; progress goes by status', async () => {
    show('ongoing');
    await screen.findAllByRole('article');
    const c = within(card('#TRP-202'));
    expect(c.getByRole('button', { name: 'Call Driver' })).toBeDisabled();
    expect(c.getByRole('button', { name: 'Message' })).toBeDisabled();
    expect(c.queryByRole('link')).toBeNull();
    expect(c.getByRole('progressbar', { name: 'Trip progress' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(c.getByText('75% (by status)')).toBeInTheDocument();
  });

  it("shows a completed card: 'Delivered successfully' and 'Completed'", async () => {
    show('completed');
    const c = within(await screen.findByRole('article', { name: '#TRP-301' }));
    expect(c.getByText('Delivered successfully')).toBeInTheDocument();
    expect(c.getByText('Completed')).toBeInTheDocument();
    expect(c.getByText('£99.99')).toBeInTheDocument();
    expect(c.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['upcoming', 'No Upcoming Trips'],
    ['ongoing', 'No Active Trips'],
    ['completed', 'No Completed Trips'],
  ] as const)('shows the empty state of %s', async (tab, title) => {
    show(tab, () => Promise.resolve({ upcoming: [], ongoing: [], completed: [] }));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('opens the route dialog with the sketch and the legend', async () => {
    show('ongoing');
    await userEvent.click(await screen.findByRole('button', { name: 'View Route of #TRP-201' }));
    const dialog = await screen.findByRole('dialog', { name: 'Route of #TRP-201' });
    expect(await within(dialog).findByRole('img', { name: /Route sketch/ })).toBeInTheDocument();
    const legend = within(dialog).getByRole('list', { name: 'Map legend' });
    expect(within(legend).getByText('Pickup')).toBeInTheDocument();
    expect(within(legend).getByText('Current')).toBeInTheDocument();
    expect(within(legend).getByText('Delivery')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Map unavailable - missing coordinates' for a trip with a missing coordinate", async () => {
    show('completed');
    await userEvent.click(await screen.findByRole('button', { name: 'View Route of #TRP-302' }));
    const dialog = await screen.findByRole('dialog', { name: 'Route of #TRP-302' });
    expect(within(dialog).getByText('Map unavailable - missing coordinates')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('keeps the trips and shows the error when a refresh fails', async () => {
    let calls = 0;
    const { presenter } = show('upcoming', () =>
      ++calls === 1 ? Promise.resolve(ALL) : Promise.reject(AppError.server('Try again later')),
    );
    await screen.findAllByRole('article');
    await presenter.load();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

describe('TripsView after an accept', () => {
  // Its heading takes the focus as every screen's does (tests/components/app/screen-arrival.test.tsx).
  it("marks the trip of the bid just accepted 'Just booked', in view", async () => {
    const booked = makeTrip({ reference: 'TRP-103', bidId: 77 });
    const other = makeTrip({ reference: 'TRP-104', bidId: 78 });
    const { presenter } = presenterWith(() =>
      Promise.resolve({ ...ALL, upcoming: [other, booked] }),
    );
    presenter.start();
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    const scrolled = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();
    Element.prototype.scrollIntoView = scrolled;
    renderWithMap(
      <TripsView presenter={presenter} tab="upcoming" onTabChange={vi.fn()} justBookedBidId={77} />,
    );
    const marked = await screen.findByText('Just booked');
    expect(marked.closest('article')).toBe(card('#TRP-103'));
    expect(within(card('#TRP-104')).queryByText('Just booked')).not.toBeInTheDocument();
    expect(scrolled.mock.contexts).toEqual([card('#TRP-103')]);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('marks nothing on an ordinary visit', async () => {
    show('upcoming');
    await screen.findByRole('article', { name: '#TRP-101' });
    expect(screen.queryByText('Just booked')).not.toBeInTheDocument();
  });
});
