import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { Bid } from '../../../src/domain/bid/bid';
import type { BidRepository } from '../../../src/application/ports/bid-repository.port';
import { createAppTheme } from '../../../src/presentation/app/theme';
import { useOutcomeNavigation } from '../../../src/presentation/app/use-outcome-navigation';
import type { BidsPresenter } from '../../../src/presentation/screens/bids/bids.presenter';
import { BidsView } from '../../../src/presentation/screens/bids/bids.screen';
import {
  placeBid,
  presenterRig,
  settle,
  type PresenterRig,
} from '../../presentation/bids/bids-presenter-fixtures';
import { idOf } from '../../support/record-ids';
import { FakeTimers } from '../../infrastructure/demo/demo-fakes';

/** The view as the bids screen shows it: it goes where the presenter's last action leads. */
const Screen = observer(function Screen({ presenter }: { presenter: BidsPresenter }) {
  useOutcomeNavigation(presenter);
  return <BidsView presenter={presenter} />;
});

const TRIPS_PAGE = 'The trips page';

function renderView(rig: PresenterRig) {
  render(
    <ThemeProvider theme={createAppTheme()}>
      <MemoryRouter initialEntries={['/bids']}>
        <Routes>
          <Route path="/bids" element={<Screen presenter={rig.presenter} />} />
          <Route path="/trips" element={<p>{TRIPS_PAGE}</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

async function shown(rig: PresenterRig, loadId: number | null) {
  rig.presenter.select(loadId);
  await settle();
  // The cards follow the presenter one (deferred) render later.
  await waitFor(() => expect(screen.queryByText('Loading bids…')).toBeNull());
}

function bid(id: number, over: Partial<Bid> = {}): Bid {
  return {
    id,
    loadId: 1,
    amount: 200 + id,
    currencySymbol: '£',
    status: 'pending',
    note: null,
    placedAt: '2026-03-02T09:00:00Z',
    acceptedAt: null,
    rejectedAt: null,
    bidder: { name: `Bidder ${id}`, roleId: 4, avatarUrl: null },
    rating: { avg: 4, count: 3 },
    vehicleName: 'Small Van',
    ...over,
  };
}

/** A bid repository serving a fixed list (pages of 10). */
function serving(bids: Bid[]) {
  return (inner: BidRepository): BidRepository => ({
    list: async (_id, { page, perPage = 10 }) => ({
      items: bids.slice((page - 1) * perPage, page * perPage),
      meta: {
        currentPage: page,
        perPage,
        total: bids.length,
        lastPage: Math.max(1, Math.ceil(bids.length / perPage)),
        from: 0,
        to: 0,
      },
    }),
    accept: inner.accept.bind(inner),
    reject: inner.reject.bind(inner),
  });
}

describe('BidsView', { timeout: 30_000 }, () => {
  it('without a selection says so and links to My Loads', async () => {
    const rig = presenterRig();
    renderView(rig);
    await shown(rig, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Select a Bid' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No job selected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Loads' })).toHaveAttribute(
      'href',
      '/my-loads',
    );
    expect(screen.queryByText('Loading bids…')).not.toBeInTheDocument();
  });

  it("shows 'Loading bids…' while the first list is on its way", async () => {
    const rig = presenterRig();
    const release = rig.bids.hold('list');
    renderView(rig);
    rig.presenter.select(rig.backend.busyLoadId);
    expect(await screen.findByText('Loading bids…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Loading bids…')).not.toBeInTheDocument());
  });

  it('shows the error text on failure, and Retry loads the bids', async () => {
    const rig = presenterRig();
    // A failed page is asked for once more: the failure must last.
    rig.backend.gateway.failNext('bids');
    rig.backend.gateway.failNext('bids');
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch bids');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('bid-card')).toHaveLength(10);
  });

  it('shows the header, the Job Summary, the tabs with counts, the showing text, cards and tips', async () => {
    const rig = presenterRig();
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    expect(screen.getByText('Review bids from available drivers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to My Loads/ })).toHaveAttribute(
      'href',
      '/my-loads',
    );

    const summary = screen.getByRole('region', { name: 'Job Summary' });
    const load = rig.presenter.load!;
    expect(within(summary).getByText('BH-10412')).toBeInTheDocument();
    expect(within(summary).getByText(`480 kg · ${load.itemCount} items`)).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-status')).toHaveTextContent('Pending');
    // Pending is drawn in the theme's pending (yellow) badge colours.
    expect(within(summary).getByTestId('summary-status')).toHaveAttribute('data-tone', 'warning');
    expect(within(summary).getByText(load.pickupAddress, { exact: false })).toBeInTheDocument();
    expect(within(summary).getByText('Not assigned yet')).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'Available Bids (16)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Rejected Bids (4)' })).toBeInTheDocument();
    expect(screen.getByTestId('bids-showing')).toHaveTextContent('Showing 1-10 of 16 total bids');
    const cards = screen.getAllByTestId('bid-card');
    expect(cards).toHaveLength(10);
    for (const card of cards) {
      expect(within(card).getByText(/^(Driver|Company)$/)).toBeInTheDocument();
      expect(within(card).getByTestId('bid-rating')).toHaveTextContent(
        /^Rating \d\.\d{2} \(\d+ reviews?\)$/,
      );
      expect(within(card).getByTestId('bid-amount')).toHaveTextContent(/^£[\d,]+\.\d{2}$/);
    }
    const accepts = screen.getAllByRole('button', { name: /^Accept bid from / });
    const rejects = screen.getAllByRole('button', { name: /^Reject bid from / });
    expect(accepts).toHaveLength(10);
    expect(rejects).toHaveLength(10);
    expect([...accepts, ...rejects].every((b) => !b.hasAttribute('disabled'))).toBe(true);
    expect(screen.getByRole('heading', { name: 'Tips for Selecting Bids' })).toBeInTheDocument();
    // More than 10 open bids: the Available tab pages.
    expect(screen.getByRole('navigation', { name: 'Bid pages' })).toBeInTheDocument();
  });

  it('shows the Rejected tab with its badges', async () => {
    const rig = presenterRig();
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected Bids (4)' }));
    const cards = screen.getAllByTestId('bid-card');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(within(card).getByText('Rejected')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    }
  });

  it("shows 'No Available Bids' with Back to Form, and 'No Rejected Bids'", async () => {
    const rig = presenterRig({ bids: serving([]) });
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    expect(screen.getByRole('heading', { name: 'No Available Bids' })).toBeInTheDocument();
    expect(screen.getByText('There are no active bids for this load yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Form' })).toHaveAttribute(
      'href',
      '/create-job',
    );
    expect(screen.queryByTestId('bids-showing')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected Bids (0)' }));
    expect(screen.getByRole('heading', { name: 'No Rejected Bids' })).toBeInTheDocument();
    expect(screen.getByText("You haven't rejected any bids yet.")).toBeInTheDocument();
  });

  it('renders the card details: badge by role, avatar initials, coloured rating, note as text, currency', async () => {
    const rig = presenterRig({
      bids: serving([
        bid(1, {
          bidder: { name: 'Northern Freight Ltd', roleId: 2, avatarUrl: null },
          rating: { avg: 4.5, count: 12 },
          note: '<img src=x onerror=alert(1)>',
        }),
        bid(2, {
          bidder: { name: 'Sam Patel', roleId: 4, avatarUrl: null },
          rating: { avg: 3.456, count: 1 },
          currencySymbol: '€',
          amount: 1234.5,
        }),
        bid(3, {
          bidder: { name: 'Mystery', roleId: 9, avatarUrl: null },
          rating: { avg: 0, count: 0 },
        }),
      ]),
    });
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    const card = (name: string) => screen.getByRole('article', { name });

    const company = card('Northern Freight Ltd');
    expect(within(company).getByText('Company')).toBeInTheDocument();
    expect(within(company).getByText('NL')).toBeInTheDocument();
    expect(within(company).getByTestId('bid-rating')).toHaveTextContent('Rating 4.50 (12 reviews)');
    expect(within(company).getByTestId('bid-rating')).toHaveAttribute('data-tone', 'green');
    expect(within(company).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(company.querySelector('img')).toBeNull();

    const driver = card('Sam Patel');
    expect(within(driver).getByText('Driver')).toBeInTheDocument();
    expect(within(driver).getByTestId('bid-rating')).toHaveTextContent('Rating 3.46 (1 review)');
    expect(within(driver).getByTestId('bid-rating')).toHaveAttribute('data-tone', 'blue');
    expect(within(driver).getByTestId('bid-amount')).toHaveTextContent('€1,234.50');
    expect(within(driver).getByText('Small Van')).toBeInTheDocument();
    // Where a price sits, among the open bids in its own currency: the lone euro bid has no bar.
    expect(
      within(company).getByRole('img', { name: /^Where £[\d.,]+ sits: lowest bid £/ }),
    ).toBeVisible();
    expect(within(driver).queryByRole('img', { name: /^Where / })).toBeNull();

    const other = card('Mystery');
    expect(within(other).getByText('Bidder')).toBeInTheDocument();
    expect(within(other).getByTestId('bid-rating')).toHaveTextContent(/^No rating yet$/);
    expect(within(other).getByTestId('bid-rating')).toHaveAttribute('data-tone', 'grey');
  });

  it("marks 'Best price' and 'Top rated' and sorts by the chosen order", async () => {
    const rig = presenterRig({
      bids: serving([
        bid(1, { amount: 300, rating: { avg: 4.9, count: 40 }, placedAt: '2026-03-02T09:03:00Z' }),
        bid(2, { amount: 150, rating: { avg: 4.1, count: 5 }, placedAt: '2026-03-02T09:01:00Z' }),
        bid(3, { amount: 220, rating: { avg: 4.4, count: 9 }, placedAt: '2026-03-02T09:02:00Z' }),
      ]),
    });
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    expect(
      within(screen.getByRole('article', { name: 'Bidder 2' })).getByText('Best price'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Bidder 1' })).getByText('Top rated'),
    ).toBeInTheDocument();
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names()).toEqual(['Bidder 1', 'Bidder 3', 'Bidder 2']);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Lowest price',
    );
    expect(names()).toEqual(['Bidder 2', 'Bidder 3', 'Bidder 1']);
  });

  it('shows every bid sent without an id as its own card, with no Accept or Reject', async () => {
    const rig = presenterRig({
      bids: serving([
        bid(1, {
          id: null,
          amount: 150,
          bidder: { name: 'No Id One', roleId: 4, avatarUrl: null },
        }),
        bid(2, {
          id: null,
          amount: 180,
          bidder: { name: 'No Id Two', roleId: 4, avatarUrl: null },
        }),
        bid(3, { amount: 220 }),
      ]),
    });
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    expect(screen.getAllByTestId('bid-card')).toHaveLength(3);
    for (const name of ['No Id One', 'No Id Two']) {
      const card = within(screen.getByRole('article', { name }));
      expect(card.queryByRole('button', { name: /^(Accept|Reject) bid/ })).toBeNull();
      expect(card.getByText(/without an ID/)).toBeInTheDocument();
    }
    // 'Best price' marks the cheapest bid alone, though it has no id.
    expect(screen.getAllByText('Best price')).toHaveLength(1);
    expect(
      within(screen.getByRole('article', { name: 'No Id One' })).getByText('Best price'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Bidder 3' })).getByRole('button', {
        name: 'Accept bid from Bidder 3',
      }),
    ).toBeEnabled();
  });

  it('pages through with a window of 5 numbers', async () => {
    const rig = presenterRig({ bids: serving(Array.from({ length: 63 }, (_, i) => bid(i + 1))) });
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    const nav = screen.getByRole('navigation', { name: 'Bid pages' });
    const numbers = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByTestId('bids-showing')).toHaveTextContent('Showing 41-50 of 63 total bids');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 7' }));
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByTestId('bid-card')).toHaveLength(3);
  });

  it("rejecting offers Undo for 10 s ('Undo · 10 s'), then moves the bid to Rejected Bids", async () => {
    let now = 0;
    const timers = new FakeTimers(() => now);
    const rig = presenterRig({ timers });
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    const card = () => screen.getAllByTestId('bid-card')[0]!;
    const name = within(card()).getByRole('heading', { level: 3 }).textContent ?? '';
    const rejectButton = () =>
      within(card()).getByRole('button', { name: `Reject bid from ${name}` });

    await userEvent.click(rejectButton());
    expect(within(card()).getByText(`Bid from ${name} rejected.`)).toBeInTheDocument();
    const undo = within(card()).getByRole('button', { name: `Undo rejecting bid from ${name}` });
    expect(undo).toHaveFocus();
    expect(undo).toHaveTextContent('Undo · 10 s');
    expect(screen.getByRole('tab', { name: 'Available Bids (16)' })).toBeInTheDocument();

    // Undo: the bid is open again, its Reject button has the focus back, nothing was sent.
    await userEvent.keyboard('{Enter}');
    expect(rejectButton()).toHaveFocus();
    expect(within(card()).queryByText(`Bid from ${name} rejected.`)).not.toBeInTheDocument();
    expect(rig.bids.calls.reject).toBe(0);

    await userEvent.click(rejectButton());
    for (let second = 1; second <= 10; second++) {
      now += 1000;
      act(() => {
        while (timers.runNext(now));
      });
    }
    expect(await screen.findByRole('tab', { name: 'Available Bids (15)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected Bids (5)' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name })).not.toBeInTheDocument();
    expect(rig.bids.calls.reject).toBe(1);
    // The screen has other live regions (new bids): the decisions' one says it.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((r) => r.textContent)).toContain(
        `Bid from ${name} rejected.`,
      ),
    );
  });

  it("says '1 new bid' in a polite live region when a refresh brings one, and nothing before", async () => {
    const rig = presenterRig();
    rig.presenter.start();
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    const region = screen.getByTestId('new-bids-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    placeBid(rig.backend, rig.backend.busyLoadId, 321);
    await act(() => rig.presenter.refresh());
    expect(region).toHaveTextContent(/^1 new bid$/);
    rig.presenter.stop();
  });

  it('accepting asks for confirmation naming the bidder and amount, then hands over to /trips', async () => {
    const rig = presenterRig();
    rig.presenter.start();
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    const card = screen.getAllByTestId('bid-card')[1]!;
    const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
    const amount = within(card).getByTestId('bid-amount').textContent ?? '';
    await userEvent.click(within(card).getByRole('button', { name: `Accept bid from ${name}` }));
    // The dialog's code downloads on this first accept.
    const dialog = await screen.findByRole('dialog', { name: 'Accept this bid?' });
    expect(dialog).toHaveTextContent(name);
    expect(dialog).toHaveTextContent(amount);
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(rig.bids.calls.accept).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept bid' }));
    expect(await screen.findByText(TRIPS_PAGE)).toBeInTheDocument();
    expect(rig.presenter.navigateTo).toBeNull();
    expect(rig.bids.calls.accept).toBe(1);
    rig.presenter.stop();
  });

  it('a failed accept closes the dialog, leaves the bid open and does not navigate', async () => {
    const rig = presenterRig();
    rig.presenter.start();
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    rig.backend.gateway.failNext('acceptBid');
    const card = screen.getAllByTestId('bid-card')[0]!;
    await userEvent.click(within(card).getByRole('button', { name: /^Accept bid from / }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept bid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: /^Accept bid from / })).toBeEnabled();
    expect(rig.toasts.current?.message).toBe('Failed to accept bid');
    expect(screen.queryByText(TRIPS_PAGE)).not.toBeInTheDocument();
    expect(rig.presenter.navigateTo).toBeNull();
    rig.presenter.stop();
  });

  it('Cancel closes the confirmation without a request', async () => {
    const rig = presenterRig();
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    await userEvent.click(screen.getAllByRole('button', { name: /^Accept bid from / })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rig.bids.calls.accept).toBe(0);
  });
  it('after an accept: the Accepted badge with its time, no decisions left, the summary locked', async () => {
    // Not started (no refresh timer): the screen counts as left, so the accept leads nowhere and
    // the view stays, as when the shipper comes back to this load's bids later.
    const rig = presenterRig();
    renderView(rig);
    await shown(rig, rig.backend.busyLoadId);
    const chosen = rig.presenter.currentPage.items[0]!;
    rig.presenter.requestAccept(idOf(chosen));
    await rig.presenter.confirmAccept();
    await rig.presenter.refreshSummary();
    // The cards catch up with the presenter one (deferred) render later.
    const card = () => screen.getByRole('article', { name: chosen.bidder.name });
    await waitFor(() => expect(within(card()).getByText('Accepted')).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(within(card()).getByTestId('bid-decided-at')).toHaveTextContent(
      /^on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    );
    expect(screen.queryAllByRole('button', { name: /^(Accept|Reject) bid from / })).toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'Rejected Bids (19)' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Job Summary' });
    expect(within(summary).getByTestId('summary-status')).toHaveTextContent('Assigned (locked)');
    expect(within(summary).getByTestId('summary-status')).toHaveAttribute('data-tone', 'assigned');
    expect(within(summary).getByTestId('summary-lock')).toBeInTheDocument();
    const assigned =
      chosen.bidder.roleId === 4
        ? `${chosen.bidder.name} (independent driver)`
        : chosen.bidder.name;
    expect(within(summary).getByText(assigned)).toBeInTheDocument();
  });
});
