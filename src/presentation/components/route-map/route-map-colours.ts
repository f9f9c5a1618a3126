import type { Theme } from '@mui/material/styles';

export type RouteMarkerKind = 'pickup' | 'current' | 'delivery';

/** Spec §2.9 legend: Pickup (green), Current (blue), Delivery (red), from the theme's palette. */
export function markerColour(theme: Theme, kind: RouteMarkerKind): string {
  if (kind === 'pickup') return theme.palette.success.main;
  if (kind === 'current') return theme.palette.info.main;
  return theme.palette.error.main;
}

/** Each marker also carries a letter, so the meaning never rests on colour alone. */
export const MARKER_GLYPHS: Readonly<Record<RouteMarkerKind, string>> = {
  pickup: 'P',
  current: 'C',
  delivery: 'D',
};

export const MARKER_LABELS: Readonly<Record<RouteMarkerKind, string>> = {
  pickup: 'Pickup',
  current: 'Current',
  delivery: 'Delivery',
};
