import { describe, expect, it } from 'vitest';
import {
  loadCreateFields,
  loadTypesFromDto,
  publishedLoadFromDto,
  toLoadCreateFormData,
  vehiclesFromDto,
} from '../../../src/infrastructure/http/create-job/load-create.serialization';
import type { NewLoad } from '../../../src/domain/load/new-load';
import { AppError } from '../../../src/domain/shared/app-error';
import { pdfFile, pngFile } from '../../support/create-job/create-job-fakes';

const MANUAL: NewLoad = {
  mode: 'manual',
  pickup: {
    address: '12 Wellington Street, Leeds LS1',
    place: {
      latitude: 53.797,
      longitude: -1.548,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS1 4AB',
    },
  },
  delivery: {
    address: '4 Deansgate, Manchester M3',
    place: {
      latitude: 53.48,
      longitude: -2.245,
      cityName: 'Manchester',
      stateName: 'Greater Manchester',
      zipcode: 'M3 2BW',
    },
  },
  pickupDate: '2026-03-03',
  pickupTime: '09:05',
  deliveryDate: '2026-03-04',
  deliveryTime: '17:45',
  weightKg: 250.5,
  itemCount: 4,
  instructions: 'Ring ahead',
  loadType: { id: 2, name: 'Pallets' },
  vehicleId: 5,
  allowExternalDrivers: true,
  attachments: [],
};

describe('load create payload, field by field', () => {
  const fields = Object.fromEntries(loadCreateFields(MANUAL));

  it.each([
    ['pickup_address', '12 Wellington Street, Leeds LS1'],
    ['pickup_date', '03-03-2026'],
    ['pickup_time', '09:05'],
    ['delivery_address', '4 Deansgate, Manchester M3'],
    ['delivery_date', '04-03-2026'],
    ['delivery_time', '17:45'],
    ['load_weight', '250.5'],
    ['load_count', '4'],
    ['load_instruction', 'Ring ahead'],
    ['pickup_latitude', '53.797'],
    ['pickup_longitude', '-1.548'],
    ['pickup_zipcode', 'LS1 4AB'],
    ['pickup_city_name', 'Leeds'],
    ['pickup_state_name', 'West Yorkshire'],
    ['delivery_latitude', '53.48'],
    ['delivery_longitude', '-2.245'],
    ['delivery_zipcode', 'M3 2BW'],
    ['delivery_city_name', 'Manchester'],
    ['delivery_state_name', 'Greater Manchester'],
    ['is_auto_load', '0'],
    ['load_type_id', '2'],
    ['load_type', 'Pallets'],
    ['load_preferred_vehicle_id', '5'],
    ['allow_external_driver_to_bid', '1'],
  ])('%s = %j', (name, value) => {
    expect(fields[name]).toBe(value);
  });

  it('sends exactly those fields, each once', () => {
    const names = loadCreateFields(MANUAL).map(([name]) => name);
    expect(names).toHaveLength(24);
    expect(new Set(names).size).toBe(24);
  });

  it('sends is_auto_load "1", no vehicle and external drivers 0 for an auto load', () => {
    const auto = Object.fromEntries(
      loadCreateFields({ ...MANUAL, mode: 'auto', vehicleId: null, allowExternalDrivers: false }),
    );
    expect(auto.is_auto_load).toBe('1');
    expect(auto).not.toHaveProperty('load_preferred_vehicle_id');
    expect(auto.allow_external_driver_to_bid).toBe('0');
  });

  it('leaves out what was not given: delivery date and time, location of a typed address, load type', () => {
    const sparse = Object.fromEntries(
      loadCreateFields({
        ...MANUAL,
        deliveryDate: null,
        deliveryTime: null,
        delivery: { address: 'Somewhere typed', place: null },
        loadType: null,
      }),
    );
    for (const name of [
      'delivery_date',
      'delivery_time',
      'delivery_latitude',
      'delivery_zipcode',
      'load_type_id',
      'load_type',
    ]) {
      expect(sparse).not.toHaveProperty(name);
    }
    expect(sparse.delivery_address).toBe('Somewhere typed');
    expect(sparse.pickup_latitude).toBe('53.797');
  });

  it('builds multipart with every file as load_attachments[]', async () => {
    const body = await toLoadCreateFormData({
      ...MANUAL,
      attachments: [pngFile('a.png'), pdfFile('b.pdf')],
    });
    const files = body.getAll('load_attachments[]');
    expect(files.map((f) => (f instanceof File ? [f.name, f.type] : f))).toEqual([
      ['a.png', 'image/png'],
      ['b.pdf', 'application/pdf'],
    ]);
    expect(body.get('pickup_date')).toBe('03-03-2026');
  });

  it('copies an upload that is not a Blob into one of its declared type', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const upload = {
      name: 'plain.pdf',
      type: 'application/pdf',
      size: bytes.length,
      slice: () => ({ arrayBuffer: async () => bytes.buffer }),
    };
    const body = await toLoadCreateFormData({ ...MANUAL, attachments: [upload] });
    const sent = body.get('load_attachments[]');
    expect(sent instanceof File && sent.name).toBe('plain.pdf');
    expect(sent instanceof File && new Uint8Array(await sent.arrayBuffer())).toEqual(bytes);
  });
});

describe('store response', () => {
  it('reads the created id from data.id or data.load.id, and its number when sent', () => {
    expect(publishedLoadFromDto({ data: { id: 77, load_no: 'BH-77' } })).toEqual({
      id: 77,
      loadNo: 'BH-77',
    });
    expect(publishedLoadFromDto({ data: { id: 77 } })).toEqual({ id: 77, loadNo: null });
    expect(publishedLoadFromDto({ data: { load: { id: '78' } } })).toEqual({
      id: 78,
      loadNo: null,
    });
    expect(publishedLoadFromDto({ message: 'ok' })).toEqual({ id: null, loadNo: null });
  });

  it('reads an id that names no load (0, text, a fraction) as no id, not a /bids?load=0 to open', () => {
    for (const id of [0, '0', 'abc', 7.5, -2])
      expect(publishedLoadFromDto({ data: { id } })).toEqual({ id: null, loadNo: null });
  });

  it('treats errors without a load as a refusal', () => {
    expect(() =>
      publishedLoadFromDto({ message: 'Invalid', errors: { pickup_date: ['Bad'] } }),
    ).toThrow(AppError);
    try {
      publishedLoadFromDto({ message: 'Invalid', errors: { pickup_date: ['Bad'] } });
    } catch (error) {
      expect(error).toMatchObject({
        kind: 'validation',
        serverMessage: 'Invalid',
        fieldErrors: { pickup_date: ['Bad'] },
      });
    }
  });
});

describe('vehicles and load types', () => {
  it('reads vehicles defensively', () => {
    expect(
      vehiclesFromDto([
        { id: 1, name: 'Van', load_capacity: '600' },
        { id: 2, name: 'Bike' },
        { name: 'no id' },
        'junk',
      ]),
    ).toEqual([
      { id: 1, name: 'Van', loadCapacity: 600 },
      { id: 2, name: 'Bike', loadCapacity: null },
    ]);
  });

  it('reads load types defensively', () => {
    expect(loadTypesFromDto([{ id: '3', name: 'Furniture' }, { id: 4 }, null])).toEqual([
      { id: 3, name: 'Furniture' },
    ]);
  });
});
