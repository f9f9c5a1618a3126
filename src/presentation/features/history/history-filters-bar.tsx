import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  DATE_FILTERS,
  STATUS_FILTERS,
  isDateFilter,
  isStatusFilter,
} from '../../../domain/load/history-filters';
import { NativeSelectField, SearchField } from '../../components/fields/light-fields';
import type { HistoryPresenter } from './history.presenter';

/** The search box, the status and date filters, and Export CSV. */
export const HistoryFiltersBar = observer(function HistoryFiltersBar({
  presenter,
}: {
  presenter: HistoryPresenter;
}) {
  return (
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
  );
});
