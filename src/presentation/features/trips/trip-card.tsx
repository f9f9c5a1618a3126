import { useId } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import SmsIcon from '@mui/icons-material/Sms';
import StarIcon from '@mui/icons-material/Star';
import { initialsOf } from '../../../domain/shared/text';
import { PENDING_BADGE } from '../../app/status-palette';
import { visuallyHidden } from '../../components/visually-hidden';
import type { TripCardModel } from './trip-card.view-model';
import type { TripTab } from './trips.presenter';

interface TripCardProps {
  trip: TripCardModel;
  tab: TripTab;
  onShowRoute(trip: TripCardModel): void;
}

/** One trip (spec §2.9): driver, price, reference, addresses, and what its group adds. */
export function TripCard({ trip, tab, onShowRoute }: TripCardProps) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="trip-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.75, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ mr: 'auto', minWidth: 0 }}>
            <Typography
              component="h2"
              variant="h4"
              id={headingId}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {trip.reference}
            </Typography>
            <Badge tab={tab} trip={trip} />
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              Price
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{trip.price}</Typography>
          </Box>
        </Box>

        <Driver trip={trip} />

        <Box
          component="ul"
          aria-label="Route"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
        >
          <Stop label="Pickup" address={trip.pickupAddress} tone="success.main" />
          <Stop label="Delivery" address={trip.deliveryAddress} tone="error.main" />
        </Box>

        <Divider />
        {tab === 'upcoming' && <UpcomingDetails trip={trip} />}
        {tab === 'ongoing' && <OngoingDetails trip={trip} />}
        {tab === 'completed' && <CompletedDetails trip={trip} />}
      </CardContent>
      <CardActions
        sx={{
          px: 2,
          pb: 2,
          pt: 0,
          flexWrap: 'wrap',
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        {tab === 'ongoing' && <ContactButtons trip={trip} />}
        <Button
          variant="outlined"
          size="small"
          startIcon={<MapIcon />}
          onClick={() => onShowRoute(trip)}
          aria-label={`View Route of ${trip.reference}`}
        >
          View Route
        </Button>
      </CardActions>
    </Card>
  );
}

function Badge({ tab, trip }: { tab: TripTab; trip: TripCardModel }) {
  if (tab === 'upcoming') {
    if (trip.readiness === 'Ready to start')
      return (
        <Chip
          size="small"
          label={trip.readiness}
          color="success"
          variant="outlined"
          sx={{ mt: 0.5 }}
        />
      );
    // Spec §4: pending reads as yellow.
    return (
      <Chip
        size="small"
        label={trip.readiness}
        variant="outlined"
        sx={(theme) => {
          const { color, bgcolor, borderColor } = PENDING_BADGE[theme.palette.mode];
          return { mt: 0.5, color, bgcolor, borderColor };
        }}
      />
    );
  }
  if (tab === 'ongoing')
    return (
      <Chip size="small" label="In Transit" color="info" variant="outlined" sx={{ mt: 0.5 }} />
    );
  return (
    <Chip size="small" label="Completed" color="success" variant="outlined" sx={{ mt: 0.5 }} />
  );
}

function Driver({ trip }: { trip: TripCardModel }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Avatar
        sx={{
          bgcolor: trip.driverAssigned ? 'primary.main' : 'action.disabledBackground',
          color: trip.driverAssigned ? 'primary.contrastText' : 'text.secondary',
          width: 40,
          height: 40,
          fontSize: '0.95rem',
        }}
        aria-hidden
      >
        {trip.driverAssigned ? initialsOf(trip.driverName) : '?'}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 650 }} data-testid="driver-name">
          {trip.driverName}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="div"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.25,
            rowGap: 0.25,
            alignItems: 'center',
          }}
        >
          {trip.phone && <span data-testid="driver-phone">{trip.phone}</span>}
          <span>{trip.vehicleType}</span>
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
            data-testid="driver-rating"
          >
            {trip.rating === 'No rating yet' ? (
              trip.rating
            ) : (
              <>
                <StarIcon aria-hidden sx={{ fontSize: 16, color: 'warning.main' }} />
                <Box component="span" style={visuallyHidden}>
                  Rating{' '}
                </Box>
                {trip.rating}
              </>
            )}
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}

function Stop({ label, address, tone }: { label: string; address: string; tone: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
      <Box
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: tone,
          flex: '0 0 auto',
          transform: 'translateY(1px)',
        }}
      />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:{' '}
        </Box>
        {address || 'Address not given'}
      </Typography>
    </Box>
  );
}

function UpcomingDetails({ trip }: { trip: TripCardModel }) {
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

function OngoingDetails({ trip }: { trip: TripCardModel }) {
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

function CompletedDetails({ trip }: { trip: TripCardModel }) {
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

/** Decisions Q17: Call Driver is a tel: link, Message an sms: link; both disabled without a phone. */
function ContactButtons({ trip }: { trip: TripCardModel }) {
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
