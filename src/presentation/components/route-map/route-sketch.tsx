import { useId, type CSSProperties } from 'react';
import type { RouteSketch, SketchPoint } from '../../../application/ports/route-map.port';
import {
  MARKER_COLOURS,
  MARKER_GLYPHS,
  MARKER_LABELS,
  type RouteMarkerKind,
} from './route-map-colours';
import { formatMiles } from '../../../domain/shared/distance';
import { numberFormat } from '../../../domain/shared/intl-format';
import css from './route-sketch.module.css';

const coordFormat = numberFormat({
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

function where(point: SketchPoint): string {
  return `${coordFormat().format(point.at.lat)}, ${coordFormat().format(point.at.lng)}`;
}

/**
 * The route sketch drawn without a maps service (no maps key configured): a straight line and the
 * markers, no tiles.
 */
export function RouteSketchView({ sketch }: { sketch: RouteSketch }) {
  const id = useId();
  const { pickup, delivery, current } = sketch;
  const along = unit(delivery.x - pickup.x, delivery.y - pickup.y);
  // Perpendicular to the route, pointing up the picture (labels read better above).
  const across = along.x >= 0 ? { x: along.y, y: -along.x } : { x: -along.y, y: along.x };
  const distance = formatMiles(sketch.distanceKm);
  const description = [
    `Straight line of ${distance} from pickup at ${where(pickup)} to delivery at ${where(delivery)}.`,
    current ? `The driver's current location is ${where(current)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${sketch.width} ${sketch.height}`}
      className={css.sketch}
      // Fits a short window too: the height stays within 55% of the viewport.
      style={{ maxWidth: `calc(55vh * ${sketch.width} / ${sketch.height})` }}
      data-testid="route-sketch"
    >
      <title id={`${id}-title`}>Route sketch from pickup to delivery</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <defs>
        <pattern id={`${id}-grid`} width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M 40 0 L 0 0 0 40" fill="none" className={css.grid} strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={sketch.width} height={sketch.height} className={css.ground} />
      <rect width={sketch.width} height={sketch.height} fill={`url(#${id}-grid)`} />
      <line
        x1={pickup.x}
        y1={pickup.y}
        x2={delivery.x}
        y2={delivery.y}
        className={css.line}
        strokeOpacity={current ? 0.45 : 0.85}
        strokeWidth={4}
        strokeDasharray={current ? '10 8' : undefined}
        strokeLinecap="round"
        data-testid="route-line"
      />
      {current && (
        <line
          x1={pickup.x}
          y1={pickup.y}
          x2={current.x}
          y2={current.y}
          className={css.line}
          strokeWidth={4}
          strokeLinecap="round"
        />
      )}
      <Marker kind="pickup" point={pickup} offset={scale(along, -LABEL_GAP)} box={sketch} />
      <Marker kind="delivery" point={delivery} offset={scale(along, LABEL_GAP)} box={sketch} />
      {current && (
        <Marker kind="current" point={current} offset={scale(across, LABEL_GAP)} box={sketch} />
      )}
    </svg>
  );
}

const { pickup: P, current: C, delivery: D } = MARKER_COLOURS;
const DISC_STYLES: Record<RouteMarkerKind, CSSProperties> = {
  pickup: { fill: P.fill },
  current: { fill: C.fill },
  delivery: { fill: D.fill },
};
const GLYPH_STYLES: Record<RouteMarkerKind, CSSProperties> = {
  pickup: { fill: P.text },
  current: { fill: C.text },
  delivery: { fill: D.text },
};

function Marker({
  kind,
  point,
  offset,
  box,
}: {
  kind: RouteMarkerKind;
  point: SketchPoint;
  /** Where the label goes, relative to the marker (away from the route line). */
  offset: Offset;
  box: { width: number; height: number };
}) {
  const label = MARKER_LABELS[kind];
  const place = labelPlace(point, offset, box);
  return (
    <g data-marker={kind}>
      {kind === 'current' && (
        <circle cx={point.x} cy={point.y} r={20} style={DISC_STYLES[kind]} fillOpacity={0.22} />
      )}
      <circle
        cx={point.x}
        cy={point.y}
        r={13}
        style={DISC_STYLES[kind]}
        className={css.disc}
        strokeWidth={3}
      />
      <text
        x={point.x}
        y={point.y}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="12"
        fontWeight="700"
        style={GLYPH_STYLES[kind]}
      >
        {MARKER_GLYPHS[kind]}
      </text>
      <text
        x={place.x}
        y={place.y}
        textAnchor={place.anchor}
        dominantBaseline="central"
        fontSize="14"
        fontWeight="600"
        className={css.label}
        strokeWidth={4}
        paintOrder="stroke"
      >
        {label}
      </text>
    </g>
  );
}

interface Offset {
  readonly x: number;
  readonly y: number;
}

/** Distance from a marker's centre to its label's near edge or centre. */
const LABEL_GAP = 30;
/** Room a label needs beside its anchor (the longest, 'Delivery', at 14 px). */
const LABEL_ROOM = 72;

function unit(x: number, y: number): Offset {
  const length = Math.hypot(x, y);
  return length === 0 ? { x: 1, y: 0 } : { x: x / length, y: y / length };
}

function scale(v: Offset, by: number): Offset {
  return { x: v.x * by, y: v.y * by };
}

/**
 * A label beside its marker in the direction of `offset`, anchored on the marker's side, and
 * mirrored when it would leave the box.
 */
function labelPlace(
  point: SketchPoint,
  offset: Offset,
  box: { width: number; height: number },
): { x: number; y: number; anchor: 'start' | 'middle' | 'end' } {
  let { x: dx, y: dy } = offset;
  if (dx > 8 && point.x + dx + LABEL_ROOM > box.width) dx = -dx;
  if (dx < -8 && point.x + dx - LABEL_ROOM < 0) dx = -dx;
  if (point.y + dy < 12 || point.y + dy > box.height - 12) dy = -dy;
  const anchor = dx > 8 ? 'start' : dx < -8 ? 'end' : 'middle';
  return { x: point.x + dx, y: point.y + dy, anchor };
}
