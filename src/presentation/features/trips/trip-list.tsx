import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { listKey } from '../../../domain/shared/record-key';
import { TripCard } from './trip-card';
import type { TripCardModel } from './trip-card.view-model';
import type { TripTab } from './trips.presenter';

/** What an empty tab says. */
const EMPTY: Readonly<Record<TripTab, { title: string; text: string }>> = {
  upcoming: {
    title: 'No Upcoming Trips',
    text: 'Trips appear here once you accept a bid on a load.',
  },
  ongoing: { title: 'No Active Trips', text: 'Trips on the road right now appear here.' },
  completed: { title: 'No Completed Trips', text: 'Delivered trips appear here.' },
};

/** The trips of one tab, or what the tab says when it has none. */
export function TripList({
  tab,
  trips,
  onShowRoute,
}: {
  tab: TripTab;
  trips: readonly TripCardModel[];
  onShowRoute(trip: TripCardModel): void;
}) {
  if (trips.length === 0) {
    const empty = EMPTY[tab];
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {empty.title}
        </Typography>
        <Typography color="text.secondary">{empty.text}</Typography>
      </Paper>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {trips.map((trip, index) => (
        <TripCard key={listKey(trip.id, index)} trip={trip} tab={tab} onShowRoute={onShowRoute} />
      ))}
    </Box>
  );
}
