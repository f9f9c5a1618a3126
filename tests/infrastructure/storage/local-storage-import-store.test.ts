import { describe, expect, it } from 'vitest';
import type { KeptImport } from '../../../src/application/ports/import-store.port';
import {
  importKeyFor,
  LocalStorageImportStore,
} from '../../../src/infrastructure/storage/local-storage-import-store';
import { LocalStorageWork } from '../../../src/infrastructure/storage/portal-storage';
import { MemoryStorage } from '../../support/memory-storage';

const LOAD = {
  mode: 'manual' as const,
  pickup: {
    address: 'Leeds, West Yorkshire LS1',
    place: {
      latitude: 53.8,
      longitude: -1.55,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS1',
    },
  },
  delivery: { address: 'York', place: null },
  pickupDate: '2026-12-01',
  pickupTime: '09:00',
  deliveryDate: null,
  deliveryTime: null,
  weightKg: 12.5,
  itemCount: 2,
  instructions: 'Fragile',
  loadType: { id: 1, name: 'Parcels' },
  vehicleId: 2,
  allowExternalDrivers: true,
  attachments: [],
};

const KEPT: KeptImport = {
  headers: ['from', 'to'],
  rows: [
    ['Leeds', 'York'],
    ['Bath', 'Derby'],
  ],
  mapping: ['pickup_address', null],
  edits: { 1: { weight_kg: '5' } },
  jobs: [
    {
      row: 0,
      load: LOAD,
      key: 'k-1',
      outcome: { kind: 'published', published: { id: 7, loadNo: 'BH-7' } },
    },
    { row: 1, load: LOAD, key: 'k-2', outcome: null },
    { row: 2, load: LOAD, key: null, outcome: { kind: 'failed', message: 'Refused' } },
    { row: 3, load: LOAD, key: 'k-4', outcome: { kind: 'unconfirmed' } },
  ],
  paused: true,
};

describe('imports kept in localStorage', () => {
  it('reads back what it wrote, for its user only', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageImportStore(storage);
    expect(store.write('dana@example.com', KEPT)).toBe(true);
    expect(store.read('dana@example.com')).toEqual(KEPT);
    expect(store.read('someone@example.com')).toBeNull();
    store.clear('dana@example.com');
    expect(store.read('dana@example.com')).toBeNull();
  });

  it('a damaged or foreign item is no import', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageImportStore(storage);
    for (const raw of [
      'not json',
      JSON.stringify({ version: 99, ...KEPT }),
      JSON.stringify({ version: 1, ...KEPT, mapping: ['nonsense'] }),
      JSON.stringify({ version: 1, ...KEPT, jobs: [{ row: 0, load: { mode: 'fast' } }] }),
    ]) {
      storage.setItem(importKeyFor('dana@example.com'), raw);
      expect(store.read('dana@example.com'), raw).toBeNull();
    }
  });

  it('an import larger than one may be is not taken up: it would freeze the screen on every visit', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageImportStore(storage);
    const wide = Array.from({ length: 200_000 }, (_, i) => `column ${i}`);
    for (const kept of [
      { ...KEPT, headers: wide, mapping: [], jobs: null },
      { ...KEPT, rows: Array.from({ length: 201 }, () => ['Leeds', 'York']) },
    ]) {
      storage.setItem(importKeyFor('dana@example.com'), JSON.stringify({ version: 1, ...kept }));
      expect(store.read('dana@example.com')).toBeNull();
    }
  });

  it('storage that refuses the import says so, and keeps no older copy that would pass for it', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageImportStore(storage);
    store.write('dana@example.com', { ...KEPT, jobs: null });
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(store.write('dana@example.com', KEPT)).toBe(false);
    expect(store.read('dana@example.com')).toBeNull();
    expect(new LocalStorageImportStore(null).write('dana@example.com', KEPT)).toBe(false);
  });

  it('a sign-out forgets it with the rest of the kept work', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageImportStore(storage);
    store.write('dana@example.com', KEPT);
    new LocalStorageWork(storage).clearAll();
    expect(store.read('dana@example.com')).toBeNull();
  });
});
