import { useEffect, useId, useRef } from 'react';
import Button from '@mui/material/Button';
import MapIcon from '@mui/icons-material/Map';
import ui from '../../styles/ui.module.css';
import type { TripCardModel } from './trip-card.view-model';
import { CompletedDetails, ContactButtons, OngoingDetails, UpcomingDetails } from './trip-details';
import { Driver, Stop } from './trip-people';
import type { TripTab } from './trips.presenter';
import css from './trip-card.module.css';

const MAP_ICON = <MapIcon />;
const CARD = `${ui.paper} ${css.card}`;

interface TripCardProps {
  trip: TripCardModel;
  tab: TripTab;
  onShowRoute(trip: TripCardModel): void;
  /** The trip the shipper booked a moment ago: marked, and scrolled into view. */
  justBooked?: boolean;
}

/** One trip: driver, price, reference, addresses, and what its group adds. */
export function TripCard({ trip, tab, onShowRoute, justBooked = false }: TripCardProps) {
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (justBooked) card.current?.scrollIntoView({ block: 'nearest' });
  }, [justBooked]);
  return (
    <article
      ref={card}
      aria-labelledby={headingId}
      data-testid="trip-card"
      className={justBooked ? `${CARD} ${css.justBooked}` : CARD}
    >
      <div className={css.content}>
        <div className={css.head}>
          <div className={css.title}>
            <h2 id={headingId} className={`${ui.h4} ${css.reference}`}>
              {trip.reference}
            </h2>
            <Badge tab={tab} trip={trip} />
            {justBooked && <span className={`${css.badge} ${css.booked}`}>Just booked</span>}
          </div>
          <div className={css.price}>
            <span className={`${ui.caption} ${ui.muted} ${css.priceLabel}`}>Price</span>
            <p className={`${ui.body1} ${css.priceValue}`}>{trip.price}</p>
          </div>
        </div>

        <Driver trip={trip} />

        <ul aria-label="Route" className={`${ui.plainList} ${css.route}`}>
          <Stop label="Pickup" address={trip.pickupAddress} end="pickup" />
          <Stop label="Delivery" address={trip.deliveryAddress} end="delivery" />
        </ul>

        <hr className={css.divider} />
        {tab === 'upcoming' && <UpcomingDetails trip={trip} />}
        {tab === 'ongoing' && <OngoingDetails trip={trip} />}
        {tab === 'completed' && <CompletedDetails trip={trip} />}
      </div>
      <div className={css.actions}>
        {tab === 'ongoing' && <ContactButtons trip={trip} />}
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

type BadgeTone = 'success' | 'info' | 'warning';

/** Where the trip stands: ready, or pending while it waits for a driver; in transit; completed. */
function badgeOf(tab: TripTab, trip: TripCardModel): { label: string; tone: BadgeTone } {
  if (tab === 'upcoming')
    return {
      label: trip.readiness,
      tone: trip.readiness === 'Ready to start' ? 'success' : 'warning',
    };
  if (tab === 'ongoing') return { label: 'In Transit', tone: 'info' };
  return { label: 'Completed', tone: 'success' };
}

function Badge({ tab, trip }: { tab: TripTab; trip: TripCardModel }) {
  const { label, tone } = badgeOf(tab, trip);
  return (
    <span className={`${css.badge} ${css[tone]}`} data-tone={tone}>
      {label}
    </span>
  );
}
