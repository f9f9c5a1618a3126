import type {
  RoutePoints,
  RouteSketch,
  SketchPoint,
  SketchRouteMap,
} from '../../../application/ports/route-map.port';
import { haversineKm, type LatLng } from '../../../domain/shared/geo';

export const SKETCH_WIDTH = 640;
export const SKETCH_HEIGHT = 360;
/** Room around the points for the markers and their labels. */
const PADDING = 64;

/**
 * The route map used when no maps key is configured: no tiles, no network; the
 * route is projected into a box for an SVG sketch (pickup green, current blue, delivery red,
 * straight line). An equirectangular projection scaled by the cosine of the mean latitude keeps
 * UK routes in proportion; the route is fitted to the box and centred.
 */
export class OfflineRouteMap implements SketchRouteMap {
  readonly kind = 'sketch';

  sketch(points: RoutePoints, size = { width: SKETCH_WIDTH, height: SKETCH_HEIGHT }): RouteSketch {
    const { width, height } = size;
    const all = [points.pickup, points.delivery, ...(points.current ? [points.current] : [])];
    const meanLat = all.reduce((sum, p) => sum + p.lat, 0) / all.length;
    const scaleX = Math.cos((meanLat * Math.PI) / 180);
    const project = (p: LatLng) => ({ x: p.lng * scaleX, y: -p.lat });
    const projected = all.map(project);
    const xs = projected.map((p) => p.x);
    const ys = projected.map((p) => p.y);
    const [minX, maxX, minY, maxY] = [
      Math.min(...xs),
      Math.max(...xs),
      Math.min(...ys),
      Math.max(...ys),
    ];
    const spanX = maxX - minX;
    const spanY = maxY - minY;
    const innerW = width - 2 * PADDING;
    const innerH = height - 2 * PADDING;
    // Points at one place, or too close together to scale apart, stand in the middle.
    const fit = Math.min(innerW / spanX, innerH / spanY);
    const scale = Number.isFinite(fit) ? fit : 0;
    const offsetX = (width - spanX * scale) / 2;
    const offsetY = (height - spanY * scale) / 2;
    const place = (at: LatLng): SketchPoint => {
      const p = project(at);
      return {
        x: round(offsetX + (p.x - minX) * scale),
        y: round(offsetY + (p.y - minY) * scale),
        at,
      };
    };
    return {
      width,
      height,
      pickup: place(points.pickup),
      delivery: place(points.delivery),
      current: points.current ? place(points.current) : null,
      distanceKm: haversineKm(points.pickup, points.delivery),
    };
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
