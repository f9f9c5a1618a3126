import { useDeferredValue, useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { usePresenter } from '../../app/container';
import {
  DATE_FILTERS,
  STATUS_FILTERS,
  isDateFilter,
  isStatusFilter,
} from '../../../domain/load/history-filters';
import { NativeSelectField, SearchField } from '../../components/fields/light-fields';
import { Pagination } from '../../components/pagination/pagination';
import type { HistoryListState } from './history.presenter';
import { HistorySummaryCards } from './history-summary-cards';
import { HistoryTable } from './history-table';
import { LoadRouteDialog } from './load-route-dialog';
import { HistoryPresenterToken } from '../../tokens';

function readListState(params: URLSearchParams): Partial<HistoryListState> {
  const status = params.get('status');
  const date = params.get('date');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    ...(isStatusFilter(status) ? { status } : {}),
    ...(isDateFilter(date) ? { date } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

function writeListState(state: HistoryListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.date !== 'all') params.set('date', state.date);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Load History (spec §2.10). */
const HistoryScreen = observer(function HistoryScreen() {
  const presenter = usePresenter(HistoryPresenterToken);
  const [params, setParams] = useSearchParams();
  // Before the presenter starts (its effect runs after this render): the list state of the address.
  useState(() => presenter.restore(readListState(params)));
  const headingId = useId();

  const wanted = writeListState(presenter.listState).toString();
  useEffect(() => {
    if (wanted !== params.toString()) setParams(new URLSearchParams(wanted), { replace: true });
  }, [wanted, params, setParams]);

  // The results (table, count, pages) follow the presenter one render late, together: MobX
  // re-renders at once, in one task, while React renders deferred values in slices that yield to
  // the browser (issue 3: blocking time).
  const { items: rows, meta } = useDeferredValue(presenter.pageOfRows);
  const heading = useDeferredValue(presenter.heading);
  const catchingUp = rows !== presenter.rows && rows.length === 0;
  const loading = presenter.request.kind === 'loading';

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ mr: 'auto' }}>
          <Typography component="h1" variant="h2">
            Load History
          </Typography>
          <Typography color="text.secondary">
            Every job you have posted: open for bids, assigned, on the road, delivered or
            cancelled.
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={presenter.refresh}
          disabled={loading}
        >
          Refresh
        </Button>
      </Box>

      {presenter.errorText && (
        <Alert
          severity="error"
          variant="filled"
          action={
            <Button color="inherit" size="small" onClick={presenter.refresh}>
              Try again
            </Button>
          }
        >
          {presenter.errorText}
        </Alert>
      )}

      <HistorySummaryCards summary={presenter.summary} />

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box
          role="search"
          aria-label="Filter the load history"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: '1fr 1fr',
              md: 'minmax(0, 2.4fr) minmax(0, 1fr) minmax(0, 1fr) auto',
            },
            alignItems: 'center',
          }}
        >
          <SearchField
            id="history-search"
            label="Search"
            placeholder="Search by ID, address, or driver..."
            value={presenter.query}
            onChange={presenter.setQuery}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <NativeSelectField
            id="history-status"
            label="Status"
            value={presenter.statusFilter}
            onChange={(value) => {
              if (isStatusFilter(value)) presenter.setStatusFilter(value);
            }}
            options={STATUS_FILTERS}
          />
          <NativeSelectField
            id="history-date"
            label="Date"
            value={presenter.dateFilter}
            onChange={(value) => {
              if (isDateFilter(value)) presenter.setDateFilter(value);
            }}
            options={DATE_FILTERS}
          />
          <Button
            variant="contained"
            startIcon={<FileDownloadOutlined />}
            onClick={presenter.exportCsv}
            disabled={!presenter.canExport}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, whiteSpace: 'nowrap' }}
          >
            Export CSV
          </Button>
        </Box>
      </Paper>

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
        {(presenter.isFirstLoad || catchingUp) && (
          <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            Loading history…
          </Typography>
        )}
        {presenter.isEmpty && rows.length === 0 && (
          <Box sx={{ py: 5, textAlign: 'center' }}>
            <Typography component="p" variant="h4">
              No Results Found
            </Typography>
            <Typography color="text.secondary">
              Try adjusting your search terms or filters
            </Typography>
          </Box>
        )}
        {rows.length > 0 && (
          <HistoryTable
            rows={rows}
            labelledBy={headingId}
            onShowMap={presenter.openMap}
          />
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

      <Alert severity="info" role="note" icon={<InfoOutlined />} variant="outlined">
        <AlertTitle>Bid History Available</AlertTitle>
        Jobs marked Bids Available received bids from drivers and companies. Select the badge to see
        every bid on that job, with its amount, bidder and outcome.
      </Alert>

      <LoadRouteDialog
        load={presenter.mapLoad}
        open={presenter.mapOpen}
        onClose={presenter.closeMap}
      />
    </Stack>
  );
});

export default HistoryScreen;
