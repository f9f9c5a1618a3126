/* What a trip card adds for its group: the schedule, the progress and arrival, the delivery. */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SmsIcon from '@mui/icons-material/Sms';
import type { TripCardModel } from './trip-card.view-model';

export function UpcomingDetails({ trip }: { trip: TripCardModel }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 650, display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <LocalShippingIcon
          aria-hidden
          fontSize="small"
          color={trip.driverAssigned ? 'success' : 'warning'}
        />
        {trip.assignment}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Scheduled:{' '}
        <Box component="span" sx={{ color: 'text.primary' }}>
          {trip.scheduled}
        </Box>
      </Typography>
    </Box>
  );
}

export function OngoingDetails({ trip }: { trip: TripCardModel }) {
  const progressId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 650 }}>
          En route
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Driver is on the way
        </Typography>
      </Box>
      <Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="caption" id={progressId}>
            Trip progress
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 650 }}>
            {trip.progressPercent}%{trip.progressBasis === 'status' ? ' (by status)' : ''}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={trip.progressPercent}
          aria-labelledby={progressId}
          aria-valuetext={`${trip.progressPercent}% of the way`}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Estimated arrival:{' '}
        <Box
          component="span"
          sx={{ color: 'text.primary', fontWeight: 600 }}
          data-testid="trip-eta"
        >
          {trip.eta ?? 'Not available'}
        </Box>
      </Typography>
    </Box>
  );
}

export function CompletedDetails({ trip }: { trip: TripCardModel }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 650, display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <CheckCircleIcon aria-hidden fontSize="small" color="success" />
        Delivered successfully
      </Typography>
      {trip.deliveredAt && (
        <Typography variant="body2" color="text.secondary">
          {trip.deliveredAt}
        </Typography>
      )}
    </Box>
  );
}

/** Call Driver is a tel: link, Message an sms: link; both disabled when the driver has no phone. */
export function ContactButtons({ trip }: { trip: TripCardModel }) {
  if (!trip.callHref || !trip.messageHref) {
    return (
      <>
        <Button variant="contained" size="small" startIcon={<CallIcon />} disabled>
          Call Driver
        </Button>
        <Button variant="outlined" size="small" startIcon={<SmsIcon />} disabled>
          Message
        </Button>
      </>
    );
  }
  return (
    <>
      <Button variant="contained" size="small" startIcon={<CallIcon />} href={trip.callHref}>
        Call Driver
      </Button>
      <Button variant="outlined" size="small" startIcon={<SmsIcon />} href={trip.messageHref}>
        Message
      </Button>
    </>
  );
}
