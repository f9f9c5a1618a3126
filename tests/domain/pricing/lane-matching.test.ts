import { describe, expect, it } from 'vitest';
import {
  routeKm,
  sameLane,
  samePlace,
  similarDistance,
} from '../../../src/domain/pricing/priced-route';
import { pricedStop } from '../../../src/domain/pricing/price-subject';
import { sameVehicleClass, vehicleClassOf } from '../../../src/domain/pricing/vehicle-class';
import { BIRMINGHAM, BRISTOL, LEEDS, LINCOLN, withoutPoint } from './priced-job-fixture';

const route = (pickup = LEEDS, delivery = BIRMINGHAM) => ({ pickup, delivery });

describe('the same place', () => {
  it('is the same postcode area when both postcodes are known, whatever the towns say', () => {
    const headingley = pricedStop('1 Otley Road, Headingley, Leeds LS6 3AA', null);
    expect(samePlace(LEEDS, headingley)).toBe(true);
    const bradford = pricedStop('2 Leeds Road, Leeds BD1 1AA', null);
    expect(samePlace(LEEDS, bradford)).toBe(false);
  });

  it('falls back to the town when a postcode is missing, compared loosely', () => {
    const noPostcode = pricedStop('9 Kirkgate, LEEDS', null);
    expect(noPostcode.postcode).toBeNull();
    expect(samePlace(LEEDS, noPostcode)).toBe(true);
    expect(samePlace(BIRMINGHAM, noPostcode)).toBe(false);
  });

  it('is never the same when neither a postcode area nor a town can be compared', () => {
    const unknown = pricedStop('12 High Street', null);
    expect(samePlace(unknown, unknown)).toBe(false);
  });

  it('takes a picked place’s town and postcode before the address text', () => {
    const picked = pricedStop('Somewhere near the ring road', null, {
      cityName: 'Leeds',
      zipcode: 'LS11',
    });
    expect(picked).toMatchObject({ town: 'Leeds', postcode: 'LS11' });
    expect(samePlace(picked, LEEDS)).toBe(true);
  });
});

describe('the same lane', () => {
  it('matches the same pickup and delivery places, by text alone', () => {
    const fromList = route(
      pricedStop('5 Pontefract Lane, Leeds LS9 8AB', null),
      pricedStop('Unit 2, Digbeth, Birmingham B5 6DY', null),
    );
    expect(sameLane(route(), fromList)).toBe(true);
  });

  it('matches a return run (either way round)', () => {
    expect(sameLane(route(), route(BIRMINGHAM, LEEDS))).toBe(true);
  });

  it('does not match when only one end is the same', () => {
    expect(sameLane(route(), route(LEEDS, BRISTOL))).toBe(false);
    expect(sameLane(route(), route(BRISTOL, BIRMINGHAM))).toBe(false);
  });
});

describe('a similar distance', () => {
  it('is within 20% of the subject’s straight-line distance', () => {
    const km = routeKm(route()) ?? 0;
    expect(km).toBeGreaterThan(140);
    expect(km).toBeLessThan(160);
    expect(similarDistance(route(), route(LEEDS, LINCOLN))).toBe(true);
    expect(similarDistance(route(), route(LEEDS, BRISTOL))).toBe(false);
  });

  it('allows 10 km either way on short runs', () => {
    const near = { ...LEEDS, point: { lat: 53.83, lng: -1.5 } };
    const nearer = { ...LEEDS, point: { lat: 53.8, lng: -1.5 } };
    expect(similarDistance(route(LEEDS, nearer), route(LEEDS, near))).toBe(true);
  });

  it('is never similar without coordinates at both ends of both routes', () => {
    expect(routeKm(route(withoutPoint(LEEDS)))).toBeNull();
    expect(similarDistance(route(), route(withoutPoint(LEEDS), BIRMINGHAM))).toBe(false);
    expect(similarDistance(route(withoutPoint(LEEDS)), route())).toBe(false);
  });
});

describe('vehicle classes', () => {
  it.each([
    ['Small van', 'van'],
    ['Luton van with tail lift', 'van'],
    ['Refrigerated van', 'van'],
    ['7.5 tonne truck', 'truck'],
    ['18 tonne rigid', 'truck'],
    ['Articulated lorry (44 t)', 'lorry'],
    ['Motorbike courier', 'motorbike'],
  ])('%s is a %s', (name, vehicleClass) => expect(vehicleClassOf(name)).toBe(vehicleClass));

  it('keeps an unknown name as its own class, and no name as none', () => {
    expect(vehicleClassOf('Cargo bike')).toBe('motorbike');
    expect(vehicleClassOf('Horsebox')).toBe(vehicleClassOf(' horsebox '));
    expect(vehicleClassOf('Horsebox')).not.toBe(vehicleClassOf('Tanker'));
    expect(vehicleClassOf('  ')).toBeNull();
  });

  it('rules nothing out when either load names no vehicle', () => {
    expect(sameVehicleClass('Small van', 'Luton van')).toBe(true);
    expect(sameVehicleClass('Small van', '7.5 tonne truck')).toBe(false);
    expect(sameVehicleClass(null, '7.5 tonne truck')).toBe(true);
    expect(sameVehicleClass('Small van', null)).toBe(true);
  });
});
