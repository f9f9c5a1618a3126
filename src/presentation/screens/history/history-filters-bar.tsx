import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  DATE_FILTERS,
  STATUS_FILTERS,
  isDateFilter,
  isStatusFilter,
} from '../../../domain/load/history-filters';
import { NativeSelectField, SearchField } from '../../components/fields/light-fields';
import ui from '../../styles/ui.module.css';
import css from './history-filters-bar.module.css';
import type { HistoryPresenter } from './history.presenter';

/** The search box, the status and date filters, and Export CSV. */
export const HistoryFiltersBar = observer(function HistoryFiltersBar({
  presenter,
}: {
  presenter: HistoryPresenter;
}) {
  return (
    <div className={`${ui.paper} ${css.bar}`}>
      <div role="search" aria-label="Filter the load history" className={css.fields}>
        <SearchField
          id="history-search"
          label="Search"
          placeholder="Search by ID, address, or driver..."
          value={presenter.search.text}
          onChange={presenter.setQuery}
          className={css.wide}
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
          className={`${css.wide} ${css.export}`}
        >
          Export CSV
        </Button>
      </div>
    </div>
  );
});
