import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useOpenedOnce } from '../../components/use-opened-once';
import { BidAlertsSwitch } from './bid-alerts-switch';
import { BidList } from './bid-list.view';
import type { BidsPresenter } from './bids.presenter';
import { NoSelection } from './bids-empty-states';
import { JobSummary } from './job-summary';
import { SelectionTips } from './selection-tips';

const AcceptBidDialog = lazy(() =>
  import('./accept-bid-dialog').then((m) => ({ default: m.AcceptBidDialog })),
);
const CompareBidsDialog = lazy(() => import('./compare-bids-dialog'));

/**
 * The confirmation dialog (and MUI's Dialog) downloads the first time a bid is accepted, not with
 * the screen, to keep the screen's first download small. Once loaded it stays mounted, so closing
 * plays its exit.
 */
const LazyAcceptBidDialog = observer(function LazyAcceptBidDialog(props: {
  presenter: BidsPresenter;
}) {
  if (!useOpenedOnce(props.presenter.decisions.confirming !== null)) return null;
  return (
    <Suspense fallback={null}>
      <AcceptBidDialog {...props} />
    </Suspense>
  );
});

/** The comparison, downloaded the first time it opens, like the confirmation. */
const LazyCompareBidsDialog = observer(function LazyCompareBidsDialog(props: {
  presenter: BidsPresenter;
}) {
  if (!useOpenedOnce(props.presenter.comparison.open)) return null;
  return (
    <Suspense fallback={null}>
      <CompareBidsDialog {...props} />
    </Suspense>
  );
});

/** Select a Bid: the header, then the selected load's summary and bids. */
export const BidsView = observer(function BidsView({ presenter }: { presenter: BidsPresenter }) {
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
        <Box sx={{ display: 'grid', gap: 1, justifyItems: { xs: 'start', sm: 'end' } }}>
          <Button
            component={RouterLink}
            to="/my-loads"
            variant="outlined"
            startIcon={<ArrowBackIcon />}
          >
            Back to My Loads
          </Button>
          {presenter.hasSelection && <BidAlertsSwitch alerts={presenter.alerts} />}
        </Box>
      </Box>
      {presenter.hasSelection ? (
        <>
          <JobSummary summary={presenter.summary} priceCheck={presenter.priceCheck} />
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
          <LazyCompareBidsDialog presenter={presenter} />
          <LazyAcceptBidDialog presenter={presenter} />
          <Box role="status" aria-live="polite" sx={visuallyHidden}>
            {presenter.decisions.announcement}
          </Box>
        </>
      ) : (
        <NoSelection />
      )}
    </Box>
  );
});
