import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { usePresenter } from '../../app/container';
import { RetryAlert } from '../../components/retry-alert';
import { Pagination } from '../../components/pagination/pagination';
import type { BidHistoryRow } from './bid-history-rows';
import { StatusChip } from './status-chip';
import { BidHistoryPresenterToken } from '../../tokens';
import { usePageTitle } from '../../app/page-title';

/** Bid History (/history/{id}/bids): the load's real bids, read-only. */
const BidHistoryScreen = observer(function BidHistoryScreen() {
  const presenter = usePresenter(BidHistoryPresenterToken);
  usePageTitle('Bid History');
  const { loadId } = useParams();
  useEffect(() => presenter.open(loadId), [presenter, loadId]);
  const header = presenter.header;
  const loading = presenter.loading;

  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/history" startIcon={<ArrowBack />} sx={{ ml: -1 }}>
          Back to History
        </Button>
        {presenter.loadId !== null && (
          <Button component={RouterLink} to={`/history/${presenter.loadId}`}>
            Load Details
          </Button>
        )}
      </Box>
      <Box>
        <Typography component="h1" variant="h2">
          Bid History
        </Typography>
        {header && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="bid-history-job-id">
              {header.jobId}
            </Typography>
            <StatusChip badge={header.badge} />
            <Typography
              color="text.secondary"
              sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
              title={header.fullRoute}
            >
              {header.from} → {header.to}
            </Typography>
          </Box>
        )}
      </Box>

      {loading && <LinearProgress aria-label="Loading bid history" />}
      {presenter.loadError && <Alert severity="error">{presenter.loadError}</Alert>}

      {presenter.loadId !== null && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-busy={loading}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
            <Typography component="h2" variant="h3" sx={{ mr: 'auto' }}>
              Bids
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {presenter.rangeText}
            </Typography>
          </Box>
          {presenter.loadingBidsWithNoRows && (
            <Typography role="status" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              Loading bids…
            </Typography>
          )}
          {presenter.bidsError && (
            <RetryAlert message={presenter.bidsError} onRetry={presenter.retry} />
          )}
          {presenter.isEmpty && (
            <Box sx={{ py: 4, textAlign: 'center' }}>
              <Typography component="p" variant="h4">
                No Bids
              </Typography>
              <Typography color="text.secondary">
                No driver or company has bid on this load.
              </Typography>
            </Box>
          )}
          {presenter.rows.length > 0 && (
            <Box
              component="ul"
              aria-label="Bids on this load"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
            >
              {presenter.rows.map((row) => (
                <BidItem key={row.key} row={row} />
              ))}
            </Box>
          )}
          <Box sx={{ mt: 2 }}>
            <Pagination
              page={presenter.page}
              lastPage={presenter.lastPage}
              onChange={presenter.goToPage}
              label="Bid history pages"
            />
          </Box>
        </Paper>
      )}
    </Stack>
  );
});

function BidItem({ row }: { row: BidHistoryRow }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="bid-history-item">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{row.bidder}</Typography>
        <Chip size="small" label={row.kind} variant="outlined" />
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          <StatusChip badge={row.status} />
          <Typography sx={{ fontWeight: 750, fontSize: '1.1rem' }}>{row.amount}</Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Rating {row.rating} · Placed {row.placedAt}
        {row.vehicle ? ` · ${row.vehicle}` : ''}
      </Typography>
      {row.note && (
        <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          “{row.note}”
        </Typography>
      )}
    </Paper>
  );
}

export default BidHistoryScreen;
