import { describe, expect, it } from 'vitest';
import {
  HISTORY_CSV_HEADER,
  historyCsvRecord,
  historyRowOf,
} from '../../../src/presentation/screens/history/history-rows';
import { aLoad } from './history-fixtures';

describe('history table rows', () => {
  it('words every column of a completed load', () => {
    expect(
      historyRowOf(aLoad({ id: 10427, itemCount: 1, weightKg: 2150 }), 'id-10427'),
    ).toMatchObject({
      key: 'id-10427',
      jobId: 'BH-10427',
      date: '2 Mar 2026',
      pickup: '12 Wellington Street, Leeds LS1 4AP',
      delivery: '4 Deansgate, Manchester M1 2AB',
      driver: 'Tom Hughes',
      weight: '2,150 kg',
      items: '1 item',
      vehicle: 'Small van',
      badge: { label: 'Completed', tone: 'success' },
      cost: '£250.00',
      hasBids: true,
      hasRoute: true,
      detailsPath: '/history/10427',
      bidsPath: '/history/10427/bids',
      selectBidPath: null,
      postAgainPath: '/create-job?from=10427',
    });
  });

  it('offers a load still open for bids its way to Select a Bid, with or without bids yet', () => {
    const open = { status: 'pending', jobStatus: '', acceptedAmount: null, assignedDriver: null };
    expect(historyRowOf(aLoad({ id: 10412, ...open, bidCount: 14 }), 'id-10412')).toMatchObject({
      badge: { label: 'Pending', tone: 'warning' },
      hasBids: true,
      selectBidPath: '/bids?load=10412',
    });
    expect(historyRowOf(aLoad({ id: 10413, ...open, bidCount: 0 }), 'id-10413')).toMatchObject({
      hasBids: false,
      selectBidPath: '/bids?load=10413',
    });
    for (const status of ['assigned', 'in_progress', 'cancelled'])
      expect(historyRowOf(aLoad({ status, jobStatus: '' }), 'id-1').selectBidPath).toBeNull();
  });

  it("says what is unknown: no driver, no price ('—', never £0.00), no coordinates, no bids", () => {
    const row = historyRowOf(
      aLoad({
        assignedDriver: null,
        assignedCompanyName: null,
        acceptedAmount: null,
        bidCount: 0,
        weightKg: null,
        itemCount: null,
        preferredVehicleName: null,
        pickupLocation: null,
      }),
      'id-10401',
    );
    expect(row).toMatchObject({
      driver: 'Not assigned',
      cost: '—',
      hasBids: false,
      hasRoute: false,
      weight: '—',
      items: '—',
      vehicle: '—',
    });
  });

  it('a load without a usable id keeps its own key and offers nothing that needs its id', () => {
    const row = historyRowOf(
      aLoad({ id: null, loadNo: '', displayId: '', status: 'pending', bidCount: 2 }),
      'at-4',
    );
    expect(row).toMatchObject({
      key: 'at-4',
      jobId: 'No job ID',
      hasBids: true,
      detailsPath: null,
      bidsPath: null,
      selectBidPath: null,
      postAgainPath: null,
      hasRoute: true,
    });
    expect(historyRowOf(aLoad({ id: 12 }), 'id-12')).toMatchObject({
      key: 'id-12',
      detailsPath: '/history/12',
    });
  });

  it('names the company when no driver detail is sent', () => {
    expect(
      historyRowOf(
        aLoad({ assignedDriver: null, assignedCompanyName: 'Severn Valley Haulage Ltd' }),
        'id-10401',
      ).driver,
    ).toBe('Severn Valley Haulage Ltd');
  });

  it('the CSV record has the table’s texts under the table’s column names', () => {
    expect(HISTORY_CSV_HEADER).toHaveLength(10);
    expect(historyCsvRecord(aLoad({ id: 5, currencySymbol: '€', acceptedAmount: 99.5 }))).toEqual([
      'BH-5',
      '2 Mar 2026',
      '12 Wellington Street, Leeds LS1 4AP',
      '4 Deansgate, Manchester M1 2AB',
      'Tom Hughes',
      '480',
      '4',
      'Small van',
      'Completed',
      '€99.50',
    ]);
  });
});
