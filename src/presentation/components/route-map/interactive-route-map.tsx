import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type {
  InteractiveRouteMap,
  MapService,
  RouteMapStatus,
  RoutePoints,
} from '../../../application/ports/route-map.port';
import { MAP_MESSAGES, mapLoadingText } from '../../../domain/trip/trip-route';
import { MapScriptFailed } from './map-script-failed';
import { RouteMapLegend } from './route-map-legend';

/** Under 'Map failed to load' (the script loaded, the map did not): what the reader can check. */
export const MAP_FAILURE_ADVICE =
  'Check that the Google Maps API key is valid and enabled, that its HTTP referrer restrictions allow this site, and that you are connected to the internet.';

/** A map drawn by a maps service into a surface this view owns, with its loading and failure states. */
export function InteractiveRouteMapView({
  map,
  service,
  points,
}: {
  map: InteractiveRouteMap;
  service: MapService;
  points: RoutePoints;
}) {
  const surface = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<RouteMapStatus>({ kind: 'loading' });

  useEffect(() => {
    const element = surface.current;
    if (!element) return undefined;
    return map.show(element, points, setStatus);
  }, [map, points]);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {status.kind === 'failed' && status.cause === 'script' && (
        <MapScriptFailed service={service} />
      )}
      {status.kind === 'failed' && status.cause === 'map' && (
        <Alert severity="error">
          <AlertTitle>{MAP_MESSAGES.failedToLoad}</AlertTitle>
          {MAP_FAILURE_ADVICE}
        </Alert>
      )}
      <Box sx={{ position: 'relative', display: status.kind === 'failed' ? 'none' : 'block' }}>
        <Box
          ref={surface}
          role="region"
          aria-label="Route map"
          sx={{
            height: { xs: 320, sm: 380 },
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        />
        {status.kind === 'loading' && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              alignContent: 'center',
              gap: 1,
            }}
          >
            <CircularProgress size={28} aria-hidden />
            <Typography variant="body2">{mapLoadingText(service.name)}</Typography>
          </Box>
        )}
      </Box>
      {status.kind === 'ready' && status.route === 'straight-line' && (
        <Typography variant="body2" color="text.secondary">
          Directions are unavailable, so a straight line joins pickup and delivery.
        </Typography>
      )}
      {status.kind !== 'failed' && <RouteMapLegend showCurrent={points.current !== null} />}
    </Box>
  );
}
