import { describe, expect, it } from 'vitest';
import {
  forPublishing,
  publishErrorMessage,
  type NewLoad,
} from '../../../src/domain/load/new-load';
import { AppError } from '../../../src/domain/shared/app-error';

const LOAD: NewLoad = {
  mode: 'manual',
  pickup: { address: 'Leeds', place: null },
  delivery: { address: 'York', place: null },
  pickupDate: '2026-03-03',
  pickupTime: '09:30',
  deliveryDate: null,
  deliveryTime: null,
  weightKg: 10,
  itemCount: 1,
  instructions: '',
  loadType: { id: 1, name: 'Parcels' },
  vehicleId: 3,
  allowExternalDrivers: true,
  attachments: [],
};

describe('forPublishing', () => {
  it('keeps a manual load as chosen', () => {
    expect(forPublishing(LOAD)).toBe(LOAD);
  });

  it('publishes an auto load with external drivers not allowed and no vehicle', () => {
    expect(forPublishing({ ...LOAD, mode: 'auto' })).toEqual({
      ...LOAD,
      mode: 'auto',
      allowExternalDrivers: false,
      vehicleId: null,
    });
  });
});

describe('publishErrorMessage (the create-load failure toast)', () => {
  it('puts the server message first, then each field error on its own line', () => {
    const error = AppError.validation('The given data was invalid.', {
      pickup_date: ['The pickup date must be a date after today.'],
      load_attachments: ['A file is too large.', 'Another file is too large.'],
    });
    expect(publishErrorMessage(error)).toBe(
      [
        'The given data was invalid.',
        'The pickup date must be a date after today.',
        'A file is too large.',
        'Another file is too large.',
      ].join('\n'),
    );
  });

  it('shows field errors alone when there is no message', () => {
    expect(publishErrorMessage(AppError.validation('', { load_weight: ['Too heavy.'] }))).toBe(
      'Too heavy.',
    );
  });

  it('shows the plain payload or message when there are no field errors', () => {
    expect(publishErrorMessage(AppError.server('Service busy', 503))).toBe('Service busy');
  });

  it.each([
    ['a server error with no message', AppError.server()],
    ['anything else', new Error('boom')],
  ])('falls back for %s', (_label, error) => {
    expect(publishErrorMessage(error)).toBe('Failed to create load. Please try again.');
  });

  it.each([
    ['timed out', new AppError('timeout')],
    ['lost its connection', new AppError('network')],
    ['met a gateway that gave up (502)', AppError.server(undefined, 502)],
    ['met a gateway that timed out (504)', AppError.server('Gateway Timeout', 504)],
  ])('says plainly that a publish that %s may have gone through', (_label, error) => {
    expect(publishErrorMessage(error)).toBe(
      'We could not confirm the job was published. Check My Loads before trying again.',
    );
  });
});
