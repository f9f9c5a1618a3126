import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  BID_SORT_LABELS,
  isBidSort,
  type BidSort,
  type BidTab,
} from '../../../domain/bid/bid-list';
import { NativeSelectField } from '../../components/fields/light-fields';
import { LightTabs } from '../../components/light-tabs';
import { useCatchingUp } from '../../components/use-catching-up';
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
    <Paper variant="outlined" component="section" aria-labelledby="bids-title" sx={{ minWidth: 0 }}>
      <Typography id="bids-title" component="h2" sx={visuallyHidden}>
        Bids
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
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
      </Box>
      <Box
        id="bids-panel"
        role="tabpanel"
        aria-labelledby={tabId(listing.tab)}
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <BidPanel presenter={presenter} />
      </Box>
    </Paper>
  );
});

/** One tab's page of bids; before the first answer, its loading state or failure. */
const BidPanel = observer(function BidPanel({ presenter }: { presenter: BidsPresenter }) {
  const listing = presenter.listing;
  const bids = useCatchingUp(listing.visibleBids);
  const showing = useCatchingUp(listing.showing).shown;
  if (listing.initialLoading || (bids.behind && bids.shown.length === 0)) {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}
      >
        <CircularProgress size={22} aria-hidden />
        <Typography>Loading bids…</Typography>
      </Box>
    );
  }
  const error = listing.error;
  if (error && !listing.loaded) {
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
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {error && <Alert severity="error">{error}</Alert>}
      {bids.shown.length === 0 ? (
        <NoBidsInTab tab={listing.tab} />
      ) : (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
            }}
          >
            <Typography variant="body2" color="text.secondary" data-testid="bids-showing">
              {showing}
            </Typography>
            <SortField listing={listing} />
          </Box>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
            aria-label="Bids"
          >
            {bids.shown.map((bid) => (
              <li key={bid.key}>
                <BidCard bid={bid} presenter={presenter} />
              </li>
            ))}
          </Box>
          <CompareBar comparison={presenter.comparison} />
          <BidPagination listing={listing} />
        </>
      )}
    </Box>
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
