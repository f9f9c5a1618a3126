import { afterEach, describe, expect, it } from 'vitest';
import { ShipperPastAddresses } from '../../src/application/repeat/past-addresses';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { HttpLoadRepository } from '../../src/infrastructure/http/http-load-repository';
import { DemoClock } from '../../src/infrastructure/memory/demo/demo-clock';
import { userFromDemo } from '../../src/infrastructure/memory/demo/demo-mappers';
import type { DemoMarketplace } from '../../src/infrastructure/memory/demo/demo-marketplace';
import { createDemoRuntime } from '../../src/infrastructure/memory/demo/demo-runtime';
import { DEMO_CUSTOMER } from '../../src/infrastructure/memory/demo/demo-seed';
import { LocalStorageSessionStore } from '../../src/infrastructure/storage/local-storage-session-store';
import type { RunningLocalApi } from '../../local-api/start-local-api';
import { localApiPerTest } from '../support/local-api';
import { call, signInDemo } from './local-api-fixture';

/**
 * The server's load record carries each stop's county as `pickup_state_name` and
 * `delivery_state_name`; the local API's does too, so in HTTP mode a recent address taken from a
 * listed load keeps its county and a publish from it never sends the county empty.
 */

const serve = localApiPerTest();
const marketplaces: DemoMarketplace[] = [];
afterEach(() => marketplaces.splice(0).forEach((m) => m.dispose()));

async function start(): Promise<{ api: RunningLocalApi; marketplace: DemoMarketplace }> {
  const clock = new DemoClock();
  const marketplace = createDemoRuntime({ storage: null, clock });
  marketplaces.push(marketplace);
  return { api: await serve({ marketplace, clock }), marketplace };
}

const PICKUP = '12 Wellington Street, Leeds LS1 4AB';
const DELIVERY = '4 Deansgate, Manchester M3 2BY';

/** A manual load as the portal sends it, both addresses picked from the suggestions. */
function pickedLoadForm(): FormData {
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const dmy = [tomorrow.getDate(), tomorrow.getMonth() + 1, tomorrow.getFullYear()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  const form = new FormData();
  for (const [name, value] of [
    ['pickup_address', PICKUP],
    ['pickup_date', dmy],
    ['pickup_time', '09:30'],
    ['delivery_address', DELIVERY],
    ['load_weight', '250.5'],
    ['load_count', '4'],
    ['pickup_latitude', '53.797'],
    ['pickup_longitude', '-1.548'],
    ['pickup_zipcode', 'LS1 4AB'],
    ['pickup_city_name', 'Leeds'],
    ['pickup_state_name', 'West Yorkshire'],
    ['delivery_latitude', '53.48'],
    ['delivery_longitude', '-2.245'],
    ['delivery_zipcode', 'M3 2BY'],
    ['delivery_city_name', 'Manchester'],
    ['delivery_state_name', 'Greater Manchester'],
    ['is_auto_load', '0'],
    ['load_type_id', '2'],
    ['load_type', 'Pallets'],
    ['load_preferred_vehicle_id', '2'],
    ['allow_external_driver_to_bid', '0'],
  ] as const) {
    form.append(name, value);
  }
  return form;
}

interface LoadRecord {
  id: number;
  pickup_state_name?: unknown;
  delivery_state_name?: unknown;
}

async function publish(api: RunningLocalApi, token: string): Promise<number> {
  const stored = await call<{ data: { id: number } }>(api, 'POST', '/customer/loads/store', {
    token,
    body: pickedLoadForm(),
  });
  expect(stored.status).toBe(200);
  return stored.body.data.id;
}

describe('local API: a load record names the county of each stop', () => {
  it('a load published with counties lists them back as pickup_state_name and delivery_state_name', async () => {
    const { api } = await start();
    const token = await signInDemo(api);
    const id = await publish(api, token);
    const listed = await call<{ message: { items: LoadRecord[] } }>(
      api,
      'POST',
      '/customer/loads/list',
      { token, body: new URLSearchParams({ q: 'Wellington', page: '1', per_page: '10' }) },
    );
    const record = listed.body.message.items.find((item) => item.id === id);
    expect(record).toMatchObject({
      pickup_state_name: 'West Yorkshire',
      delivery_state_name: 'Greater Manchester',
    });

    const detail = await call<{ data: LoadRecord }>(api, 'POST', '/customer/loads/detail', {
      token,
      body: new URLSearchParams({ load_id: String(id) }),
    });
    expect(detail.body.data).toMatchObject({
      pickup_state_name: 'West Yorkshire',
      delivery_state_name: 'Greater Manchester',
    });
  });

  it('every seeded load carries both counties, as the server does', async () => {
    const { api } = await start();
    const token = await signInDemo(api);
    const active = await call<{ data: LoadRecord[] }>(api, 'GET', '/customer/active-loads', {
      token,
    });
    expect(active.body.data.length).toBeGreaterThan(0);
    for (const record of active.body.data) {
      expect(typeof record.pickup_state_name).toBe('string');
      expect(typeof record.delivery_state_name).toBe('string');
      expect(String(record.pickup_state_name).trim()).not.toBe('');
      expect(String(record.delivery_state_name).trim()).not.toBe('');
    }
  });
});

describe('HTTP mode: a recent address from a listed load keeps its county', () => {
  it('the HTTP load repository over the local API gives recent addresses with their county', async () => {
    const { api, marketplace } = await start();
    const token = await signInDemo(api);
    await publish(api, token);
    const dana = marketplace.read((s) => s.users.find((u) => u.email === DEMO_CUSTOMER.email));
    if (!dana) throw new Error('the demo customer is missing');
    const session = new LocalStorageSessionStore(null);
    session.signIn(userFromDemo(dana), token);
    const loads = new HttpLoadRepository(createHttpClient(api.apiBaseUrl, session));

    const book = await new ShipperPastAddresses(loads, session).read();

    const byAddress = new Map(book.entries('').map((entry) => [entry.address, entry.place]));
    expect(byAddress.get(PICKUP)).toMatchObject({
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
    });
    expect(byAddress.get(DELIVERY)).toMatchObject({
      cityName: 'Manchester',
      stateName: 'Greater Manchester',
    });
    for (const entry of book.entries('')) {
      if (!entry.fromProfile) expect(entry.place?.stateName ?? '').not.toBe('');
    }
  });
});
