import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { setUpMswServer } from '../../support/msw-server';
import { NOT_ABORTED } from '../../support/signals';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

const ACTIVE_LOADS = [
  {
    id: 501,
    load_no: 'LD-501',
    pickup_address: '1 High Street, Leeds LS1 1AA',
    delivery_address: '2 Deansgate, Manchester M3 2BB',
    pickup_date: '03-03-2026',
    pickup_time: '09:30',
    load_weight: '120.5',
    load_type_obj: { name: 'Pallets' },
    preferred_vehicle: { name: 'Luton Van' },
    total_bids: 3,
    created_at: '2026-03-01T08:00:00Z',
  },
  {
    id: 502,
    display_id: 'LD-502',
    pickup_address: '5 Queen Street, Cardiff CF10 2BU',
    delivery_address: '9 Broad Street, Bristol BS1 2EZ',
    bids_count: '1',
  },
];

describe('GET customer/active-loads over HTTP', () => {
  async function read(body: JsonBodyType, status = 200) {
    const session = new LocalStorageSessionStore(null);
    server.use(
      http.get(`${BASE}/customer/active-loads`, () => HttpResponse.json(body, { status })),
    );
    return new HttpLoadRepository(createHttpClient(BASE, session)).listActive(NOT_ABORTED);
  }

  it("reads each row's number, addresses and bid count (total_bids or bids_count)", async () => {
    const loads = await read({ data: ACTIVE_LOADS });
    expect(
      loads.map(({ loadNo, pickupAddress, deliveryAddress, bidCount }) => ({
        loadNo,
        pickupAddress,
        deliveryAddress,
        bidCount,
      })),
    ).toEqual([
      {
        loadNo: 'LD-501',
        pickupAddress: '1 High Street, Leeds LS1 1AA',
        deliveryAddress: '2 Deansgate, Manchester M3 2BB',
        bidCount: 3,
      },
      {
        loadNo: 'LD-502',
        pickupAddress: '5 Queen Street, Cardiff CF10 2BU',
        deliveryAddress: '9 Broad Street, Bristol BS1 2EZ',
        bidCount: 1,
      },
    ]);
  });

  it('maps the row fields My Loads shows', async () => {
    const [load] = await read({ data: ACTIVE_LOADS });
    expect(load).toMatchObject({
      id: 501,
      pickupDate: '2026-03-03',
      pickupTime: '09:30',
      weightKg: 120.5,
      loadTypeName: 'Pallets',
      preferredVehicleName: 'Luton Van',
      createdAt: '2026-03-01T08:00:00Z',
    });
  });

  it.each([
    ['data is not a list', { data: { items: [] } }],
    ['there is no data', { message: [] }],
  ])('treats a body where %s as a failure with the fallback text', async (_label, body) => {
    const error = await read(body).catch((e: unknown) => e);
    expect(errorMessage('activeLoads', error)).toBe('Failed to fetch active loads');
  });

  it('an empty list is no loads, not an error', async () => {
    await expect(read({ data: [] })).resolves.toEqual([]);
  });
});
