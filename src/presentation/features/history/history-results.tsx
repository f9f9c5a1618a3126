import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Pagination } from '../../components/pagination/pagination';
import { useCatchingUp } from '../../components/use-catching-up';
import type { HistoryPresenter } from './history.presenter';
import { HistoryTable } from './history-table';

/** The results: their heading and count, the table (or what stands in for it) and its pages. */
export const HistoryResults = observer(function HistoryResults({
  presenter,
}: {
  presenter: HistoryPresenter;
}) {
  const headingId = useId();
  // The results (table, count, pages) follow the presenter one render late, together, so a long
  // list never blocks typing in the search box.
  const page = useCatchingUp(presenter.pageOfRows);
  const { items: rows, meta } = page.shown;
  const heading = useCatchingUp(presenter.heading).shown;
  const loading = presenter.status.kind === 'loading';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-busy={loading}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
        <Typography component="h2" variant="h3" id={headingId} aria-live="polite">
          {heading}
        </Typography>
        {meta.total > 0 && (
          <Typography variant="body2" color="text.secondary">
            Showing {meta.from}-{meta.to}
          </Typography>
        )}
      </Box>
      {loading && <LinearProgress aria-label="Loading history" sx={{ mb: 1.5 }} />}
      {!presenter.complete && (
        <Alert severity="warning" role="status" sx={{ mb: 1.5 }}>
          Only the newest 1,000 matching jobs are shown. Search for a job ID, address or driver to
          narrow the list.
        </Alert>
      )}
      {(presenter.loadingWithNoRows || (page.behind && rows.length === 0)) && (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          Loading history…
        </Typography>
      )}
      {presenter.isEmpty && rows.length === 0 && (
        <Box sx={{ py: 5, textAlign: 'center' }}>
          <Typography component="p" variant="h4">
            No Results Found
          </Typography>
          <Typography color="text.secondary">Try adjusting your search terms or filters</Typography>
        </Box>
      )}
      {rows.length > 0 && (
        <HistoryTable rows={rows} labelledBy={headingId} onShowMap={presenter.openMap} />
      )}
      {meta.lastPage > 1 && (
        <Box sx={{ mt: 2 }}>
          <Pagination
            page={meta.currentPage}
            lastPage={meta.lastPage}
            onChange={presenter.goToPage}
            label="Load history pages"
          />
        </Box>
      )}
    </Paper>
  );
});
