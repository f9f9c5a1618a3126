import { render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../src/domain/shared/geo';
import {
  OfflineRouteMap,
  SKETCH_HEIGHT,
  SKETCH_WIDTH,
} from '../../../src/presentation/components/route-map/offline-route-map';
import { RouteSketchView } from '../../../src/presentation/components/route-map/route-sketch';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../../../src/presentation/app/theme';

const LEEDS = { lat: 53.7997, lng: -1.5492 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const NORWICH = { lat: 52.6309, lng: 1.2974 };
const map = new OfflineRouteMap();

describe('OfflineRouteMap (no Maps key: an SVG sketch)', () => {
  it('is a sketch adapter', () => {
    expect(map.kind).toBe('sketch');
  });

  it('places west left, east right, north up, inside the box', () => {
    const sketch = map.sketch({ pickup: MANCHESTER, delivery: NORWICH, current: LEEDS });
    expect(sketch.pickup.x).toBeLessThan(sketch.delivery.x);
    expect(sketch.current!.y).toBeLessThan(sketch.pickup.y);
    expect(sketch.distanceKm).toBeCloseTo(haversineKm(MANCHESTER, NORWICH), 6);
    expect(sketch.pickup.at).toEqual(MANCHESTER);
  });

  it('keeps every point inside the box, for any UK route', () => {
    const point = fc.record({
      lat: fc.double({ min: 49.9, max: 60.8, noNaN: true }),
      lng: fc.double({ min: -8.2, max: 1.8, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, fc.option(point, { nil: null }), (pickup, delivery, current) => {
        const s = map.sketch({ pickup, delivery, current });
        for (const p of [s.pickup, s.delivery, ...(s.current ? [s.current] : [])]) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(SKETCH_WIDTH);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeLessThanOrEqual(SKETCH_HEIGHT);
        }
      }),
    );
  });

  it('lays the route out in the box it is given (a squarer one on a phone)', () => {
    const s = map.sketch(
      { pickup: LEEDS, delivery: NORWICH, current: null },
      { width: 360, height: 380 },
    );
    expect([s.width, s.height]).toEqual([360, 380]);
    for (const p of [s.pickup, s.delivery]) {
      expect(p.x).toBeGreaterThanOrEqual(64);
      expect(p.x).toBeLessThanOrEqual(360 - 64);
      expect(p.y).toBeGreaterThanOrEqual(64);
      expect(p.y).toBeLessThanOrEqual(380 - 64);
    }
    // The wider span (east-west here) fills the inner width.
    expect(Math.abs(s.delivery.x - s.pickup.x)).toBeCloseTo(360 - 2 * 64, 0);
  });

  it('centres a route whose stops are one place', () => {
    const s = map.sketch({ pickup: LEEDS, delivery: LEEDS, current: null });
    expect([s.pickup.x, s.pickup.y]).toEqual([SKETCH_WIDTH / 2, SKETCH_HEIGHT / 2]);
    expect(s.delivery).toEqual(s.pickup);
  });

  it('centres points too close together to scale apart, rather than placing them nowhere', () => {
    // Found by the property above: a span of one subnormal degree scales to infinity.
    const here = { lat: 60.79999999999997, lng: 0 };
    const s = map.sketch({ pickup: here, delivery: here, current: { ...here, lng: 1e-323 } });
    for (const p of [s.pickup, s.delivery, s.current]) {
      expect([p?.x, p?.y]).toEqual([SKETCH_WIDTH / 2, SKETCH_HEIGHT / 2]);
    }
  });
});

describe('RouteSketchView', { timeout: 20_000 }, () => {
  const renderSketch = (current: typeof LEEDS | null) =>
    render(
      <ThemeProvider theme={createAppTheme()}>
        <RouteSketchView sketch={map.sketch({ pickup: LEEDS, delivery: MANCHESTER, current })} />
      </ThemeProvider>,
    );

  it('is an image with a title and a description of the route', () => {
    renderSketch({ lat: 53.64, lng: -1.9 });
    const img = screen.getByRole('img', { name: /Route sketch from pickup to delivery/ });
    expect(img).toHaveAccessibleName(
      /Straight line of 36 miles from pickup at 53\.7997, -1\.5492 to delivery at 53\.4808, -2\.2426/,
    );
    expect(img).toHaveAccessibleName(/current location is 53\.6400, -1\.9000/);
  });

  it('draws pickup green, current blue and delivery red, labelled, on a straight line', () => {
    const { container } = renderSketch({ lat: 53.64, lng: -1.9 });
    // The theme's colour variables, so the dark scheme swaps them in CSS (e2e/history.spec.ts
    // measures the colours the browser draws in both schemes).
    const fill = (kind: string) =>
      container.querySelector<SVGCircleElement>(`[data-marker="${kind}"] circle:last-of-type`)
        ?.style.fill;
    expect(fill('pickup')).toBe('var(--mui-palette-success-main)');
    expect(fill('current')).toBe('var(--mui-palette-info-main)');
    expect(fill('delivery')).toBe('var(--mui-palette-error-main)');
    for (const [kind, label] of [
      ['pickup', 'Pickup'],
      ['current', 'Current'],
      ['delivery', 'Delivery'],
    ] as const) {
      expect(
        within(container.querySelector(`[data-marker="${kind}"]`) as HTMLElement).getByText(label),
      ).toBeTruthy();
    }
    expect(container.querySelector('[data-testid="route-line"]')).toBeTruthy();
  });

  it('draws no current marker without a position', () => {
    const { container } = renderSketch(null);
    expect(container.querySelector('[data-marker="current"]')).toBeNull();
    expect(screen.getByRole('img')).not.toHaveAccessibleName(/current location/);
  });
});
