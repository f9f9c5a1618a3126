import { observer } from 'mobx-react-lite';
import { lazy, useEffect, useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InboxIcon from '@mui/icons-material/Inbox';
import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import { usePresenter } from '../../app/container';
import { ScreenHeading } from '../../app/screen-arrival';
import { usePageTitle } from '../../app/page-title';
import { selectedLoadId } from '../../app/portal-tabs';
import { useOutcomeNavigation } from '../../app/use-outcome-navigation';
import { useCatchingUp } from '../../components/use-catching-up';
import { LivePausedNotice } from '../../components/live-paused-notice';
import { OpenedOnce } from '../../components/opened-once';
import { PhoneDisclosureButton, usePhoneDisclosure } from '../../components/phone-disclosure';
import ui from '../../styles/ui.module.css';
import { BidList } from './bid-list.view';
import { BidsPresenter } from './bids.presenter';
import { JobSummary } from './job-summary';
import type { NewBidAlerts } from './new-bid-alerts';
import css from './bids.screen.module.css';

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
    <OpenedOnce open={props.presenter.confirming !== null}>
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
  const cardsShown = useCatchingUp(presenter.list.loaded).shown;
  return (
    <div className={css.screen}>
      <div className={`${ui.row} ${css.head}`}>
        <div className={ui.pushEnd}>
          <ScreenHeading className={ui.h1}>Select a Bid</ScreenHeading>
          <p className={`${ui.body1} ${ui.muted} ${css.subtitle}`}>
            Review bids from available drivers
          </p>
          <LivePausedNotice pause={presenter.liveRefresh.pause} className={css.livePaused} />
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
          <JobSummary presenter={presenter} />
          <div className={css.columns}>
            <BidList presenter={presenter} />
            {/* With the first cards, not before: on a phone the tips sit under the list. */}
            {cardsShown && <SelectionTips />}
          </div>
          <LazyCompareBidsDialog presenter={presenter} />
          <LazyAcceptBidDialog presenter={presenter} />
          <div role="status" aria-live="polite" className={ui.visuallyHidden}>
            {presenter.announcement}
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

/**
 * 'Notify me of new bids'. The browser asks its permission the first time it is switched on;
 * refused, it stays off and says why. A native checkbox with the switch role, drawn as a switch:
 * MUI's Switch would add its machinery to the screen's first download.
 */
const BidAlertsSwitch = observer(function BidAlertsSwitch({ alerts }: { alerts: NewBidAlerts }) {
  const reasonId = useId();
  const reason = alerts.blockedText;
  return (
    <div className={css.alertsField}>
      <label className={css.alertsLabel}>
        <input
          type="checkbox"
          role="switch"
          className={ui.switch}
          checked={alerts.on}
          disabled={alerts.asking || alerts.permission === 'unsupported'}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(event) => void alerts.setOn(event.currentTarget.checked)}
        />
        <span className={css.alertsText}>Notify me of new bids</span>
      </label>
      {reason && (
        <p id={reasonId} className={`${ui.body2} ${ui.muted} ${css.alertsReason}`}>
          {reason}
        </p>
      )}
    </div>
  );
});

const TIPS = [
  'Compare the price with the bidder’s rating and number of reviews, not the price alone.',
  'Read the bidder’s note for timing, crew and equipment.',
  'Check the vehicle suits your load’s weight and size.',
  'Accepting a bid assigns the job and declines the other open bids. It cannot be undone.',
] as const;

/** What to weigh before choosing a bid; folded on a phone, where it comes after the bids. */
function SelectionTips() {
  const tips = usePhoneDisclosure();
  return (
    <aside aria-labelledby="bid-tips-title" className={`${ui.paper} ${css.tips}`}>
      <div className={css.tipsHead}>
        <TipsAndUpdatesIcon aria-hidden className={ui.secondary} />
        <h2 id="bid-tips-title" className={`${ui.h4} ${ui.pushEnd}`}>
          Tips for Selecting Bids
        </h2>
        <PhoneDisclosureButton disclosure={tips} show="Show tips" hide="Hide tips" />
      </div>
      <div id={tips.id} className={tips.contentClass}>
        <ul className={css.tipsList}>
          {TIPS.map((tip) => (
            <li key={tip} className={ui.body2}>
              {tip}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** The address names no load: where to find one. */
function NoSelection() {
  return (
    <div className={`${ui.paper} ${ui.emptyState} ${css.noSelection}`}>
      <InboxIcon aria-hidden className={`${ui.muted} ${css.noSelectionIcon}`} />
      <h2 className={ui.h3}>No job selected</h2>
      <p className={`${ui.body1} ${ui.muted} ${css.noSelectionHint}`}>
        Choose a job from My Loads to review its bids.
      </p>
      <div className={css.noSelectionLinks}>
        <Button component={RouterLink} to="/my-loads" variant="contained">
          Go to My Loads
        </Button>
        <Button component={RouterLink} to="/create-job" variant="outlined">
          Create a Job
        </Button>
      </div>
    </div>
  );
}
