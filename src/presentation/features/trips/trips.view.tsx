import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LazyRouteMapDialog } from '../../components/route-map/lazy-route-map-dialog';
import { useCatchingUp } from '../../components/use-catching-up';
import type { TripCardModel, TripMapModel } from './trip-card.view-model';
import { TripList } from './trip-list';
import { TripTabs } from './trip-tabs';
import type { TripTab, TripsPresenter } from './trips.presenter';

interface TripsViewProps {
  presenter: TripsPresenter;
  tab: TripTab;
  onTabChange(tab: TripTab): void;
}

/** My Trips: three tabs with counts, trip cards, and the route preview dialog. */
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
  // The tabs and cards follow the presenter one render late, so the first list never blocks the
  // page; the cards are worked out in that later render too.
  const cardsBehind = useCatchingUp(presenter.loaded).behind;

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

      {(presenter.showLoading || cardsBehind) && (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}
        >
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading trips…</Typography>
        </Box>
      )}

      {presenter.loaded && !cardsBehind && (
        <>
          <TripTabs
            tab={tab}
            counts={presenter.counts}
            onTabChange={onTabChange}
          />
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
