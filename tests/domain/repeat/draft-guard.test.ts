import { describe, expect, it } from 'vitest';
import { EMPTY_LOAD_FORM, type LoadFormValues } from '../../../src/domain/load/load-form-rules';
import { draftHasInput } from '../../../src/domain/repeat/draft-guard';

const draft = (values: Partial<LoadFormValues> = {}, attachmentNames: string[] = []) => ({
  values: { ...EMPTY_LOAD_FORM, ...values },
  attachmentNames,
});

describe('the draft guard (Replace your draft?)', () => {
  it('finds nothing in an empty form, nor in one holding only spaces', () => {
    expect(draftHasInput(draft())).toBe(false);
    expect(draftHasInput(draft({ pickupAddress: '   ', instructions: '\n', weight: ' ' }))).toBe(
      false,
    );
  });

  it.each<[string, Partial<LoadFormValues>]>([
    ['a pickup address', { pickupAddress: 'Leeds' }],
    ['a delivery address', { deliveryAddress: 'York' }],
    [
      'a picked place',
      {
        pickupPlace: {
          latitude: 1,
          longitude: 1,
          cityName: 'Leeds',
          stateName: '',
          zipcode: 'LS1',
        },
      },
    ],
    ['a pickup date', { pickupDate: '2026-03-04' }],
    ['a pickup time', { pickupTime: '09:00' }],
    ['a delivery date', { deliveryDate: '2026-03-05' }],
    ['a delivery time', { deliveryTime: '10:00' }],
    ['a weight', { weight: '12' }],
    ['a number of items', { itemCount: '3' }],
    ['a load type', { loadTypeId: 2 }],
    ['a vehicle', { vehicleId: 4 }],
    ['special instructions', { instructions: 'Fragile' }],
  ])('finds %s', (_, values) => {
    expect(draftHasInput(draft(values))).toBe(true);
  });

  it('finds an attached file', () => {
    expect(draftHasInput(draft({}, ['photo.png']))).toBe(true);
  });
});
