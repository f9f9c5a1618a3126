import type { RouteMarkerKind } from '../../../domain/trip/trip-route';

export { MARKER_GLYPHS, type RouteMarkerKind } from '../../../domain/trip/trip-route';

/**
 * The markers' colours, as the legend names them: Pickup green, Current blue, Delivery red, each
 * with the text colour that reads on it. Theme variables, so the dark scheme swaps them in CSS.
 */
export const MARKER_COLOURS: Readonly<Record<RouteMarkerKind, { fill: string; text: string }>> = {
  pickup: {
    fill: 'var(--mui-palette-success-main)',
    text: 'var(--mui-palette-success-contrastText)',
  },
  current: { fill: 'var(--mui-palette-info-main)', text: 'var(--mui-palette-info-contrastText)' },
  delivery: {
    fill: 'var(--mui-palette-error-main)',
    text: 'var(--mui-palette-error-contrastText)',
  },
};

export const MARKER_LABELS: Readonly<Record<RouteMarkerKind, string>> = {
  pickup: 'Pickup',
  current: 'Current',
  delivery: 'Delivery',
};
