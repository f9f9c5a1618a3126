import type { BidId } from '../../../domain/bid/bid';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useJustBookedBid } from '../../app/just-booked';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { ScreenHeading } from '../../app/screen-arrival';
import { LivePausedNotice } from '../../components/live-paused-notice';
import { LazyRouteMapDialog } from '../../components/route-map/lazy-route-map-dialog';
import { useCatchingUp } from '../../components/use-catching-up';
import ui from '../../styles/ui.module.css';
import type { TripCardModel, TripMapModel } from './trip-card.view-model';
import { TripList } from './trip-list';
import { TripTabs } from './trip-tabs';
import { tripTabFrom, TripsPresenter, type TripTab } from './trips.presenter';
import css from './trips.screen.module.css';

interface TripsViewProps {
  presenter: TripsPresenter;
  tab: TripTab;
  onTabChange(tab: TripTab): void;
  /** Arrived from accepting this bid: its trip is marked and scrolled into view. */
  justBookedBidId?: BidId | null;
}

/** My Trips: three tabs with counts, trip cards, and the route preview dialog. */
export const TripsView = observer(function TripsView({
  presenter,
  tab,
  onTabChange,
  justBookedBidId = null,
}: TripsViewProps) {
  const [map, setMap] = useState<TripMapModel | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const showRoute = (trip: TripCardModel) => {
    setMap(trip.map);
    setMapOpen(true);
  };
  // The tabs and cards follow the presenter one render late, so the first list never blocks the
  // page; the cards are worked out in that later render too.
  const cardsBehind = useCatchingUp(presenter.trips.loaded).behind;

  return (
    <div className={css.screen}>
      <div className={css.head}>
        <ScreenHeading className={`${ui.h1} ${css.title}`}>My Trips</ScreenHeading>
        {presenter.trips.loaded && (
          <p className={`${ui.body2} ${ui.muted}`}>{presenter.updatedLabel}</p>
        )}
        {/* A line of its own under the title, of no height while it says nothing. */}
        <div className={css.notice}>
          <LivePausedNotice pause={presenter.liveRefresh.pause} className={css.livePaused} />
        </div>
      </div>

      {presenter.trips.error && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void presenter.load()}
              disabled={presenter.trips.loading}
            >
              Retry
            </Button>
          }
        >
          {presenter.trips.error}
        </Alert>
      )}

      {(presenter.trips.awaitingFirstAnswer || cardsBehind) && (
        <div role="status" className={css.loading}>
          <CircularProgress size={24} aria-hidden />
          <p className={ui.body1}>Loading trips…</p>
        </div>
      )}

      {presenter.trips.loaded && !cardsBehind && (
        <>
          <TripTabs tab={tab} counts={presenter.counts} onTabChange={onTabChange} />
          <div role="tabpanel" id={`trips-panel-${tab}`} aria-labelledby={`trips-tab-${tab}`}>
            <TripList
              tab={tab}
              trips={presenter.cards[tab]}
              onShowRoute={showRoute}
              justBookedBidId={justBookedBidId}
            />
          </div>
        </>
      )}

      {map && (
        <LazyRouteMapDialog
          open={mapOpen}
          onClose={() => setMapOpen(false)}
          title={map.title}
          pickup={map.pickup}
          delivery={map.delivery}
          current={map.current}
        />
      )}
    </div>
  );
});

/** /trips: My Trips. The open tab is in the address (`?tab=ongoing`), so it survives a reload. */
export default function TripsScreen() {
  const presenter = usePresenter(TripsPresenter);
  usePageTitle('My Trips');
  const [params, setParams] = useSearchParams();
  const tab = tripTabFrom(params.get('tab'));
  const onTabChange = (next: TripTab) =>
    setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });
  const justBookedBidId = useJustBookedBid();
  return (
    <TripsView
      presenter={presenter}
      tab={tab}
      onTabChange={onTabChange}
      justBookedBidId={justBookedBidId}
    />
  );
}
