import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLoadFormOptions } from '../../../src/infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../../src/infrastructure/http/create-job/http-load-publisher';
import { AppError } from '../../../src/domain/shared/app-error';
import { signedInSession, pdfFile, pngFile } from '../../support/create-job/create-job-fakes';
import { localApiOverMsw } from '../../support/local-api-bridge';
import { setUpMswServer } from '../../support/msw-server';
import { CONTRACT_LOAD } from './create-job-ports.contract';
import { danaMarketplace } from '../../support/dana-marketplace';
import { NOT_ABORTED } from '../../support/signals';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The local API answers (in process), recording each request as it arrived. */
async function localApi() {
  const api = await localApiOverMsw(BASE, { marketplace: danaMarketplace() });
  closers.push(api.close);
  server.use(api.handler);
  return api;
}

function httpAdapters() {
  const client = createHttpClient(BASE, signedInSession());
  return { publisher: new HttpLoadPublisher(client), options: new HttpLoadFormOptions(client) };
}

describe('POST customer/loads/store over the network (multipart)', () => {
  it('sends multipart with the bearer token, spec field names, DD-MM-YYYY dates, HH:MM times and the files', async () => {
    const api = await localApi();
    const png = pngFile('parcel.png', 120);
    const pdf = pdfFile('note.pdf');
    await httpAdapters().publisher.publish(
      { ...CONTRACT_LOAD, attachments: [png, pdf] },
      { signal: NOT_ABORTED, idempotencyKey: 'test-key' },
    );
    const [call] = api.requests;
    expect(call?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.authorization).toBe('Bearer tok-dana');
    const form = call!.multipart!;
    const text = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    expect(text).toEqual({
      pickup_address: '12 Wellington Street, Leeds LS1',
      pickup_date: '01-12-2026',
      pickup_time: '09:30',
      delivery_address: '4 Deansgate, Manchester M3',
      delivery_date: '01-12-2026',
      delivery_time: '15:00',
      load_weight: '250.5',
      load_count: '4',
      load_instruction: 'Ring ahead',
      pickup_latitude: '53.797',
      pickup_longitude: '-1.548',
      pickup_zipcode: 'LS1',
      pickup_city_name: 'Leeds',
      pickup_state_name: 'West Yorkshire',
      delivery_latitude: '53.48',
      delivery_longitude: '-2.245',
      delivery_zipcode: 'M3',
      delivery_city_name: 'Manchester',
      delivery_state_name: 'Greater Manchester',
      is_auto_load: '0',
      load_type_id: '2',
      load_type: 'Pallets',
      load_preferred_vehicle_id: '2',
      allow_external_driver_to_bid: '1',
    });
    const files = form.getAll('load_attachments[]');
    expect(files).toHaveLength(2);
    const [first, second] = files as File[];
    expect([first?.name, first?.type, first?.size]).toEqual(['parcel.png', 'image/png', 120]);
    expect(new Uint8Array(await first!.arrayBuffer())).toEqual(
      new Uint8Array(await png.arrayBuffer()),
    );
    expect([second?.name, second?.type]).toEqual(['note.pdf', 'application/pdf']);
  });

  it('sends an auto load as is_auto_load "1" with external drivers 0 and no vehicle', async () => {
    const api = await localApi();
    await httpAdapters().publisher.publish(
      {
        ...CONTRACT_LOAD,
        mode: 'auto',
        vehicleId: null,
        allowExternalDrivers: false,
      },
      { signal: NOT_ABORTED, idempotencyKey: 'test-key' },
    );
    const form = api.requests[0]!.multipart!;
    expect(form.get('is_auto_load')).toBe('1');
    expect(form.get('allow_external_driver_to_bid')).toBe('0');
    expect(form.has('load_preferred_vehicle_id')).toBe(false);
    expect(form.getAll('load_attachments[]')).toEqual([]);
  });

  it('turns a 422 into a validation error with the message and field errors', async () => {
    server.use(
      http.post(`${BASE}/customer/loads/store`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { pickup_date: ['The pickup date is not valid.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const error: unknown = await httpAdapters()
      .publisher.publish(CONTRACT_LOAD, { signal: NOT_ABORTED, idempotencyKey: 'test-key' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'validation',
      serverMessage: 'The given data was invalid.',
      fieldErrors: { pickup_date: ['The pickup date is not valid.'] },
    });
  });

  it('keeps a plain-string error payload as the message', async () => {
    server.use(
      http.post(`${BASE}/customer/loads/store`, () =>
        HttpResponse.text('Load limit reached', { status: 400 }),
      ),
    );
    const error: unknown = await httpAdapters()
      .publisher.publish(CONTRACT_LOAD, { signal: NOT_ABORTED, idempotencyKey: 'test-key' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ serverMessage: 'Load limit reached' });
  });

  it('reads data.load_types from the dropdowns call and refuses a malformed body', async () => {
    server.use(http.get(`${BASE}/common/loads/dropdowns`, () => HttpResponse.json({ data: {} })));
    await expect(httpAdapters().options.loadTypes(NOT_ABORTED)).rejects.toMatchObject({
      kind: 'server',
    });
  });
});
