import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMediaMatch } from '../use-media-match';
import { useTheme } from '@mui/material/styles';
import type { RouteMap, RoutePoints } from '../../../application/ports/route-map.port';
import { mapLoadingText } from '../../../domain/trip/trip-route';
import { usePresenter } from '../../app/container';
import { InteractiveRouteMapView } from './interactive-route-map';
import { MapScriptFailed } from './map-script-failed';
import { RouteMapLegend } from './route-map-legend';
import { RouteSketchView } from './route-sketch';
import { numberFormat } from '../../../domain/shared/intl-format';
import { RouteMapLoaderToken } from '../../tokens';

type AdapterState = { kind: 'loading' } | { kind: 'ready'; map: RouteMap } | { kind: 'failed' };

const PHONE_SKETCH = { width: 360, height: 380 };

const kmFormat = numberFormat({ maximumFractionDigits: 0 });

/** The route map through the RouteMap port: the configured adapter, loaded on demand. */
export function RouteMapPanel({ points }: { points: RoutePoints }) {
  const loader = usePresenter(RouteMapLoaderToken);
  // A squarer sketch on a phone, so its labels stay readable.
  const narrow = useMediaMatch(useTheme().breakpoints.down('sm'));
  const [adapter, setAdapter] = useState<AdapterState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loader.load().then(
      (map) => live && setAdapter({ kind: 'ready', map }),
      () => live && setAdapter({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loader]);

  if (adapter.kind === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 120 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography variant="body2">{mapLoadingText(loader.service.name)}</Typography>
      </Box>
    );
  }
  // The adapter's own code not arriving is the maps script failing to load.
  if (adapter.kind === 'failed') return <MapScriptFailed service={loader.service} />;
  const map = adapter.map;
  if (map.kind === 'interactive')
    return <InteractiveRouteMapView map={map} service={loader.service} points={points} />;
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
