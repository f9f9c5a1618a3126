import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import { Pagination } from '../../components/pagination/pagination';
import { useCatchingUp } from '../../components/use-catching-up';
import type { HistoryPresenter } from './history.presenter';
import ui from '../../styles/ui.module.css';
import { HistoryTable } from './history-table';
import css from './history-results.module.css';
import { LoadingBar } from '../../components/loading-bar';

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
  const loading = presenter.search.results.status.kind === 'loading';
  return (
    <div className={`${ui.paper} ${css.results}`} aria-busy={loading}>
      <div className={css.head}>
        <h2 className={ui.h3} id={headingId} aria-live="polite">
          {heading}
        </h2>
        {meta.total > 0 && (
          <p className={`${ui.body2} ${ui.muted}`}>
            Showing {meta.from}-{meta.to}
          </p>
        )}
      </div>
      {loading && <LoadingBar label="Loading history" className={css.gap} />}
      {!presenter.complete && (
        <Alert severity="warning" role="status" className={css.gap}>
          Only the newest 1,000 matching jobs are shown. Search for a job ID, address or driver to
          narrow the list.
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
