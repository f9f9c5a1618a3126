import { describe, expect, it } from 'vitest';
import { bidFromDto } from '../../../src/infrastructure/http/bids/bid.serialization';
import { loadFromDto } from '../../../src/infrastructure/http/load.serialization';
import {
  tripFromDto,
  tripGroupsFromDto,
} from '../../../src/infrastructure/http/trips/trip.serialization';

/** File addresses are not what these tests are about: kept as sent. */
const asSent = (address: string | null) => address;

/** Ids a server might send that identify nothing: none, text, a fraction, zero, below zero. */
const UNUSABLE = [undefined, null, '', 'abc', 'BH-12', 12.5, 0, -3, Number.NaN, {}];

describe('record ids from the API (a record without a usable id stays its own record)', () => {
  it('reads a positive whole number, or its digits, as the id', () => {
    expect(loadFromDto({ id: 12 }, asSent).id).toBe(12);
    expect(loadFromDto({ id: '12' }, asSent).id).toBe(12);
    expect(bidFromDto({ id: 7 }, asSent).id).toBe(7);
    expect(tripFromDto({ id: '31' }, asSent).id).toBe(31);
  });

  it.each(UNUSABLE)('reads id %j as no id, never 0 or NaN', (id) => {
    expect(loadFromDto({ id }, asSent).id).toBeNull();
    expect(bidFromDto({ id }, asSent).id).toBeNull();
    expect(tripFromDto({ id }, asSent).id).toBeNull();
  });

  it('does not name a load or a trip without an id after a made-up one', () => {
    const load = loadFromDto({ pickup_address: 'Leeds' }, asSent);
    expect(load.loadNo).not.toMatch(/\d/);
    expect(load.displayId).not.toMatch(/\d/);
    expect(tripFromDto({}, asSent).reference).not.toMatch(/\d/);
    // A load number, when sent, still names it.
    expect(loadFromDto({ load_no: 'BH-77' }, asSent)).toMatchObject({ id: null, loadNo: 'BH-77' });
  });

  it('keeps every trip without an id in its group', () => {
    const groups = tripGroupsFromDto({
      data: { upcoming: [{ reference: 'A' }, { reference: 'B' }] },
    },
      asSent,
    );
    expect(groups.upcoming.map((t) => [t.id, t.reference])).toEqual([
      [null, 'A'],
      [null, 'B'],
    ]);
  });
});
