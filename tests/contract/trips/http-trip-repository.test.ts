import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpTripRepository } from '../../../src/infrastructure/http/trips/http-trip-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { setUpMswServer } from '../../support/msw-server';
import { NOT_ABORTED } from '../../support/signals';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

/** A my-trips body with both readings of the stop coordinates (lat/lng and pickup_latitude/…). */
const MY_TRIPS_BODY = {
  data: {
    upcoming: [
      {
        id: 31,
        status: 'assigned',
        job_status: 'assigned',
        reference: 'TRP-31',
        scheduled_at: '2026-03-03T09:30:00Z',
        pickup: { address: '1 Park Row, Leeds', lat: 53.7997, lng: -1.5492, time: '09:30' },
        delivery: {
          address: '4 Deansgate, Manchester',
          lat: '53.4808',
          lng: '-2.2426',
          time: null,
        },
        bids: [
          { id: 77, amount: '245.50' },
          { id: 78, amount: 300 },
        ],
        assignedDriver: {
          name: 'Priya Kaur',
          phone: '07700 900123',
          rating: 4.76,
          vehicleType: 'Luton Van',
          avatar: null,
        },
      },
    ],
    ongoing: [
      {
        id: 32,
        status: 'in_progress',
        job_status: 'en_route',
        reference: 'TRP-32',
        scheduled_at: '2026-03-02T08:00:00Z',
        current_latitude: 52.9,
        current_longitude: -1.2,
        pickup: {
          address: '2 Market St, Nottingham',
          pickup_latitude: 52.9548,
          pickup_longitude: -1.1581,
        },
        delivery: {
          address: '9 Broad St, Birmingham',
          delivery_latitude: 52.4862,
          delivery_longitude: -1.8904,
        },
        bids: [{ amount: 180 }],
        assignedDriver: {
          name: 'Tom Reid',
          phone: '+44 7700 900456',
          rating: '4.2',
          vehicleType: 'Transit Van',
          avatar: 'https://cdn.test/t.png',
        },
      },
    ],
    completed: [
      {
        id: 33,
        status: 'completed',
        job_status: 'delivered',
        reference: 'TRP-33',
        pickup: { address: '3 High St, York', lat: 53.959, lng: -1.0815 },
        delivery: {
          address: '7 Quay, Hull',
          lat: 53.7457,
          lng: -0.3367,
          time: '2026-03-01T15:05:00Z',
        },
        bids: [{ amount: 99.99 }],
        assignedDriver: {
          name: 'Ann Lee',
          phone: '07700 900789',
          rating: 5,
          vehicleType: 'Small Van',
          avatar: null,
        },
      },
    ],
  },
};

function signedInSession(token: string): LocalStorageSessionStore {
  const session = new LocalStorageSessionStore(null);
  session.signIn(
    {
      id: 5,
      email: 'ana@shipper.test',
      firstName: 'Ana',
      lastName: 'Ruiz',
      name: 'Ana Ruiz',
      phoneNumber: '',
      address: '',
      businessType: '',
      businessDescription: '',
      photoUrl: null,
    },
    token,
  );
  return session;
}

describe('GET customer/my-trips', () => {
  async function read(body: JsonBodyType, status = 200) {
    server.use(http.get(`${BASE}/customer/my-trips`, () => HttpResponse.json(body, { status })));
    return new HttpTripRepository(createHttpClient(BASE, signedInSession('t'))).list(NOT_ABORTED);
  }

  it('reads every field of a trip, the first bid being the price and the accepted bid', async () => {
    const groups = await read(MY_TRIPS_BODY);
    expect(groups.upcoming[0]).toEqual({
      id: 31,
      status: 'assigned',
      jobStatus: 'assigned',
      reference: 'TRP-31',
      scheduledAt: '2026-03-03T09:30:00Z',
      currentLocation: null,
      pickup: {
        address: '1 Park Row, Leeds',
        location: { lat: 53.7997, lng: -1.5492 },
        time: '09:30',
      },
      delivery: {
        address: '4 Deansgate, Manchester',
        location: { lat: 53.4808, lng: -2.2426 },
        time: null,
      },
      price: 245.5,
      bidId: 77,
      driver: {
        name: 'Priya Kaur',
        phone: '07700 900123',
        rating: 4.76,
        vehicleType: 'Luton Van',
        avatarUrl: null,
      },
    });
  });

  it('reads the pickup_latitude/pickup_longitude reading of the coordinates and the current position', async () => {
    const [trip] = (await read(MY_TRIPS_BODY)).ongoing;
    expect(trip?.pickup.location).toEqual({ lat: 52.9548, lng: -1.1581 });
    expect(trip?.delivery.location).toEqual({ lat: 52.4862, lng: -1.8904 });
    expect(trip?.currentLocation).toEqual({ lat: 52.9, lng: -1.2 });
    expect(trip?.driver).toMatchObject({ rating: 4.2, avatarUrl: 'https://cdn.test/t.png' });
  });

  it('keeps coordinates as sent: positive longitudes are not flipped, bad ones stay bad', async () => {
    const [trip] = (
      await read({
        data: {
          upcoming: [
            {
              id: 1,
              current_latitude: 52.63,
              current_longitude: 1.2974,
              pickup: { address: 'Norwich', lat: 52.63, lng: 1.2974 },
              delivery: { address: 'Nowhere', lat: 'NaN', lng: null },
            },
          ],
        },
      })
    ).upcoming;
    expect(trip?.currentLocation).toEqual({ lat: 52.63, lng: 1.2974 });
    expect(trip?.pickup.location).toEqual({ lat: 52.63, lng: 1.2974 });
    expect(trip?.delivery.location.lat).toBeNaN();
    expect(trip?.delivery.location.lng).toBeNull();
  });

  it('reads a sparse trip: no driver, no bids, no coordinates, a missing group', async () => {
    const groups = await read({ data: { upcoming: [{ id: 7 }], completed: [] } });
    expect(groups.ongoing).toEqual([]);
    expect(groups.upcoming[0]).toEqual({
      id: 7,
      status: '',
      jobStatus: '',
      reference: '7',
      scheduledAt: null,
      currentLocation: null,
      pickup: { address: '', location: { lat: null, lng: null }, time: null },
      delivery: { address: '', location: { lat: null, lng: null }, time: null },
      price: null,
      bidId: null,
      driver: null,
    });
  });

  it('returns the server groups as sent (grouping is for the use case)', async () => {
    const groups = await read({
      data: { upcoming: [{ id: 1, status: 'completed' }], ongoing: [], completed: [] },
    });
    expect(groups.upcoming.map((t) => t.id)).toEqual([1]);
  });

  it('treats a body without data as a server error', async () => {
    const error = await read({ upcoming: [] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server' });
    expect(errorMessage('trips', error)).toBe('Failed to fetch trips');
  });
});
