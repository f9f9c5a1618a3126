import type { CSSProperties } from 'react';
import ui from '../../styles/ui.module.css';
import {
  MARKER_COLOURS,
  MARKER_GLYPHS,
  MARKER_LABELS,
  type RouteMarkerKind,
} from './route-map-colours';
import css from './route-map-legend.module.css';

const { pickup: P, current: C, delivery: D } = MARKER_COLOURS;
const MARKER_STYLES: Record<RouteMarkerKind, CSSProperties> = {
  pickup: { backgroundColor: P.fill, color: P.text },
  current: { backgroundColor: C.fill, color: C.text },
  delivery: { backgroundColor: D.fill, color: D.text },
};

/** A marker's glyph on a disc of its colour. Decorative: its name is written beside it. */
export function MarkerDot({ kind, className }: { kind: RouteMarkerKind; className?: string }) {
  return (
    <span
      aria-hidden
      className={className ? `${css.marker} ${className}` : css.marker}
      style={MARKER_STYLES[kind]}
    >
      {MARKER_GLYPHS[kind]}
    </span>
  );
}

const WITH_CURRENT: readonly RouteMarkerKind[] = ['pickup', 'current', 'delivery'];
const WITHOUT_CURRENT: readonly RouteMarkerKind[] = ['pickup', 'delivery'];

/** The map legend: Pickup (green), Current (blue, when the driver is shown), Delivery (red). */
export function RouteMapLegend({ showCurrent }: { showCurrent: boolean }) {
  return (
    <ul aria-label="Map legend" className={`${ui.plainList} ${css.legend}`}>
      {(showCurrent ? WITH_CURRENT : WITHOUT_CURRENT).map((kind) => (
        <li key={kind} className={css.item}>
          <MarkerDot kind={kind} />
          <p className={ui.body2}>{MARKER_LABELS[kind]}</p>
        </li>
      ))}
    </ul>
  );
}
