import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import CallIcon from '@mui/icons-material/Call';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import SmsIcon from '@mui/icons-material/Sms';
import type { BidId } from '../../../domain/bid/bid';
import { listKey } from '../../../domain/shared/record-key';
import { initialsOf } from '../../../domain/shared/text';
import { TRIP_GROUPS, type TripGroup } from '../../../domain/trip/trip-grouping';
import { useJustBookedBid } from '../../app/just-booked';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { ScreenHeading } from '../../app/screen-arrival';
import { LightTabs } from '../../components/light-tabs';
import { LivePausedNotice } from '../../components/live-paused-notice';
import { Rating } from '../../components/rating';
import { LazyRouteMapDialog } from '../../components/route-map/lazy-route-map-dialog';
import { useCatchingUp } from '../../components/use-catching-up';
import ui from '../../styles/ui.module.css';
import { tripTabFrom, TripsPresenter, type TripCardModel } from './trips.presenter';
import css from './trips.screen.module.css';

const TAB_LABELS: Readonly<Record<TripGroup, string>> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
};

/** What an empty tab says. */
const EMPTY: Readonly<Record<TripGroup, { title: string; text: string }>> = {
  upcoming: {
    title: 'No Upcoming Trips',
    text: 'Trips appear here once you accept a bid on a job.',
  },
  ongoing: { title: 'No Active Trips', text: 'Trips on the road right now appear here.' },
  completed: { title: 'No Completed Trips', text: 'Delivered trips appear here.' },
};

interface TripsViewProps {
  presenter: TripsPresenter;
  tab: TripGroup;
  onTabChange(tab: TripGroup): void;
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
  // The tabs and cards follow the presenter one render late, so the first list never blocks the
  // page; the cards are worked out in that later render too.
  const cardsBehind = useCatchingUp(presenter.trips.loaded).behind;
  const counts = presenter.counts;
  const cards = presenter.cards[tab];

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
          <div className={ui.paper}>
            <LightTabs
              label="Trip groups"
              value={tab}
              onChange={onTabChange}
              fullWidth
              tabs={TRIP_GROUPS.map((t) => ({
                value: t,
                id: `trips-tab-${t}`,
                controls: `trips-panel-${t}`,
                label: (
                  <span className={css.tabLabel}>
                    {TAB_LABELS[t]}
                    <span className={css.tabCount}>{counts[t]}</span>
                  </span>
                ),
              }))}
            />
          </div>
          <div role="tabpanel" id={`trips-panel-${tab}`} aria-labelledby={`trips-tab-${tab}`}>
            {cards.length === 0 ? (
              <div className={`${ui.paper} ${css.empty}`}>
                <h2 className={`${ui.h3} ${css.emptyTitle}`}>{EMPTY[tab].title}</h2>
                <p className={`${ui.body1} ${ui.muted}`}>{EMPTY[tab].text}</p>
              </div>
            ) : (
              <div className={css.grid}>
                {cards.map((trip, index) => (
                  <TripCard
                    key={listKey(trip.id, index)}
                    trip={trip}
                    tab={tab}
                    onShowRoute={presenter.showRoute}
                    justBooked={justBookedBidId !== null && trip.bidId === justBookedBidId}
                  />
                ))}
              </div>
            )}
          </div>
        </>
      )}

      {presenter.route && (
        <LazyRouteMapDialog
          open={presenter.routeOpen}
          onClose={presenter.closeRoute}
          {...presenter.route}
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
  const onTabChange = (next: TripGroup) =>
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

const MAP_ICON = <MapIcon />;
const CALL_ICON = <CallIcon />;
const SMS_ICON = <SmsIcon />;
const ASSIGNED_ICON = <LocalShippingIcon aria-hidden fontSize="small" className={css.ready} />;
const AWAITING_ICON = <LocalShippingIcon aria-hidden fontSize="small" className={css.waiting} />;
const DELIVERED_ICON = <CheckCircleIcon aria-hidden fontSize="small" className={css.ready} />;
const CARD = `${ui.paper} ${css.card}`;
const ASSIGNED_AVATAR = `${css.avatar} ${css.assigned}`;

type BadgeTone = 'success' | 'info' | 'warning';

/** Where the trip stands: ready, or pending while it waits for a driver; in transit; completed. */
function badgeOf(tab: TripGroup, trip: TripCardModel): { label: string; tone: BadgeTone } {
  if (tab === 'upcoming')
    return {
      label: trip.readiness,
      tone: trip.readiness === 'Ready to start' ? 'success' : 'warning',
    };
  if (tab === 'ongoing') return { label: 'In Transit', tone: 'info' };
  return { label: 'Completed', tone: 'success' };
}

/**
 * One trip: reference, badge and price; the driver (initials, name, phone as a tel: link, vehicle
 * and rating, 'Driver TBD' until assigned); both stops; what its group adds; View Route.
 */
function TripCard({
  trip,
  tab,
  onShowRoute,
  justBooked,
}: {
  trip: TripCardModel;
  tab: TripGroup;
  onShowRoute(trip: TripCardModel): void;
  /** The trip the shipper booked a moment ago: marked, and scrolled into view. */
  justBooked: boolean;
}) {
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (justBooked) card.current?.scrollIntoView({ block: 'nearest' });
  }, [justBooked]);
  const badge = badgeOf(tab, trip);
  return (
    <article
      ref={card}
      aria-labelledby={headingId}
      data-testid="trip-card"
      className={justBooked ? `${CARD} ${css.justBooked}` : CARD}
    >
      <div className={css.content}>
        <div className={css.cardHead}>
          <div className={css.cardTitle}>
            <h2 id={headingId} className={`${ui.h4} ${css.wraps}`}>
              {trip.reference}
            </h2>
            <span className={`${css.badge} ${css[badge.tone]}`} data-tone={badge.tone}>
              {badge.label}
            </span>
            {justBooked && <span className={`${css.badge} ${css.booked}`}>Just booked</span>}
          </div>
          <div className={css.price}>
            <span className={`${ui.caption} ${ui.muted} ${css.priceLabel}`}>Price</span>
            <p className={`${ui.body1} ${css.priceValue}`}>{trip.price}</p>
          </div>
        </div>

        <div className={css.driver}>
          <span className={trip.driverAssigned ? ASSIGNED_AVATAR : css.avatar} aria-hidden>
            {trip.driverAssigned ? initialsOf(trip.driverName) : '?'}
          </span>
          <div className={css.driverText}>
            <p className={`${ui.body1} ${css.strong}`} data-testid="driver-name">
              {trip.driverName}
            </p>
            <div className={`${ui.body2} ${ui.muted} ${css.facts}`}>
              {trip.phone && trip.callHref ? (
                // A phone shown is one tap from a call, whichever group the trip is in.
                <a href={trip.callHref} className={css.phone} data-testid="driver-phone">
                  {trip.phone}
                </a>
              ) : (
                trip.phone && <span data-testid="driver-phone">{trip.phone}</span>
              )}
              <span>{trip.vehicleType}</span>
              <Rating avg={trip.rating} testId="driver-rating" />
            </div>
          </div>
        </div>

        <ul aria-label="Route" className={`${ui.plainList} ${css.route}`}>
          <Stop label="Pickup" address={trip.route.pickup.address} end="pickup" />
          <Stop label="Delivery" address={trip.route.delivery.address} end="delivery" />
        </ul>

        <hr className={css.divider} />
        {tab === 'upcoming' && (
          <div className={css.upcoming}>
            <p className={`${ui.body2} ${css.withIcon}`}>
              {trip.driverAssigned ? ASSIGNED_ICON : AWAITING_ICON}
              {trip.assignment}
            </p>
            <p className={`${ui.body2} ${ui.muted}`}>
              Scheduled: <span className={css.primary}>{trip.scheduled}</span>
            </p>
          </div>
        )}
        {tab === 'ongoing' && <Progress trip={trip} />}
        {tab === 'completed' && (
          <div className={css.completed}>
            <p className={`${ui.body2} ${css.withIcon}`}>
              {DELIVERED_ICON}
              Delivered successfully
            </p>
            {trip.deliveredAt && <p className={`${ui.body2} ${ui.muted}`}>{trip.deliveredAt}</p>}
          </div>
        )}
      </div>
      <div className={css.actions}>
        {/* Call Driver is a tel: link, Message an sms: link; both disabled without a phone. */}
        {tab === 'ongoing' && (
          <>
            <Button
              variant="contained"
              size="small"
              startIcon={CALL_ICON}
              href={trip.callHref ?? undefined}
              disabled={!trip.callHref}
            >
              Call Driver
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={SMS_ICON}
              href={trip.messageHref ?? undefined}
              disabled={!trip.messageHref}
            >
              Message
            </Button>
          </>
        )}
        <Button
          variant="outlined"
          size="small"
          startIcon={MAP_ICON}
          onClick={() => onShowRoute(trip)}
          aria-label={`View Route of ${trip.reference}`}
        >
          View Route
        </Button>
      </div>
    </article>
  );
}

