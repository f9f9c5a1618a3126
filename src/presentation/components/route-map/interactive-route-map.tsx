import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import type {
  InteractiveRouteMap,
  MapService,
  RouteMapStatus,
  RoutePoints,
} from '../../../application/ports/route-map.port';
import { MAP_MESSAGES, mapLoadingText } from '../../../domain/trip/trip-route';
import { MapScriptFailed } from './map-script-failed';
import { RouteMapLegend } from './route-map-legend';
import ui from '../../styles/ui.module.css';
import css from './interactive-route-map.module.css';

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
    <div className={css.map}>
      {status.kind === 'failed' && status.cause === 'script' && (
        <MapScriptFailed service={service} />
      )}
      {status.kind === 'failed' && status.cause === 'map' && (
        <Alert severity="error">
          <AlertTitle>{MAP_MESSAGES.failedToLoad}</AlertTitle>
          {MAP_FAILURE_ADVICE}
        </Alert>
      )}
      <div className={status.kind === 'failed' ? css.hidden : css.frame}>
        <div ref={surface} role="region" aria-label="Route map" className={css.surface} />
        {status.kind === 'loading' && (
          <div role="status" className={css.loading}>
            <CircularProgress size={28} aria-hidden />
            <p className={ui.body2}>{mapLoadingText(service.name)}</p>
          </div>
        )}
      </div>
      {status.kind === 'ready' && status.route === 'straight-line' && (
        <p className={`${ui.body2} ${ui.muted}`}>
          Directions are unavailable, so a straight line joins pickup and delivery.
        </p>
      )}
      {status.kind !== 'failed' && <RouteMapLegend showCurrent={points.current !== null} />}
    </div>
  );
}
