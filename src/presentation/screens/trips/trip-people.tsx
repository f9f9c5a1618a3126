import { initialsOf } from '../../../domain/shared/text';
import { Rating } from '../../components/rating';
import ui from '../../styles/ui.module.css';
import type { TripCardModel } from './trip-card.view-model';
import css from './trip-people.module.css';

const ASSIGNED_AVATAR = `${css.avatar} ${css.assigned}`;
const DOTS = {
  pickup: `${css.dot} ${css.pickup}`,
  delivery: `${css.dot} ${css.delivery}`,
} as const;

/**
 * The driver of a trip: initials, name, phone (a tel: link), vehicle and rating ('Driver TBD' until
 * assigned).
 */
export function Driver({ trip }: { trip: TripCardModel }) {
  return (
    <div className={css.driver}>
      <span className={trip.driverAssigned ? ASSIGNED_AVATAR : css.avatar} aria-hidden>
        {trip.driverAssigned ? initialsOf(trip.driverName) : '?'}
      </span>
      <div className={css.driverText}>
        <p className={`${ui.body1} ${css.name}`} data-testid="driver-name">
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
  );
}

/** One end of the route, with its dot: green for the pickup, red for the delivery. */
export function Stop({
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
      <p className={`${ui.body2} ${css.address}`}>
        <span className={ui.muted}>{label}: </span>
        {address || 'Address not given'}
      </p>
    </li>
  );
}
