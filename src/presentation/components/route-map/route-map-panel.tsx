import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { RouteMap, RoutePoints } from '../../../application/ports/route-map.port';
import { MAP_MESSAGES } from '../../../domain/trip/trip-route';
import { useInjection } from '../../../di/container-context';
import { RouteMapLoaderToken } from '../../../di/tokens';
import { InteractiveRouteMapView, MAP_FAILURE_ADVICE } from './interactive-route-map';
import { RouteMapLegend } from './route-map-legend';
import { RouteSketchView } from './route-sketch';
import { numberFormat } from '../../../domain/shared/intl-format';

type AdapterState = { kind: 'loading' } | { kind: 'ready'; map: RouteMap } | { kind: 'failed' };

const PHONE_SKETCH = { width: 360, height: 380 };

const kmFormat = numberFormat({ maximumFractionDigits: 0 });

/** The route map through the RouteMap port: the configured adapter, loaded on demand. */
export function RouteMapPanel({ points }: { points: RoutePoints }) {
  const loadMap = useInjection(RouteMapLoaderToken);
  // A squarer sketch on a phone, so its labels stay readable.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [adapter, setAdapter] = useState<AdapterState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loadMap().then(
      (map) => live && setAdapter({ kind: 'ready', map }),
      () => live && setAdapter({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loadMap]);

  if (adapter.kind === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 120 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography variant="body2">Loading map…</Typography>
      </Box>
    );
  }
  if (adapter.kind === 'failed') {
    return (
      <Alert severity="error">
        <AlertTitle>{MAP_MESSAGES.failedToLoad}</AlertTitle>
        {MAP_FAILURE_ADVICE}
      </Alert>
    );
  }
  const map = adapter.map;
  if (map.kind === 'interactive') return <InteractiveRouteMapView map={map} points={points} />;
  const sketch = map.sketch(points, narrow ? PHONE_SKETCH : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <RouteSketchView sketch={sketch} />
      <Typography variant="body2" color="text.secondary">
        Straight-line distance: {kmFormat().format(sketch.distanceKm)} km. Offline sketch, not to road
        scale.
      </Typography>
      <RouteMapLegend showCurrent={points.current !== null} />
    </Box>
  );
}
