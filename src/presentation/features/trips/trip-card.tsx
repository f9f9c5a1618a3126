import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/Map';
import { PENDING_BADGE } from '../../app/status-palette';
import type { TripCardModel } from './trip-card.view-model';
import {
  CompletedDetails,
  ContactButtons,
  OngoingDetails,
  UpcomingDetails,
} from './trip-details';
import { Driver, Stop } from './trip-people';
import type { TripTab } from './trips.presenter';

interface TripCardProps {
  trip: TripCardModel;
  tab: TripTab;
  onShowRoute(trip: TripCardModel): void;
}

/** One trip: driver, price, reference, addresses, and what its group adds. */
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

/** Where the trip stands: ready or pending, in transit, or completed. */
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
    // A trip still waiting for its driver reads as pending, in yellow.
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
