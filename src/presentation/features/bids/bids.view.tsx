import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InboxIcon from '@mui/icons-material/Inbox';
import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import { BID_SORT_LABELS, isBidSort, type BidSort, type BidTab } from '../../../domain/bid/bid-list';
import { NativeSelectField } from '../../components/fields/light-fields';
import { useOpenedOnce } from '../../components/use-opened-once';
import { BidCard } from './bid-card';
import { BidPagination } from './bid-pagination';
import type { BidsPresenter } from './bids.presenter';
import { visuallyHidden } from './bid-tones';
import { JobSummary } from './job-summary';

const SORTS = Object.keys(BID_SORT_LABELS) as BidSort[];

const AcceptBidDialog = lazy(() =>
  import('./accept-bid-dialog').then((m) => ({ default: m.AcceptBidDialog })),
);

/**
 * The confirmation dialog (and MUI's Dialog) downloads the first time a bid is accepted, not with
 * the screen (issue 3, bundle budgets). Once loaded it stays mounted, so closing plays its exit.
 */
const LazyAcceptBidDialog = observer(function LazyAcceptBidDialog(props: {
  presenter: BidsPresenter;
  onAccepted: () => void;
}) {
  if (!useOpenedOnce(props.presenter.confirming !== null)) return null;
  return (
    <Suspense fallback={null}>
      <AcceptBidDialog {...props} />
    </Suspense>
  );
});

/** Spec §2.8 Select a Bid. `onAccepted` opens /trips after a confirmed accept. */
export const BidsView = observer(function BidsView({
  presenter,
  onAccepted,
}: {
  presenter: BidsPresenter;
  onAccepted: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ mr: 'auto' }}>
          <Typography component="h1" variant="h1">
            Select a Bid
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Review bids from available drivers
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/my-loads"
          variant="outlined"
          startIcon={<ArrowBackIcon />}
        >
          Back to My Loads
        </Button>
      </Box>
      {presenter.hasSelection ? (
        <>
          <JobSummary presenter={presenter} />
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, sm: 2.5 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
              alignItems: 'start',
            }}
          >
            <BidList presenter={presenter} />
            <SelectionTips />
          </Box>
          <LazyAcceptBidDialog presenter={presenter} onAccepted={onAccepted} />
          <Box role="status" aria-live="polite" sx={visuallyHidden}>
            {presenter.announcement}
          </Box>
        </>
      ) : (
        <NoSelection />
      )}
    </Box>
  );
});

const BidList = observer(function BidList({ presenter }: { presenter: BidsPresenter }) {
  const tabId = (tab: BidTab) => `bids-tab-${tab}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="bids-title" sx={{ minWidth: 0 }}>
      <Typography id="bids-title" component="h2" sx={visuallyHidden}>
        Bids
      </Typography>
      <Tabs
        value={presenter.tab}
        onChange={(_, tab: BidTab) => presenter.setTab(tab)}
        aria-label="Bids by status"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="available"
          id={tabId('available')}
          aria-controls="bids-panel"
          label={`Available Bids (${presenter.availableCount})`}
        />
        <Tab
          value="rejected"
          id={tabId('rejected')}
          aria-controls="bids-panel"
          label={`Rejected Bids (${presenter.rejectedCount})`}
        />
      </Tabs>
      <Box
        id="bids-panel"
        role="tabpanel"
        aria-labelledby={tabId(presenter.tab)}
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <BidPanel presenter={presenter} />
      </Box>
    </Paper>
  );
});

const BidPanel = observer(function BidPanel({ presenter }: { presenter: BidsPresenter }) {
  // The cards follow the presenter one render late: MobX re-renders at once, in one task, while
  // React renders a deferred value in slices that yield to the browser (issue 3: blocking time).
  const bids = useDeferredValue(presenter.visibleBids);
  const showing = useDeferredValue(presenter.showing);
  const catchingUp = bids !== presenter.visibleBids && bids.length === 0;
  if (presenter.initialLoading || catchingUp) {
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
  const error = presenter.bidsError;
  if (error && !presenter.bidsLoaded) {
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
      {bids.length === 0 ? (
        presenter.tab === 'available' ? (
          <EmptyState title="No Available Bids" text="There are no active bids for this load yet.">
            <Button component={RouterLink} to="/create-job" variant="outlined">
              Back to Form
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title="No Rejected Bids" text="You haven't rejected any bids yet." />
        )
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
            <NativeSelectField
              id="bids-sort"
              label="Sort by"
              value={presenter.sort}
              onChange={(sort) => {
                if (isBidSort(sort)) presenter.setSort(sort);
              }}
              options={SORTS.map((sort) => ({ value: sort, label: BID_SORT_LABELS[sort] }))}
              sx={{ minWidth: 180 }}
            />
          </Box>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
            aria-label="Bids"
          >
            {bids.map((bid) => (
              <li key={bid.key}>
                <BidCard bid={bid} presenter={presenter} />
              </li>
            ))}
          </Box>
          <BidPagination presenter={presenter} />
        </>
      )}
    </Box>
  );
});

function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{ textAlign: 'center', py: 5, px: 2, display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      <InboxIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      <Typography component="h3" variant="h4">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {children && <Box sx={{ mt: 1 }}>{children}</Box>}
    </Box>
  );
}

const TIPS = [
  'Compare the price with the bidder’s rating and number of reviews, not the price alone.',
  'Read the bidder’s note for timing, crew and equipment.',
  'Check the vehicle suits your load’s weight and size.',
  'Accepting a bid assigns the job and declines the other open bids. It cannot be undone.',
] as const;

function SelectionTips() {
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby="bid-tips-title"
      sx={{ p: 2, bgcolor: 'action.hover', borderStyle: 'dashed' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <TipsAndUpdatesIcon color="secondary" aria-hidden />
        <Typography id="bid-tips-title" component="h2" variant="h4">
          Tips for Selecting Bids
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {TIPS.map((tip) => (
          <Typography key={tip} component="li" variant="body2">
            {tip}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

function NoSelection() {
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: 'center', py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      <InboxIcon sx={{ fontSize: 44, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h3">
        No load selected
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        Choose a load from My Loads to review its bids.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, mt: 1 }}>
        <Button component={RouterLink} to="/my-loads" variant="contained">
          Go to My Loads
        </Button>
        <Button component={RouterLink} to="/create-job" variant="outlined">
          Create a Job
        </Button>
      </Box>
    </Paper>
  );
}
