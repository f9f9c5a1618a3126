import type { Trip, TripDriver } from '../../../src/domain/trip/trip';

export const LEEDS = { lat: 53.7997, lng: -1.5492 };
export const MANCHESTER = { lat: 53.4808, lng: -2.2426 };

export const DRIVER: TripDriver = {
  name: 'Priya Kaur',
  phone: '07700 900123',
  rating: 4.76,
  vehicleType: 'Luton Van',
  avatarUrl: null,
};

let nextId = 1;

/** A trip from Leeds to Manchester; override what a test is about. */
export function makeTrip(overrides: Partial<Trip> = {}): Trip {
  nextId += 1;
  return {
    id: nextId,
    status: 'assigned',
    jobStatus: 'assigned',
    reference: `TRP-${nextId}`,
    scheduledAt: '2026-03-03T09:30:00Z',
    currentLocation: null,
    pickup: { address: '12 Wellington Street, Leeds LS1 1AA', location: LEEDS, time: null },
    delivery: { address: '4 Deansgate, Manchester M3 1AA', location: MANCHESTER, time: null },
    price: 245.5,
    bidId: null,
    driver: DRIVER,
    ...overrides,
  };
}
