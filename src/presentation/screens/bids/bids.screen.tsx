import { observer } from 'mobx-react-lite';
import { lazy, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { selectedLoadId } from '../../app/portal-tabs';
import { useOutcomeNavigation } from '../../app/use-outcome-navigation';
import { useCatchingUp } from '../../components/use-catching-up';
import { LivePausedNotice } from '../../components/live-paused-notice';
import { OpenedOnce } from '../../components/opened-once';
import ui from '../../styles/ui.module.css';
import { BidAlertsSwitch } from './bid-alerts-switch';
import { BidList } from './bid-list.view';
import { BidsPresenter } from './bids.presenter';
import { NoSelection } from './bids-empty-states';
import { JobSummary } from './job-summary';
import { SelectionTips } from './selection-tips';
import css from './bids.screen.module.css';
import { ScreenHeading } from '../../app/screen-arrival';

const BACK_ICON = <ArrowBackIcon />;

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
  return (
    <OpenedOnce open={props.presenter.decisions.confirming !== null}>
      <AcceptBidDialog {...props} />
    </OpenedOnce>
  );
});

/** The comparison, downloaded the first time it opens, like the confirmation. */
const LazyCompareBidsDialog = observer(function LazyCompareBidsDialog(props: {
  presenter: BidsPresenter;
}) {
  return (
    <OpenedOnce open={props.presenter.comparison.open}>
      <CompareBidsDialog {...props} />
    </OpenedOnce>
  );
});

/**
 * Says '2 new bids' when bids arrive. Each arrival gets a new node, so a screen reader announces
 * the same words again for the next arrival; the region itself stays, as live regions must.
 */
const ArrivalRegion = observer(function ArrivalRegion(props: { presenter: BidsPresenter }) {
  const arrival = props.presenter.arrival;
  return (
    <div
      role="status"
      aria-live="polite"
      className={ui.visuallyHidden}
      data-testid="new-bids-region"
    >
      {arrival && <span key={arrival.seq}>{arrival.text}</span>}
    </div>
  );
});

/** Select a Bid: the header, then the selected load's summary and bids. */
export const BidsView = observer(function BidsView({ presenter }: { presenter: BidsPresenter }) {
  // The cards follow the presenter one render late (BidList); the tips follow them.
  const cardsShown = useCatchingUp(presenter.listing.query.loaded).shown;
  return (
    <div className={css.screen}>
      <div className={css.head}>
        <div className={css.title}>
          <ScreenHeading className={ui.h1}>Select a Bid</ScreenHeading>
          <p className={`${ui.body1} ${ui.muted} ${css.subtitle}`}>
            Review bids from available drivers
          </p>
          <LivePausedNotice pause={presenter.livePause} className={css.livePaused} />
        </div>
        <div className={css.tools}>
          <Button
            component={RouterLink}
            to="/my-loads"
            variant="outlined"
            startIcon={BACK_ICON}
            className={css.back}
          >
            {/* A phone keeps the button and the alerts switch on one line. One span around the
                words, so the button's flex layout does not drop the space between them. */}
            <span>
              <span className={css.onWide}>Back to</span> My Loads
            </span>
          </Button>
          {presenter.hasSelection && <BidAlertsSwitch alerts={presenter.alerts} />}
        </div>
      </div>
      {presenter.hasSelection ? (
        <>
          <JobSummary summary={presenter.summary} priceCheck={presenter.priceCheck} />
          <div className={css.columns}>
            <BidList presenter={presenter} />
            {/* With the first cards, not before: on a phone the tips sit under the list. */}
            {cardsShown && <SelectionTips />}
          </div>
          <LazyCompareBidsDialog presenter={presenter} />
          <LazyAcceptBidDialog presenter={presenter} />
          <div role="status" aria-live="polite" className={ui.visuallyHidden}>
            {presenter.decisions.announcement}
          </div>
          <ArrivalRegion presenter={presenter} />
        </>
      ) : (
        <NoSelection />
      )}
    </div>
  );
});

/**
 * Select a Bid at /bids?load=ID: the selected load comes from the address; an accepted bid opens
 * the trips. The title counts the bids marked New: '(3) Select a Bid · Bidhaul'.
 */
const BidsScreen = observer(function BidsScreen() {
  const presenter = usePresenter(BidsPresenter);
  usePageTitle(presenter.title);
  const location = useLocation();
  const loadId = selectedLoadId(location.pathname, location.search);
  useEffect(() => {
    presenter.select(loadId);
  }, [presenter, loadId]);
  useOutcomeNavigation(presenter);
  return <BidsView presenter={presenter} />;
});

export default BidsScreen;
