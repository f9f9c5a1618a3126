import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { usePresenter } from '../../app/container';
import { RetryAlert } from '../../components/retry-alert';
import { RouteLine } from '../../components/route-line/route-line';
import { Pagination } from '../../components/pagination/pagination';
import type { BidHistoryRow } from './bid-history-rows';
import { StatusChip } from './status-chip';
import { usePageTitle } from '../../app/page-title';
import ui from '../../styles/ui.module.css';
import css from './bid-history.screen.module.css';
import { BidHistoryPresenter } from './bid-history.presenter';
import { LoadingBar } from '../../components/loading-bar';
import { ScreenHeading } from '../../app/screen-arrival';
import { Rating } from '../../components/rating';

const BACK_ICON = <ArrowBack />;

/** Bid History (/history/{id}/bids): the load's real bids, read-only. */
const BidHistoryScreen = observer(function BidHistoryScreen() {
  const presenter = usePresenter(BidHistoryPresenter);
  usePageTitle('Bid History');
  const { loadId } = useParams();
  useEffect(() => presenter.open(loadId), [presenter, loadId]);
  const header = presenter.header;
  const loading = presenter.loading;

  return (
    <div className={css.screen}>
      <div className={css.nav}>
        <Button component={RouterLink} to="/history" startIcon={BACK_ICON} className={css.back}>
          Back to History
        </Button>
        {presenter.loadId !== null && (
          <Button component={RouterLink} to={`/history/${presenter.loadId}`}>
            Load Details
          </Button>
        )}
      </div>
      <div>
        <ScreenHeading className={ui.h2}>Bid History</ScreenHeading>
        {header && (
          <div className={css.job}>
            <p className={`${ui.body1} ${ui.strong}`} data-testid="bid-history-job-id">
              {header.jobId}
            </p>
            <StatusChip badge={header.badge} />
            <RouteLine
              pickup={header.from}
              delivery={header.to}
              className={`${ui.body1} ${ui.muted} ${css.route}`}
            />
          </div>
        )}
      </div>

      {loading && <LoadingBar label="Loading bid history" />}
      {presenter.loadQuery.error && <Alert severity="error">{presenter.loadQuery.error}</Alert>}

      {presenter.loadId !== null && (
        <div className={`${ui.paper} ${css.bids}`} aria-busy={loading}>
          <div className={css.bidsHead}>
            <h2 className={`${ui.h3} ${css.bidsTitle}`}>Bids</h2>
            <p className={`${ui.body2} ${ui.muted}`}>{presenter.rangeText}</p>
          </div>
          {presenter.loadingBidsWithNoRows && (
            <p role="status" className={`${ui.body1} ${ui.muted} ${css.loading}`}>
              Loading bids…
            </p>
          )}
          {presenter.bidsQuery.error && (
            <RetryAlert message={presenter.bidsQuery.error} onRetry={presenter.retry} />
          )}
          {presenter.isEmpty && (
            <div className={css.empty}>
              <p className={ui.h4}>No Bids</p>
              <p className={`${ui.body1} ${ui.muted}`}>
                No driver or company has bid on this load.
              </p>
            </div>
          )}
          {presenter.rows.length > 0 && (
            <ul aria-label="Bids on this job" className={`${ui.plainList} ${css.list}`}>
              {presenter.rows.map((row) => (
                <BidItem key={row.key} row={row} />
              ))}
            </ul>
          )}
          <div className={css.pages}>
            <Pagination
              page={presenter.page}
              lastPage={presenter.lastPage}
              onChange={presenter.goToPage}
              label="Bid history pages"
            />
          </div>
        </div>
      )}
    </div>
  );
});

function BidItem({ row }: { row: BidHistoryRow }) {
  return (
    <li className={`${ui.paper} ${css.item}`} data-testid="bid-history-item">
      <div className={css.itemHead}>
        <p className={`${ui.body1} ${ui.strong}`}>{row.bidder}</p>
        <span className={css.kind}>{row.kind}</span>
        <div className={css.outcome}>
          <StatusChip badge={row.status} />
          <p className={`${ui.body1} ${css.amount}`}>{row.amount}</p>
        </div>
      </div>
      <p className={`${ui.body2} ${ui.muted} ${css.meta}`}>
        <Rating avg={row.rating.avg} reviews={row.rating.count} /> · Placed {row.placedAt}
        {row.vehicle ? ` · ${row.vehicle}` : ''}
      </p>
      {row.note && <p className={`${ui.body2} ${css.note}`}>“{row.note}”</p>}
    </li>
  );
}

export default BidHistoryScreen;
