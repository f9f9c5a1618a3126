import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import {
  BID_SORT_LABELS,
  isBidSort,
  type BidSort,
  type BidTab,
} from '../../../domain/bid/bid-list';
import { NativeSelectField } from '../../components/fields/light-fields';
import { LightTabs } from '../../components/light-tabs';
import { useCatchingUp } from '../../components/use-catching-up';
import ui from '../../styles/ui.module.css';
import { BidCard } from './bid-card';
import type { BidListing } from './bid-listing';
import { BidPagination } from './bid-pagination';
import { CompareBar } from './compare-bar';
import type { BidsPresenter } from './bids.presenter';
import css from './bid-list.module.css';
import { NoBidsInTab } from './bids-empty-states';

const SORTS = Object.keys(BID_SORT_LABELS) as BidSort[];

const tabId = (tab: BidTab) => `bids-tab-${tab}`;

/** The bids in two tabs, Available and Rejected, with their counts. */
export const BidList = observer(function BidList({ presenter }: { presenter: BidsPresenter }) {
  const listing = presenter.listing;
  return (
    <section aria-labelledby="bids-title" className={`${ui.paper} ${css.list}`}>
      <h2 id="bids-title" className={ui.visuallyHidden}>
        Bids
      </h2>
      <div className={css.tabs}>
        <LightTabs
          label="Bids by status"
          value={listing.tab}
          onChange={(tab) => listing.setTab(tab)}
          fullWidth
          tabs={[
            {
              value: 'available',
              id: tabId('available'),
              controls: 'bids-panel',
              label: `Available Bids (${listing.availableCount})`,
            },
            {
              value: 'rejected',
              id: tabId('rejected'),
              controls: 'bids-panel',
              label: `Rejected Bids (${listing.rejectedCount})`,
            },
          ]}
        />
      </div>
      <div
        id="bids-panel"
        role="tabpanel"
        aria-labelledby={tabId(listing.tab)}
        className={css.panel}
      >
        <BidPanel presenter={presenter} />
      </div>
    </section>
  );
});

/** One tab's page of bids; before the first answer, its loading state or failure. */
const BidPanel = observer(function BidPanel({ presenter }: { presenter: BidsPresenter }) {
  const listing = presenter.listing;
  const bids = useCatchingUp(listing.visibleBids);
  const showing = useCatchingUp(listing.showing).shown;
  if (listing.query.awaitingFirstAnswer || (bids.behind && bids.shown.length === 0)) {
    return (
      <div role="status" className={css.loading}>
        <CircularProgress size={22} aria-hidden />
        <p className={ui.body1}>Loading bids…</p>
      </div>
    );
  }
  const error = listing.query.error;
  if (error && !listing.query.loaded) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void presenter.refresh()}>
            Retry
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  return (
    <div className={css.stack}>
      {error && <Alert severity="error">{error}</Alert>}
      {bids.shown.length === 0 ? (
        <NoBidsInTab tab={listing.tab} />
      ) : (
        <>
          <div className={css.toolbar}>
            <p className={`${ui.body2} ${ui.muted} ${css.showing}`} data-testid="bids-showing">
              {showing}
            </p>
            <SortField listing={listing} />
          </div>
          {/* Drawn under the cards, but next in the Tab order after the sort: see the CSS. */}
          <CompareBar comparison={presenter.comparison} />
          <ul className={`${ui.plainList} ${css.stack} ${css.cards}`} aria-label="Bids">
            {bids.shown.map((bid) => (
              <li key={bid.key}>
                <BidCard bid={bid} presenter={presenter} />
              </li>
            ))}
          </ul>
          <BidPagination listing={listing} />
        </>
      )}
    </div>
  );
});

const SortField = observer(function SortField({ listing }: { listing: BidListing }) {
  return (
    <NativeSelectField
      id="bids-sort"
      label="Sort by"
      value={listing.sort}
      onChange={(sort) => {
        if (isBidSort(sort)) listing.setSort(sort);
      }}
      options={SORTS.map((sort) => ({ value: sort, label: BID_SORT_LABELS[sort] }))}
      className={css.sort}
    />
  );
});
