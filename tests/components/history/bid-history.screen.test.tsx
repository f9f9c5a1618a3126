import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetLoadDetails } from '../../../src/application/history/get-load-details.use-case';
import { ListLoadBids } from '../../../src/application/history/list-load-bids.use-case';
import type { BidRepository } from '../../../src/application/ports/bid-repository.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { Bid } from '../../../src/domain/bid/bid';
import { AppError } from '../../../src/domain/shared/app-error';
import { paginate, type Page } from '../../../src/domain/shared/pagination';
import BidHistoryScreen from '../../../src/presentation/screens/history/bid-history.screen';
import { aBid, aLoad } from '../../presentation/history/history-fixtures';
import { renderHistoryRoute } from './render-history';
import { BidHistoryPresenter } from '../../../src/presentation/screens/history/bid-history.presenter';

vi.setConfig({ testTimeout: 30_000 });

function renderBidHistory(list: BidRepository['list']) {
  const loads: LoadRepository = {
    listActive: () => Promise.resolve([]),
    search: () => Promise.reject(new Error('unused')),
    details: (id) =>
      Promise.resolve(
        aLoad({
          id,
          jobStatus: '',
          status: 'assigned',
          pickupAddress: '178 Albert Street, Belfast BT1 4EX',
        }),
      ),
  };
  const bids: BidRepository = {
    list,
    accept: () => Promise.reject(new Error('read-only')),
    reject: () => Promise.reject(new Error('read-only')),
  };
  const presenter = new BidHistoryPresenter(new GetLoadDetails(loads), new ListLoadBids(bids));
  renderHistoryRoute(
    BidHistoryPresenter,
    presenter,
    '/history/:loadId/bids',
    <BidHistoryScreen />,
    {
      route: '/history/10412/bids',
    },
  );
}

const page = (bids: readonly Bid[], n = 1): Promise<Page<Bid>> =>
  Promise.resolve(paginate(bids, n, 10));

describe("Bid History screen (the load's real bids, read-only)", () => {
  it('loading: says so', () => {
    renderBidHistory(() => new Promise(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Bid History' })).toBeInTheDocument();
    expect(screen.getByText('Loading bids…')).toBeInTheDocument();
  });

  it('data: the header (route by town, empty job status as Assigned) and the real bids, read-only', async () => {
    const bids = [
      aBid({ id: 1, status: 'accepted', amount: 312.4 }),
      aBid({
        id: 2,
        status: 'rejected',
        bidder: { name: 'Severn Valley Haulage Ltd', roleId: 2, avatarUrl: null },
      }),
    ];
    renderBidHistory((_id, q) => page(bids, q.page));
    expect(await screen.findByTestId('bid-history-job-id')).toHaveTextContent('BH-10412');
    expect(screen.getByTestId('route')).toHaveTextContent(/^Belfast BT1→ to Manchester M1$/);
    expect(screen.getByText('Belfast BT1')).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Assigned')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Bids on this job' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('£312.40')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Accepted')).toBeInTheDocument();
    // The rating as on a bid card: two decimals, in reviews.
    expect(items[0]).toHaveTextContent('Rating 4.52 (120 reviews)');
    expect(within(items[1]!).getByText('Company')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /accept|reject/i })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1-2 of 2 bids')).toBeInTheDocument();
  });

  it('pages when there are more than 10 bids', async () => {
    const bids = Array.from({ length: 12 }, (_, i) => aBid({ id: i + 1, amount: 100 + i }));
    renderBidHistory((_id, q) => page(bids, q.page));
    const pages = await screen.findByRole('navigation', { name: 'Bid history pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11-12 of 12 bids')).toBeInTheDocument();
  });

  it('empty: says no one has bid', async () => {
    renderBidHistory(() => page([]));
    expect(await screen.findByText('No Bids')).toBeInTheDocument();
  });

  it('error: the catalogue text and Try again', async () => {
    let calls = 0;
    renderBidHistory(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(AppError.server()) : page([aBid()]);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch bids');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1-1 of 1 bid')).toBeInTheDocument();
  });
});
