import { describe, expect, it } from 'vitest';
import {
  headerKey,
  IMPORT_COLUMNS,
  matchColumns,
  remapColumn,
  unmappedRequired,
  unmappedRequiredMessage,
} from '../../../src/domain/load/import/import-columns';

describe('matching a sheet’s headers to the template’s columns', () => {
  it('matches the template’s own header row exactly', () => {
    expect(matchColumns(IMPORT_COLUMNS)).toEqual([...IMPORT_COLUMNS]);
  });

  it('ignores case, spaces and underscores', () => {
    expect(
      matchColumns(['Pickup Address', 'PICKUP_DATE', ' pickup time ', 'Weight_KG', 'LoadType']),
    ).toEqual(['pickup_address', 'pickup_date', 'pickup_time', 'weight_kg', 'load_type']);
    expect(headerKey('Allow _ External')).toBe('allowexternal');
  });

  it('knows the synonyms: from, collection address, to, drop-off, weight, qty', () => {
    expect(matchColumns(['From', 'To', 'Weight', 'Qty'])).toEqual([
      'pickup_address',
      'delivery_address',
      'weight_kg',
      'items',
    ]);
    expect(matchColumns(['Collection Address', 'Drop-off'])).toEqual([
      'pickup_address',
      'delivery_address',
    ]);
  });

  it('leaves unknown headers, and a second header of a column already taken, unmapped', () => {
    expect(matchColumns(['Notes', 'from', 'Collection address', 'dropoff point'])).toEqual([
      null,
      'pickup_address',
      null,
      null,
    ]);
  });

  it('maps a column once: mapping it elsewhere moves it', () => {
    const mapping = matchColumns(['from', 'to', 'other']);
    expect(remapColumn(mapping, 2, 'pickup_address')).toEqual([
      null,
      'delivery_address',
      'pickup_address',
    ]);
    expect(remapColumn(mapping, 0, null)).toEqual([null, 'delivery_address', null]);
  });
});

describe('required columns left unmapped', () => {
  it('are named in the message, in the template’s order', () => {
    const mapping = matchColumns(['from', 'to', 'pickup date', 'pickup time', 'qty']);
    expect(unmappedRequired(mapping)).toEqual(['weight_kg', 'load_type']);
    expect(unmappedRequiredMessage(mapping)).toBe(
      'Choose the columns that hold: Weight (kg), Load type.',
    );
  });

  it('one missing column is named alone; none missing, no message', () => {
    const all = matchColumns(IMPORT_COLUMNS);
    expect(unmappedRequiredMessage(all)).toBeNull();
    expect(unmappedRequiredMessage(remapColumn(all, 1, null))).toBe(
      'Choose the column that holds: Pickup date.',
    );
  });

  it('vehicle, mode, allow_external and the delivery columns may be left out', () => {
    const mapping = matchColumns([
      'pickup_address',
      'pickup_date',
      'pickup_time',
      'delivery_address',
      'weight_kg',
      'items',
      'load_type',
    ]);
    expect(unmappedRequiredMessage(mapping)).toBeNull();
  });
});
