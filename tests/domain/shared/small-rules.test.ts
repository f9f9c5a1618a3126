import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from '../../../src/domain/shared/money';
import { initialsOf, truncate } from '../../../src/domain/shared/text';
import {
  checkCoordinate,
  haversineKm,
  interpolate,
  midpoint,
} from '../../../src/domain/shared/geo';
import { AppError } from '../../../src/domain/shared/app-error';
import { ERROR_FALLBACKS, errorMessage } from '../../../src/domain/shared/error-catalogue';

describe("formatMoney (en-GB, the record's own symbol else £)", () => {
  it.each([
    [1234.5, undefined, '£1,234.50'],
    [1234.5, '£', '£1,234.50'],
    [99, '€', '€99.00'],
    [-5, '$', '-$5.00'],
    [0.1, null, '£0.10'],
  ])('%d with %j is %s', (amount, symbol, text) => expect(formatMoney(amount, symbol)).toBe(text));
});

describe('truncate', () => {
  it('keeps short text and cuts long text to the limit plus an ellipsis', () => {
    expect(truncate('12 High Street, Leeds', 25)).toBe('12 High Street, Leeds');
    expect(truncate('12 High Street, Leeds LS1 4AB', 20)).toBe('12 High Street, Leed…');
  });

  it('never keeps more than the limit of the original characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 40 }), (text, max) => {
        const out = truncate(text, max);
        const kept = out.endsWith('…') && Array.from(text).length > max ? out.slice(0, -1) : out;
        expect(Array.from(kept).length).toBeLessThanOrEqual(max);
        expect(text.startsWith(kept)).toBe(true);
      }),
    );
  });

  it('makes avatar initials', () => {
    expect(initialsOf('Dana', 'Shipper')).toBe('DS');
    expect(initialsOf('Pennine Express Couriers Ltd')).toBe('PL');
    expect(initialsOf('cher')).toBe('CH');
    expect(initialsOf('', null)).toBe('?');
  });
});

describe('coordinates (as given, finite and in range)', () => {
  it.each([
    [{ lat: 53.8, lng: -1.55 }, 'ok'],
    [{ lat: null, lng: -1.55 }, 'missing'],
    [null, 'missing'],
    [{ lat: Number.NaN, lng: 1 }, 'invalid'],
    [{ lat: 91, lng: 1 }, 'invalid'],
    [{ lat: 1, lng: -181 }, 'invalid'],
    [{ lat: 1, lng: Infinity }, 'invalid'],
  ])('%j is %s', (point, kind) => expect(checkCoordinate(point).kind).toBe(kind));

  it('measures Leeds to London at about 270 km and finds the midpoint', () => {
    const leeds = { lat: 53.8, lng: -1.55 };
    const london = { lat: 51.507, lng: -0.128 };
    expect(haversineKm(leeds, london)).toBeGreaterThan(260);
    expect(haversineKm(leeds, london)).toBeLessThan(280);
    expect(midpoint(leeds, london)).toEqual(interpolate(leeds, london, 0.5));
    expect(interpolate(leeds, london, 2)).toEqual(london);
  });
});

describe('errorMessage: the server message, else the area fallback', () => {
  it('shows the server message when present, else the fallback', () => {
    expect(errorMessage('acceptBid', AppError.server('Bid already taken'))).toBe(
      'Bid already taken',
    );
    expect(errorMessage('acceptBid', AppError.server())).toBe(ERROR_FALLBACKS.acceptBid);
    expect(errorMessage('trips', new Error('boom'))).toBe('Failed to fetch trips');
    expect(errorMessage('trips', new AppError('network'))).toBe('Failed to fetch trips');
  });

  it("names a code the server refused without a message 'Invalid OTP'; other failures keep the area text", () => {
    const refusals = [
      new AppError('validation', undefined, {}, 422),
      AppError.server(undefined, 400),
      AppError.server(undefined, 404),
    ];
    for (const error of refusals) expect(errorMessage('verifyOtp', error)).toBe('Invalid OTP');
    expect(errorMessage('verifyOtp', AppError.validation('Code expired'))).toBe('Code expired');
    const failures = [
      AppError.server(),
      AppError.server(undefined, 503),
      new AppError('network'),
      new AppError('timeout'),
      new Error('boom'),
    ];
    for (const error of failures)
      expect(errorMessage('verifyOtp', error)).toBe('OTP verification failed');
    // Only the code screen has a more precise text for a refusal.
    expect(errorMessage('signIn', new AppError('validation', undefined, {}, 422))).toBe(
      'Sign in failed',
    );
  });
});
