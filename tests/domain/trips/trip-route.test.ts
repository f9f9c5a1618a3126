import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAP_MESSAGES,
  checkRoute,
  mapLoadingText,
  scriptFailedText,
} from '../../../src/domain/trip/trip-route';
import { LEEDS, MANCHESTER } from '../../support/trips/make-trip';

describe('checkRoute: coordinates as given, refused when missing or out of range', () => {
  it('accepts valid pickup and delivery, with or without a current position', () => {
    expect(checkRoute(LEEDS, MANCHESTER)).toEqual({
      kind: 'ok',
      points: { pickup: LEEDS, delivery: MANCHESTER, current: null },
      currentInvalid: false,
    });
    expect(checkRoute(LEEDS, MANCHESTER, { lat: 53.6, lng: -1.9 })).toMatchObject({
      kind: 'ok',
      points: { current: { lat: 53.6, lng: -1.9 } },
    });
  });

  it('keeps coordinates as given: no longitude sign flipping', () => {
    const east = { lat: 52.6309, lng: 1.2974 };
    const result = checkRoute(east, MANCHESTER, east);
    expect(result).toMatchObject({ kind: 'ok', points: { pickup: east, current: east } });
  });

  it.each([
    ['no pickup', null, MANCHESTER],
    ['no delivery', LEEDS, undefined],
    ['a missing latitude', { lat: null, lng: -1.5 }, MANCHESTER],
    ['a missing longitude', LEEDS, { lat: 53.4, lng: null }],
    ['missing beats invalid', { lat: Number.NaN, lng: 1 }, { lat: null, lng: null }],
  ])('says missing for %s', (_, pickup, delivery) => {
    expect(checkRoute(pickup, delivery)).toEqual({ kind: 'missing' });
  });

  it.each([
    ['NaN', { lat: Number.NaN, lng: -1.5 }],
    ['Infinity', { lat: 53.8, lng: Number.POSITIVE_INFINITY }],
    ['latitude over 90', { lat: 90.0001, lng: 0 }],
    ['latitude under -90', { lat: -91, lng: 0 }],
    ['longitude over 180', { lat: 0, lng: 180.5 }],
    ['longitude under -180', { lat: 0, lng: -181 }],
  ])('says invalid for %s', (_, bad) => {
    expect(checkRoute(bad, MANCHESTER)).toEqual({ kind: 'invalid' });
    expect(checkRoute(LEEDS, bad)).toEqual({ kind: 'invalid' });
  });

  it('accepts the edges of the valid range', () => {
    expect(checkRoute({ lat: 90, lng: 180 }, { lat: -90, lng: -180 }).kind).toBe('ok');
  });

  it('leaves an invalid current position off and says so; a missing one is simply absent', () => {
    expect(checkRoute(LEEDS, MANCHESTER, { lat: Number.NaN, lng: 0 })).toMatchObject({
      kind: 'ok',
      points: { current: null },
      currentInvalid: true,
    });
    expect(checkRoute(LEEDS, MANCHESTER, { lat: null, lng: null })).toMatchObject({
      currentInvalid: false,
    });
  });

  it('is ok exactly when both stops are finite and in range', () => {
    const coord = fc.oneof(
      fc.double({ min: -200, max: 200 }),
      fc.constant(Number.NaN),
      fc.constant(Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(coord, coord, (lat, lng) => {
        const inRange =
          Number.isFinite(lat) &&
          Number.isFinite(lng) &&
          Math.abs(lat) <= 90 &&
          Math.abs(lng) <= 180;
        expect(checkRoute({ lat, lng }, MANCHESTER).kind).toBe(inRange ? 'ok' : 'invalid');
      }),
    );
  });

  it('has the map messages', () => {
    expect(MAP_MESSAGES).toEqual({
      missingCoordinates: 'Map unavailable - missing coordinates',
      invalidCoordinates: 'Invalid coordinates provided',
      failedToLoad: 'Map failed to load',
      scriptAdvice: 'Check your API key and network.',
      scriptAdviceWithoutKey: 'Check your network connection.',
    });
  });

  it('names the maps service while it loads and when its script fails', () => {
    expect(mapLoadingText('Google Maps')).toBe('Loading Google Maps…');
    expect(scriptFailedText('Google Maps')).toBe('Failed to load Google Maps');
  });
});
