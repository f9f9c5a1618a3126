import type { PricedJob, PricedStop } from '../../../src/domain/pricing/priced-route';

export const LEEDS: PricedStop = {
  address: 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG',
  town: 'Leeds',
  postcode: 'LS9 0SG',
  point: { lat: 53.7896, lng: -1.5063 },
};
export const BIRMINGHAM: PricedStop = {
  address: '48 Broad Street, Birmingham B1 2HF',
  town: 'Birmingham',
  postcode: 'B1 2HF',
  point: { lat: 52.4776, lng: -1.9103 },
};
/** About as far from Leeds as Birmingham is (~150 km), but another lane. */
export const LINCOLN: PricedStop = {
  address: '3 Market Place, Lincoln LN2 1AA',
  town: 'Lincoln',
  postcode: 'LN2 1AA',
  point: { lat: 52.6, lng: -0.35 },
};
export const BRISTOL: PricedStop = {
  address: '21 Cribbs Causeway, Bristol BS34 5UL',
  town: 'Bristol',
  postcode: 'BS34 5UL',
  point: { lat: 51.5249, lng: -2.5965 },
};

/** A past Leeds → Birmingham job, 480 kg, in a Luton van, for £200; override what a test is about. */
export function aJob(overrides: Partial<PricedJob> = {}): PricedJob {
  return {
    id: 1,
    pickup: LEEDS,
    delivery: BIRMINGHAM,
    weightKg: 480,
    vehicleName: 'Luton van',
    currencySymbol: null,
    amount: 200,
    ...overrides,
  };
}

/** The same stop with its coordinates unknown, as list data often are. */
export function withoutPoint(stop: PricedStop): PricedStop {
  return { ...stop, point: null };
}