const DOTS = {
  pickup: `${css.dot} ${css.pickup}`,
  delivery: `${css.dot} ${css.delivery}`,
} as const;

/** One end of the route, with its dot: green for the pickup, red for the delivery. */
function Stop({
  label,
  address,
  end,
}: {
  label: string;
  address: string;
  end: 'pickup' | 'delivery';
}) {
  return (
    <li className={css.stop}>
      <span aria-hidden className={DOTS[end]} />
      <p className={`${ui.body2} ${css.wraps}`}>
        <span className={ui.muted}>{label}: </span>
        {address || 'Address not given'}
      </p>
    </li>
  );
}

/** An ongoing trip: en route, how far it has come, and when it should arrive. */
function Progress({ trip }: { trip: TripCardModel }) {
  const progressId = useId();
  return (
    <div className={css.ongoing}>
      <div>
        <p className={`${ui.body2} ${css.strong}`}>En route</p>
        <p className={`${ui.body2} ${ui.muted}`}>Driver is on the way</p>
      </div>
      <div>
        <div className={css.progressHead}>
          <span className={ui.caption} id={progressId}>
            Trip progress
          </span>
          <span className={`${ui.caption} ${css.strong}`}>
            {trip.progressPercent}%{trip.progressBasis === 'status' ? ' (by status)' : ''}
          </span>
        </div>
        <LinearProgress
          variant="determinate"
          value={trip.progressPercent}
          aria-labelledby={progressId}
          aria-valuetext={`${trip.progressPercent}% of the way`}
          className={css.bar}
        />
      </div>
      <p className={`${ui.body2} ${ui.muted}`}>
        Estimated arrival:{' '}
        <span className={`${css.primary} ${css.eta}`} data-testid="trip-eta">
          {trip.eta ?? 'Not available'}
        </span>
      </p>
    </div>
  );
}
