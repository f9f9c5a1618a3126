import { useEffect, useId, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Refresh from '@mui/icons-material/Refresh';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import {
  DATE_FILTERS,
  STATUS_FILTERS,
  isDateFilter,
  isStatusFilter,
} from '../../../domain/load/history-filters';
import { formatFigure, type HistorySummary } from '../../../domain/load/history-summary';
import { formatNumber } from '../../../domain/shared/number-text';
import { usePresenter } from '../../app/container';
import { NativeSelectField, SearchField } from '../../components/fields/light-fields';
import { LoadingBar } from '../../components/loading-bar';
import { Pagination } from '../../components/pagination/pagination';
import { RetryAlert } from '../../components/retry-alert';
import { useCatchingUp } from '../../components/use-catching-up';
import { HistoryTable } from './history-table';
import { LoadRouteDialog } from './load-route-dialog';
import { usePageTitle } from '../../app/page-title';
import ui from '../../styles/ui.module.css';
import css from './history.screen.module.css';
import { HistoryPresenter, readListState, writeListState } from './history.presenter';
import { ScreenHeading } from '../../app/screen-arrival';

/** Load History: every job posted, searched and filtered, with its list state in the address. */
const HistoryScreen = observer(function HistoryScreen() {
  const presenter = usePresenter(HistoryPresenter);
  usePageTitle('Load History');
  const [params, setParams] = useSearchParams();
  // Before the presenter starts (its effect runs after this render): the list state of the address.
  useState(() => presenter.restore(readListState(params)));

  // The router keeps this screen on the page while the next one downloads, but the browser's
  // address has already moved on: a search answering then must not write /history back into it,
  // or the shipper is sent back from the job they clicked.
  const [ownPath] = useState(() => window.location.pathname);
  const wanted = writeListState(presenter.listState).toString();
  useEffect(() => {
    const leaving = window.location.pathname !== ownPath;
    if (!leaving && wanted !== params.toString()) {
      setParams(new URLSearchParams(wanted), { replace: true });
    }
  }, [wanted, params, setParams, ownPath]);

  return (
    <div className={css.screen}>
      <div className={css.head}>
        <div className={css.title}>
          <ScreenHeading className={ui.h2}>Load History</ScreenHeading>
          <p className={`${ui.body1} ${ui.muted}`}>
            Every job you have posted: open for bids, assigned, on the road, delivered or cancelled.
          </p>
        </div>
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={() => void presenter.refresh()}
          disabled={presenter.searching}
        >
          Refresh
        </Button>
      </div>

      {presenter.results.error && (
        <RetryAlert
          filled
          message={presenter.results.error}
          onRetry={() => void presenter.refresh()}
        />
      )}

      <HistorySummaryCards summary={presenter.summary} soFar={presenter.partial} />

      <HistoryFiltersBar presenter={presenter} />

      <HistoryResults presenter={presenter} />

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
    </div>
  );
});

/** The search box, the status and date filters, and Export CSV. */
const HistoryFiltersBar = observer(function HistoryFiltersBar({
  presenter,
}: {
  presenter: HistoryPresenter;
}) {
  return (
    <div className={`${ui.paper} ${css.filtersBar}`}>
      <div role="search" aria-label="Filter the load history" className={css.fields}>
        <SearchField
          id="history-search"
          label="Search"
          placeholder="Search by ID, address, or driver..."
          value={presenter.text}
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

/** The results: their heading and count, the table (or what stands in for it) and its pages. */
const HistoryResults = observer(function HistoryResults({
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
  return (
    <div className={`${ui.paper} ${css.results}`} aria-busy={presenter.searching}>
      <div className={css.resultsHead}>
        <h2 className={ui.h3} id={headingId} aria-live="polite">
          {heading}
        </h2>
        {meta.total > 0 && (
          <p className={`${ui.body2} ${ui.muted}`}>
            Showing {meta.from}-{meta.to}
          </p>
        )}
      </div>
      {presenter.searching && <LoadingBar label="Loading history" className={css.gap} />}
      {/* The rows come page by page: while the rest arrives, the count says how far it has got. */}
      <p
        role="status"
        className={`${ui.body2} ${ui.muted} ${css.gap}`}
        hidden={!presenter.readingText}
      >
        {presenter.readingText}
      </p>
      {presenter.cutOffText && (
        <Alert severity="warning" role="status" className={css.gap}>
          {presenter.cutOffText}
        </Alert>
      )}
      {(presenter.loadingWithNoRows || (page.behind && rows.length === 0)) && (
        <p role="status" className={`${ui.body1} ${ui.muted} ${css.loading}`}>
          Loading history…
        </p>
      )}
      {presenter.isEmpty && rows.length === 0 && (
        <div className={css.empty}>
          <p className={ui.h4}>No Results Found</p>
          <p className={`${ui.body1} ${ui.muted}`}>Try adjusting your search terms or filters</p>
        </div>
      )}
      {rows.length > 0 && (
        <HistoryTable rows={rows} labelledBy={headingId} onShowMap={presenter.openMap} />
      )}
      {meta.lastPage > 1 && (
        <div className={css.pages}>
          <Pagination
            page={meta.currentPage}
            lastPage={meta.lastPage}
            onChange={presenter.goToPage}
            label="Load history pages"
          />
        </div>
      )}
    </div>
  );
});

function moneyNote(summary: HistorySummary): string {
  if (summary.mixedCurrencies) return 'Jobs are priced in more than one currency';
  if (summary.pricedJobs === 0) return 'No accepted bid amounts yet';
  const jobs = formatNumber(summary.pricedJobs, 0, 0);
  return `From ${jobs} ${summary.pricedJobs === 1 ? 'job' : 'jobs'} with an accepted bid`;
}

/**
 * The four summary cards. Total Spent and Avg Cost come from the accepted bid amounts, and show
 * '—' when none is known rather than a false £0.00.
 */
function HistorySummaryCards({ summary, soFar }: { summary: HistorySummary; soFar: boolean }) {
  return (
    <ul
      aria-label={soFar ? 'Summary of the jobs read so far' : 'Summary of the jobs shown'}
      className={`${ui.plainList} ${css.summaryGrid}`}
    >
      <SummaryCard
        icon={<WorkHistoryOutlined />}
        label="Total Jobs"
        value={formatNumber(summary.totalJobs, 0, 0)}
        note={soFar ? 'So far: the rest is still being read' : undefined}
      />
      <SummaryCard
        icon={<TaskAltOutlined />}
        label="Completed"
        value={formatNumber(summary.completed, 0, 0)}
      />
      <SummaryCard
        icon={<PaymentsOutlined />}
        label="Total Spent"
        value={formatFigure(summary.totalSpent)}
        note={moneyNote(summary)}
      />
      <SummaryCard
        icon={<CalculateOutlined />}
        label="Avg Cost"
        value={formatFigure(summary.averageCost)}
        note={summary.averageCost ? 'Per job with an accepted bid' : moneyNote(summary)}
      />
    </ul>
  );
}

function SummaryCard(props: { icon: ReactNode; label: string; value: string; note?: string }) {
  return (
    <li className={`${ui.paper} ${css.summaryCard}`}>
      <span aria-hidden="true" className={css.summaryIcon}>
        {props.icon}
      </span>
      <div className={css.summaryText}>
        <p className={`${ui.body2} ${ui.muted} ${css.summaryLabel}`}>{props.label}</p>
        <p
          className={`${css.summaryValue} ${props.value.length > 10 ? css.summaryValueLong : ''}`}
          data-testid={`summary-${props.label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {props.value}
        </p>
        {props.note && (
          <span className={`${ui.caption} ${ui.muted} ${css.summaryNote}`}>{props.note}</span>
        )}
      </div>
    </li>
  );
}

export default HistoryScreen;
