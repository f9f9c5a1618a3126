import { lazy } from 'react';
import { OpenedOnce } from '../opened-once';
import type { RouteMapDialogProps } from './route-map-dialog';

const RouteMapDialog = lazy(() => import('./route-map-dialog'));

/**
 * The route dialog, loaded the first time it opens (the map code is not in the caller's chunk).
 * Once loaded it stays mounted, so closing plays the dialog's exit transition.
 */
export function LazyRouteMapDialog(props: RouteMapDialogProps) {
  return (
    <OpenedOnce open={props.open}>
      <RouteMapDialog {...props} />
    </OpenedOnce>
  );
}
