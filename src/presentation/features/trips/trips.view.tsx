import { useDeferredValue, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { listKey } from '../../../domain/shared/record-key';
import { LazyRouteMapDialog } from '../../components/route-map/lazy-route-map-dialog';
import { TripCard } from './trip-card';
import type { TripCardModel, TripMapModel } from './trip-card.view-model';
import { TRIP_TABS, type TripTab, type TripsPresenter } from './trips.presenter';

const TAB_LABELS: Readonly<Record<TripTab, string>> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
};

/** Spec §2.9 empty states. */
const EMPTY: Readonly<Record<TripTab, { title: string; text: string }>> = {
  upcoming: {
    title: 'No Upcoming Trips',
    text: 'Trips appear here once you accept a bid on a load.',
  },
  ongoing: { title: 'No Active Trips', text: 'Trips on the road right now appear here.' },
  completed: { title: 'No Completed Trips', text: 'Delivered trips appear here.' },
};

interface TripsViewProps {
  presenter: TripsPresenter;
  tab: TripTab;
  onTabChange(tab: TripTab): void;
}

/** My Trips (spec §2.9): three tabs with counts, trip cards, and the route preview dialog. */
export const TripsView = observer(function TripsView({
  presenter,
  tab,
  onTabChange,
}: TripsViewProps) {
  const [map, setMap] = useState<TripMapModel | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const showRoute = (trip: TripCardModel) => {
    setMap(trip.map);
    setMapOpen(true);
  };
  // The tabs and cards follow the presenter one render late: MobX re-renders at once, in one
  // task, while React renders a deferred value in slices that yield to the browser (issue 3:
  // blocking time). The cards are worked out in that later render too.
  const shown = useDeferredValue(presenter.loaded);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          component="h1"
          variant="h1"
          sx={{ mr: 'auto', fontSize: { xs: '1.6rem', sm: '2rem' } }}
        >
          My Trips
        </Typography>
        {presenter.loaded && (
          <Typography variant="body2" color="text.secondary">
            {presenter.updatedLabel}
          </Typography>
        )}
      </Box>

      {presenter.error && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void presenter.load()}
              disabled={presenter.loading}
            >
              Retry
            </Button>
          }
        >
          {presenter.error}
        </Alert>
      )}

      {(presenter.showLoading || (presenter.loaded && !shown)) && (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}
        >
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading trips…</Typography>
        </Box>
      )}

      {presenter.loaded && shown && (
        <>
          <Paper variant="outlined">
            <Tabs
              value={tab}
              onChange={(_, value: TripTab) => onTabChange(value)}
              aria-label="Trip groups"
              variant="fullWidth"
            >
              {TRIP_TABS.map((t) => (
                <Tab
                  key={t}
                  value={t}
                  id={`trips-tab-${t}`}
                  aria-controls={`trips-panel-${t}`}
                  label={
                    <Box
                      component="span"
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        // The count goes under the name on a phone, so three tabs fit 360 px.
                        flexDirection: { xs: 'column', sm: 'row' },
                        gap: { xs: 0.25, sm: 0.75 },
                      }}
                    >
                      {TAB_LABELS[t]}
                      <Box
                        component="span"
                        sx={{
                          px: 0.9,
                          borderRadius: 5,
                          bgcolor: 'action.selected',
                          fontSize: '0.8rem',
                          fontWeight: 700,
                          lineHeight: 1.6,
                        }}
                      >
                        {presenter.counts[t]}
                      </Box>
                    </Box>
                  }
                  sx={{ minWidth: 0, px: 1 }}
                />
              ))}
            </Tabs>
          </Paper>
          <Box role="tabpanel" id={`trips-panel-${tab}`} aria-labelledby={`trips-tab-${tab}`}>
            <TripList tab={tab} trips={presenter.cards[tab]} onShowRoute={showRoute} />
          </Box>
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
    </Box>
  );
});

function TripList({
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
