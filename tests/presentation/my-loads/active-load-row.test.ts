import { describe, expect, it } from 'vitest';
import {
  activeLoadRow,
  activeLoadRows,
} from '../../../src/presentation/screens/my-loads/active-load-row';
import { aLoad } from '../../domain/my-loads/load-fixture';

describe('activeLoadRow: what a load row shows on the dashboard and in My Loads', () => {
  it('a load without a usable id offers no way that needs its id', () => {
    expect(activeLoadRow(aLoad({ id: null, loadNo: '' }), 0)).toMatchObject({
      loadNo: 'No job ID',
      idText: 'No ID',
      bidsPath: null,
      detailsPath: null,
    });
    expect(activeLoadRow(aLoad({ id: 7 }), 0)).toMatchObject({
      bidsPath: '/bids?load=7',
      detailsPath: '/history/7',
    });
  });
  it('shows load number, id, each stop by town (else cut to 20 characters), dates, weight, type and vehicle', () => {
    const row = activeLoadRow(
      aLoad({
        id: 10412,
        loadNo: 'BH-10412',
        pickupAddress: '12 Wellington Street, Leeds LS1 4AP',
        deliveryAddress: 'Unit 7 Riverside Way Business Park',
        pickupDate: '2026-03-04',
        pickupTime: '09:30',
        deliveryDate: '2026-03-05',
        deliveryTime: null,
        weightKg: 480.25,
        loadTypeName: 'Pallets',
        preferredVehicleName: 'Luton Van',
        bidCount: 14,
      }),
      0,
    );
    expect(row).toMatchObject({
      loadNo: 'BH-10412',
      idText: 'ID 10412',
      pickup: {
        short: 'Leeds LS1',
        full: '12 Wellington Street, Leeds LS1 4AP',
        shortened: true,
      },
      // No town to read: the spec's cut to 20 characters.
      delivery: {
        short: 'Unit 7 Riverside Way…',
        full: 'Unit 7 Riverside Way Business Park',
        shortened: true,
      },
      pickupDate: '4 Mar 2026',
      pickupWhen: '4 Mar 2026, 09:30',
      deliveryWhen: '5 Mar 2026',
      weight: '480.3 kg',
      loadType: 'Pallets',
      vehicle: 'Luton Van',
      bids: '14 Bids',
      hasBids: true,
      newBids: null,
    });
  });

  it('says what is missing instead of leaving blanks', () => {
    const row = activeLoadRow(
      aLoad({
        pickupAddress: '  ',
        pickupDate: null,
        deliveryDate: null,
        weightKg: null,
        loadTypeName: null,
        preferredVehicleName: null,
        bidCount: 0,
      }),
      0,
    );
    expect(row).toMatchObject({
      pickup: { short: '—', full: '—', shortened: false },
      pickupDate: '—',
      pickupWhen: 'Not set',
      deliveryWhen: 'Not set',
      weight: '—',
      loadType: '—',
      vehicle: 'Any vehicle',
      bids: 'Awaiting bids',
      hasBids: false,
    });
  });

  it('shows an address of 20 characters or fewer whole', () => {
    expect(activeLoadRow(aLoad({ deliveryAddress: 'Deansgate M3' }), 0).delivery).toEqual({
      short: 'Deansgate M3',
      full: 'Deansgate M3',
      shortened: false,
    });
  });

  it('reads one bid in the singular', () => {
    expect(activeLoadRow(aLoad({ bidCount: 1 }), 0).bids).toBe('1 Bid');
  });

  it("says '2 new' beside the badge for bids the shipper has not been shown", () => {
    expect(activeLoadRow(aLoad({ bidCount: 14 }), 2).newBids).toBe('2 new');
    expect(activeLoadRow(aLoad({ bidCount: 14 }), 0).newBids).toBeNull();
  });

  it("gives each row of a list its own load's new bids, none to a load without an id", () => {
    const rows = activeLoadRows(
      [aLoad({ id: 1 }), aLoad({ id: 2 }), aLoad({ id: null })],
      new Map([[1, 3]]),
    );
    expect(rows.map((row) => row.newBids)).toEqual(['3 new', null, null]);
  });
});
