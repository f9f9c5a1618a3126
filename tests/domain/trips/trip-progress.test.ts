import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm, interpolate } from '../../../src/domain/shared/geo';
import {
  AVERAGE_ROAD_SPEED_KMH,
  ROAD_DISTANCE_FACTOR,
  estimateArrival,
  tripProgress,
} from '../../../src/domain/trip/trip-progress';
import { LEEDS, MANCHESTER, makeTrip } from '../../support/trips/make-trip';

const NOW = new Date('2026-03-02T10:00:00Z');
const ongoing = (overrides: Parameters<typeof makeTrip>[0] = {}) =>
  makeTrip({ status: 'in_progress', jobStatus: 'en_route', ...overrides });

describe('tripProgress (real progress, not a fixed half)', () => {
  it('measures an ongoing trip by the driver position between pickup and delivery', () => {
    const p = tripProgress(ongoing({ currentLocation: interpolate(LEEDS, MANCHESTER, 0.3) }));
    expect(p.basis).toBe('position');
    expect(p.fraction).toBeCloseTo(0.3, 2);
  });

  it('follows the position anywhere along the route', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (t) => {
        const p = tripProgress(ongoing({ currentLocation: interpolate(LEEDS, MANCHESTER, t) }));
        expect(p.fraction).toBeCloseTo(t, 2);
      }),
    );
  });

  it('stays between 0 and 1 for a driver off the route', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 49, max: 59, noNaN: true }),
        fc.double({ min: -8, max: 2, noNaN: true }),
        (lat, lng) => {
          const { fraction } = tripProgress(ongoing({ currentLocation: { lat, lng } }));
          expect(fraction).toBeGreaterThanOrEqual(0);
          expect(fraction).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it.each([
    ['picked_up', 0.05],
    ['en_route', 0.35],
    ['in_transit', 0.75],
    ['in_progress', 0.5],
  ])('falls back to the status when no position is known: %s', (jobStatus, fraction) => {
    expect(tripProgress(ongoing({ jobStatus, currentLocation: null }))).toEqual({
      fraction,
      basis: 'status',
    });
  });

  it('falls back to the status when the position or a stop is invalid, or the stops coincide', () => {
    expect(tripProgress(ongoing({ currentLocation: { lat: Number.NaN, lng: 1 } })).basis).toBe(
      'status',
    );
    expect(tripProgress(ongoing({ currentLocation: { lat: 95, lng: 1 } })).basis).toBe('status');
    const noPickup = ongoing({
      currentLocation: LEEDS,
      pickup: { address: 'x', location: { lat: null, lng: null }, time: null },
    });
    expect(tripProgress(noPickup).basis).toBe('status');
    const samePlace = ongoing({
      currentLocation: LEEDS,
      delivery: { address: 'y', location: LEEDS, time: null },
    });
    expect(tripProgress(samePlace).basis).toBe('status');
  });

  it('uses the status of a trip moving by status only (picked_up as status)', () => {
    expect(tripProgress(makeTrip({ status: 'picked_up', jobStatus: '' })).fraction).toBe(0.05);
  });

  it('is 0 for upcoming and 1 for completed trips, whatever the position', () => {
    expect(tripProgress(makeTrip({ currentLocation: MANCHESTER }))).toEqual({
      fraction: 0,
      basis: 'status',
    });
    expect(
      tripProgress(
        makeTrip({ status: 'completed', jobStatus: 'delivered', currentLocation: LEEDS }),
      ),
    ).toEqual({
      fraction: 1,
      basis: 'status',
    });
  });
});

describe('estimateArrival', () => {
  const totalKm = haversineKm(LEEDS, MANCHESTER);
  const hoursFor = (km: number) => (km * ROAD_DISTANCE_FACTOR) / AVERAGE_ROAD_SPEED_KMH;

  it('adds the remaining road distance from the driver at the average speed', () => {
    const here = interpolate(LEEDS, MANCHESTER, 0.5);
    const eta = estimateArrival(ongoing({ currentLocation: here }), NOW);
    const expected = NOW.getTime() + hoursFor(haversineKm(here, MANCHESTER)) * 3_600_000;
    expect(eta?.getTime()).toBeCloseTo(expected, -3);
  });

  it('uses the status-based progress when the position is unknown', () => {
    const eta = estimateArrival(ongoing({ jobStatus: 'in_transit' }), NOW);
    expect(eta?.getTime()).toBeCloseTo(NOW.getTime() + hoursFor(totalKm * 0.25) * 3_600_000, -3);
  });

  it('is sooner the further the driver has got', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        fc.double({ min: 0.001, max: 0.01, noNaN: true }),
        (t, step) => {
          const at = (f: number) =>
            estimateArrival(ongoing({ currentLocation: interpolate(LEEDS, MANCHESTER, f) }), NOW);
          expect(at(Math.min(1, t + step))!.getTime()).toBeLessThanOrEqual(at(t)!.getTime());
        },
      ),
    );
  });

  it('is now when the driver is at the delivery address', () => {
    expect(estimateArrival(ongoing({ currentLocation: MANCHESTER }), NOW)).toEqual(NOW);
  });

  it('is null for upcoming and completed trips and for an unknown route', () => {
    expect(estimateArrival(makeTrip(), NOW)).toBeNull();
    expect(
      estimateArrival(makeTrip({ status: 'completed', jobStatus: 'delivered' }), NOW),
    ).toBeNull();
    const noDelivery = ongoing({
      delivery: { address: 'y', location: { lat: null, lng: null }, time: null },
    });
    expect(estimateArrival(noDelivery, NOW)).toBeNull();
    const noPickupNoPosition = ongoing({
      pickup: { address: 'x', location: { lat: null, lng: 1 }, time: null },
    });
    expect(estimateArrival(noPickupNoPosition, NOW)).toBeNull();
  });
});
