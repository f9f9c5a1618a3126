import { describe, expect, it } from 'vitest';
import { interpolate } from '../../../src/domain/shared/geo';
import {
  formatArrival,
  formatTripTime,
  tripCard,
} from '../../../src/presentation/screens/trips/trips.presenter';
import { DRIVER, LEEDS, MANCHESTER, makeTrip } from '../../support/trips/make-trip';

// Tests run with TZ unset (UTC) unless the runner sets it; build local times to stay zone-proof.
const NOW = new Date(2026, 2, 2, 10, 0);

describe('tripCard: the texts of a trip card', () => {
  it('shows an assigned driver: name, phone, vehicle type, rating', () => {
    const card = tripCard(makeTrip(), NOW);
    expect(card).toMatchObject({
      driverAssigned: true,
      driverName: 'Priya Kaur',
      phone: '07700 900123',
      vehicleType: 'Luton Van',
      rating: 4.76,
      assignment: 'Driver Assigned',
      readiness: 'Ready to start',
    });
  });

  it("says 'Driver TBD', 'Awaiting Driver' and 'Pending' without a driver, and no phone", () => {
    const card = tripCard(makeTrip({ driver: null }), NOW);
    expect(card).toMatchObject({
      driverAssigned: false,
      driverName: 'Driver TBD',
      phone: null,
      vehicleType: 'Vehicle TBD',
      rating: null,
      assignment: 'Awaiting Driver',
      readiness: 'Pending',
      callHref: null,
      messageHref: null,
    });
  });

  it('shows the price with a pound sign and the reference with one hash', () => {
    expect(tripCard(makeTrip({ price: 245.5, reference: 'TRP-9' }), NOW)).toMatchObject({
      price: '£245.50',
      reference: '#TRP-9',
    });
    expect(tripCard(makeTrip({ price: 1234, reference: '#TRP-9' }), NOW)).toMatchObject({
      price: '£1,234.00',
      reference: '#TRP-9',
    });
    expect(tripCard(makeTrip({ price: null }), NOW).price).toBe('—');
    // Neither a reference nor an id: nothing to put after the hash.
    expect(tripCard(makeTrip({ id: null, reference: '' }), NOW).reference).toBe('No reference');
  });

  it.each(['+44 (0)7700 900-123', '7700900123', '07700 900123'])(
    'shows %j as a UK number and dials it in full (tel: for the number and Call Driver, sms: for Message)',
    (phone) => {
      const card = tripCard(makeTrip({ driver: { ...DRIVER, phone } }), NOW);
      expect(card.phone).toBe('07700 900123');
      expect(card.callHref).toBe('tel:+447700900123');
      expect(card.messageHref).toBe('sms:+447700900123');
    },
  );

  it('shows a number from abroad as given, and dials its digits', () => {
    const card = tripCard(makeTrip({ driver: { ...DRIVER, phone: ' +33 1 23 45 67 89 ' } }), NOW);
    expect(card.phone).toBe('+33 1 23 45 67 89');
    expect(card.callHref).toBe('tel:+33123456789');
  });

  it('has no phone and no links without a phone', () => {
    const noPhone = tripCard(makeTrip({ driver: { ...DRIVER, phone: '  ' } }), NOW);
    expect([noPhone.phone, noPhone.callHref, noPhone.messageHref]).toEqual([null, null, null]);
  });

  it('formats the scheduled time, falling back to the pickup time, else Not scheduled', () => {
    const at = new Date(2026, 2, 3, 9, 30).toISOString();
    expect(tripCard(makeTrip({ scheduledAt: at }), NOW).scheduled).toBe('3 Mar 2026, 09:30');
    const byPickup = makeTrip({
      scheduledAt: null,
      pickup: { address: 'a', location: LEEDS, time: '7:05' },
    });
    expect(tripCard(byPickup, NOW).scheduled).toBe('2 Mar 2026, 07:05');
    expect(tripCard(makeTrip({ scheduledAt: null }), NOW).scheduled).toBe('Not scheduled');
  });

  it('gives an ongoing trip real progress and an arrival estimate', () => {
    const trip = makeTrip({
      status: 'in_progress',
      jobStatus: 'en_route',
      currentLocation: interpolate(LEEDS, MANCHESTER, 0.64),
    });
    const card = tripCard(trip, NOW);
    expect(card.progressPercent).toBe(64);
    expect(card.progressBasis).toBe('position');
    expect(card.eta).toMatch(/^10:\d\d \(in about \d+ min\)$/);
  });

  it('hands the route dialog both stops and the current position as given', () => {
    const here = { lat: 53.6, lng: 1.2 };
    const card = tripCard(makeTrip({ reference: 'TRP-4', currentLocation: here }), NOW);
    expect(card.route).toEqual({
      title: 'Route of #TRP-4',
      pickup: { address: '12 Wellington Street, Leeds LS1 1AA', location: LEEDS },
      delivery: { address: '4 Deansgate, Manchester M3 1AA', location: MANCHESTER },
      current: here,
    });
  });

  it('shows when a completed trip was delivered', () => {
    const at = new Date(2026, 2, 1, 15, 5).toISOString();
    const trip = makeTrip({
      status: 'completed',
      jobStatus: 'delivered',
      delivery: { address: 'b', location: MANCHESTER, time: at },
    });
    expect(tripCard(trip, NOW).deliveredAt).toBe('1 Mar 2026, 15:05');
  });
});

describe('formatTripTime and formatArrival', () => {
  it('reads instants with a T or a space, and H:MM as today', () => {
    expect(formatTripTime('2026-03-04 08:15:00', NOW)).toBe('4 Mar 2026, 08:15');
    expect(formatTripTime('16:45', NOW)).toBe('2 Mar 2026, 16:45');
    expect(formatTripTime('soon', NOW)).toBeNull();
    expect(formatTripTime('25:00', NOW)).toBeNull();
    expect(formatTripTime(null, NOW)).toBeNull();
  });

  it('says the arrival time, with the date when not today, and how long until it', () => {
    expect(formatArrival(new Date(2026, 2, 2, 11, 20), NOW)).toBe('11:20 (in about 1 h 20 min)');
    expect(formatArrival(new Date(2026, 2, 2, 12, 0), NOW)).toBe('12:00 (in about 2 h)');
    expect(formatArrival(new Date(2026, 2, 2, 10, 0, 20), NOW)).toBe('10:00 (arriving now)');
    expect(formatArrival(new Date(2026, 2, 3, 1, 30), NOW)).toBe(
      '3 Mar 2026, 01:30 (in about 15 h 30 min)',
    );
  });
});
