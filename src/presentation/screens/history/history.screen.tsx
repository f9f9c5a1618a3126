import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { usePresenter } from '../../app/container';
import { RetryAlert } from '../../components/retry-alert';
import { HistoryFiltersBar } from './history-filters-bar';
import { readListState, writeListState } from './history-list-state';
import { HistoryResults } from './history-results';
import { HistorySummaryCards } from './history-summary-cards';
import { LoadRouteDialog } from './load-route-dialog';
import { usePageTitle } from '../../app/page-title';
import ui from '../../styles/ui.module.css';
import css from './history.screen.module.css';
import { HistoryPresenter } from './history.presenter';
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
  const loading = presenter.search.results.status.kind === 'loading';

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
          onClick={presenter.refresh}
          disabled={loading}
        >
          Refresh
        </Button>
      </div>

      {presenter.search.results.error && (
        <RetryAlert filled message={presenter.search.results.error} onRetry={presenter.refresh} />
      )}

      <HistorySummaryCards summary={presenter.summary} />

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

export default HistoryScreen;
