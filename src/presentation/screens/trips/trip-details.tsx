/* What a trip card adds for its group: the schedule, the progress and arrival, the delivery. */
import { useId } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import CallIcon from '@mui/icons-material/Call';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SmsIcon from '@mui/icons-material/Sms';
import ui from '../../styles/ui.module.css';
import type { TripCardModel } from './trip-card.view-model';
import css from './trip-details.module.css';

const ASSIGNED_ICON = <LocalShippingIcon aria-hidden fontSize="small" className={css.ready} />;
const AWAITING_ICON = <LocalShippingIcon aria-hidden fontSize="small" className={css.waiting} />;
const DELIVERED_ICON = <CheckCircleIcon aria-hidden fontSize="small" className={css.ready} />;
const CALL_ICON = <CallIcon />;
const SMS_ICON = <SmsIcon />;

export function UpcomingDetails({ trip }: { trip: TripCardModel }) {
  return (
    <div className={css.upcoming}>
      <p className={`${ui.body2} ${css.withIcon}`}>
        {trip.driverAssigned ? ASSIGNED_ICON : AWAITING_ICON}
        {trip.assignment}
      </p>
      <p className={`${ui.body2} ${ui.muted}`}>
        Scheduled: <span className={css.primary}>{trip.scheduled}</span>
      </p>
    </div>
  );
}

export function OngoingDetails({ trip }: { trip: TripCardModel }) {
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
        <span className={css.eta} data-testid="trip-eta">
          {trip.eta ?? 'Not available'}
        </span>
      </p>
    </div>
  );
}

export function CompletedDetails({ trip }: { trip: TripCardModel }) {
  return (
    <div className={css.completed}>
      <p className={`${ui.body2} ${css.withIcon}`}>
        {DELIVERED_ICON}
        Delivered successfully
      </p>
      {trip.deliveredAt && <p className={`${ui.body2} ${ui.muted}`}>{trip.deliveredAt}</p>}
    </div>
  );
}

/** Call Driver is a tel: link, Message an sms: link; both disabled when the driver has no phone. */
export function ContactButtons({ trip }: { trip: TripCardModel }) {
  if (!trip.callHref || !trip.messageHref) {
    return (
      <>
        <Button variant="contained" size="small" startIcon={CALL_ICON} disabled>
          Call Driver
        </Button>
        <Button variant="outlined" size="small" startIcon={SMS_ICON} disabled>
          Message
        </Button>
      </>
    );
  }
  return (
    <>
      <Button variant="contained" size="small" startIcon={CALL_ICON} href={trip.callHref}>
        Call Driver
      </Button>
      <Button variant="outlined" size="small" startIcon={SMS_ICON} href={trip.messageHref}>
        Message
      </Button>
    </>
  );
}
