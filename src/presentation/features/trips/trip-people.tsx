import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { initialsOf } from '../../../domain/shared/text';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { TripCardModel } from './trip-card.view-model';

/** The driver of a trip: initials, name, phone, vehicle and rating ('Driver TBD' until assigned). */
export function Driver({ trip }: { trip: TripCardModel }) {
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

/** One end of the route, with its coloured dot. */
export function Stop({ label, address, tone }: { label: string; address: string; tone: string }) {
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
