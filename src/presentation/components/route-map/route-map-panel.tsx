import { useEffect, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useMediaMatch } from '../use-media-match';
import type { RouteMap, RoutePoints } from '../../../application/ports/route-map.port';
import { mapLoadingText } from '../../../domain/trip/trip-route';
import { usePresenter } from '../../app/container';
import { InteractiveRouteMapView } from './interactive-route-map';
import { MapScriptFailed } from './map-script-failed';
import { RouteMapLegend } from './route-map-legend';
import { RouteSketchView } from './route-sketch';
import { formatMiles } from '../../../domain/shared/distance';
import ui from '../../styles/ui.module.css';
import css from './route-map-panel.module.css';
import { RouteMapLoader } from '../../../application/ports/route-map.port';

type AdapterState = { kind: 'loading' } | { kind: 'ready'; map: RouteMap } | { kind: 'failed' };

/** Below MUI's sm breakpoint (theme.breakpoints.down('sm')): a phone. */
const PHONE = '(max-width:599.95px)';
const PHONE_SKETCH = { width: 360, height: 380 };

/** The route map through the RouteMap port: the configured adapter, loaded on demand. */
export function RouteMapPanel({ points }: { points: RoutePoints }) {
  const loader = usePresenter(RouteMapLoader);
  // A squarer sketch on a phone, so its labels stay readable.
  const narrow = useMediaMatch(PHONE);
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
      <div role="status" className={css.loading}>
        <CircularProgress size={24} aria-hidden />
        <p className={ui.body2}>{mapLoadingText(loader.service.name)}</p>
      </div>
    );
  }
  // The adapter's own code not arriving is the maps script failing to load.
  if (adapter.kind === 'failed') return <MapScriptFailed service={loader.service} />;
  const map = adapter.map;
  if (map.kind === 'interactive')
    return <InteractiveRouteMapView map={map} service={loader.service} points={points} />;
  const sketch = map.sketch(points, narrow ? PHONE_SKETCH : undefined);
  return (
    <div className={css.sketch}>
      <RouteSketchView sketch={sketch} />
      <p className={`${ui.body2} ${ui.muted}`}>
        Straight-line distance: {formatMiles(sketch.distanceKm)}. Offline sketch, not to road scale.
      </p>
      <RouteMapLegend showCurrent={points.current !== null} />
    </div>
  );
}
