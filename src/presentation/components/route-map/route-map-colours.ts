import type { Theme } from '@mui/material/styles';
import type { RouteMarkerKind } from '../../../domain/trip/trip-route';

export { MARKER_GLYPHS, type RouteMarkerKind } from '../../../domain/trip/trip-route';

/** The markers' colours, as the legend names them: Pickup green, Current blue, Delivery red. */
export function markerColour(theme: Theme, kind: RouteMarkerKind): string {
  if (kind === 'pickup') return theme.palette.success.main;
  if (kind === 'current') return theme.palette.info.main;
  return theme.palette.error.main;
}

export const MARKER_LABELS: Readonly<Record<RouteMarkerKind, string>> = {
  pickup: 'Pickup',
  current: 'Current',
  delivery: 'Delivery',
};
