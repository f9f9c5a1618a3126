import { describe, expect, it } from 'vitest';
import { recentAddresses, RECENT_FROM_LOADS } from '../../../src/domain/repeat/recent-addresses';
import { aLoad } from '../my-loads/load-fixture';

const PROFILE = '1 Wellington Place, Leeds LS1 4AP';

const load = (
  day: number,
  pickupAddress: string,
  deliveryAddress: string,
  createdAt: string | null = `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`,
) => aLoad({ id: day, createdAt, pickupAddress, deliveryAddress });

const texts = (list: ReturnType<typeof recentAddresses>) => list.map((r) => r.address);

describe('recent addresses', () => {
  it('lists distinct addresses of past loads, newest load first, pickup before delivery, then the profile', () => {
    const loads = [
      load(1, 'Depot, Leeds LS9 0SG', '48 Broad Street, Birmingham B1 2HF'),
      load(3, 'Depot, Leeds LS9 0SG', '14 Clifton Moor, York YO30 4WY'),
      load(2, 'depot,  LEEDS ls9 0sg', '48 Broad Street, Birmingham B1 2HF'),
    ];
    const recent = recentAddresses(loads, PROFILE);
    expect(texts(recent)).toEqual([
      'Depot, Leeds LS9 0SG',
      '14 Clifton Moor, York YO30 4WY',
      '48 Broad Street, Birmingham B1 2HF',
      PROFILE,
    ]);
    expect(recent.map((r) => r.fromProfile)).toEqual([false, false, false, true]);
  });

  it('takes at most 5 from the loads, plus the profile address: 6 at most', () => {
    const loads = Array.from({ length: 6 }, (_, i) =>
      load(i + 1, `${i} Pick Street, Leeds`, `${i} Drop Street, York`),
    );
    const recent = recentAddresses(loads, PROFILE);
    expect(recent).toHaveLength(RECENT_FROM_LOADS + 1);
    expect(texts(recent)).toEqual([
      '5 Pick Street, Leeds',
      '5 Drop Street, York',
      '4 Pick Street, Leeds',
      '4 Drop Street, York',
      '3 Pick Street, Leeds',
      PROFILE,
    ]);
    expect(recentAddresses(loads, null)).toHaveLength(RECENT_FROM_LOADS);
  });

  it('does not list the profile address twice, nor count it among the five', () => {
    const loads = [load(2, PROFILE.toUpperCase(), 'A, York'), load(1, 'B, Hull', 'C, Leeds')];
    expect(texts(recentAddresses(loads, ` ${PROFILE} `))).toEqual([
      'A, York',
      'B, Hull',
      'C, Leeds',
      PROFILE,
    ]);
  });

  it('puts loads without a date after dated ones, in the order given, and skips blank addresses', () => {
    const loads = [load(9, 'Old, Hull', '', null), load(1, 'Dated, York', ' ')];
    expect(texts(recentAddresses(loads, ''))).toEqual(['Dated, York', 'Old, Hull']);
  });

  it('filters case-insensitively anywhere in the address, over every past address', () => {
    const loads = Array.from({ length: 6 }, (_, i) =>
      load(i + 1, `${i} Pick Street, Leeds`, `${i} Drop Street, York`),
    );
    expect(texts(recentAddresses(loads, PROFILE, '0 drop'))).toEqual(['0 Drop Street, York']);
    expect(texts(recentAddresses(loads, PROFILE, 'WELLINGTON'))).toEqual([PROFILE]);
    expect(texts(recentAddresses(loads, PROFILE, '  york '))).toHaveLength(5);
    expect(recentAddresses(loads, PROFILE, 'nowhere')).toEqual([]);
  });

  it('gives each address the place a pick would, county included, where the load has it; none for the profile', () => {
    const withPoint = aLoad({
      pickupAddress: 'Depot, Leeds LS9 0SG',
      pickupLocation: { lat: 53.79, lng: -1.5 },
      pickupRegion: 'West Yorkshire',
      deliveryAddress: 'Somewhere, York',
      deliveryLocation: { lat: 53.96, lng: -1.08 },
      deliveryRegion: 'North Yorkshire',
    });
    const [pickup, delivery, profile] = recentAddresses([withPoint], PROFILE);
    expect(pickup?.place).toEqual({
      latitude: 53.79,
      longitude: -1.5,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS9 0SG',
    });
    expect(delivery?.place).toBeNull();
    expect(profile?.place).toBeNull();
  });

  it('leaves an address whose load gave no county to the address lookup: never a place with an empty county', () => {
    const [pickup] = recentAddresses(
      [
        aLoad({
          pickupAddress: 'Depot, Leeds LS9 0SG',
          pickupLocation: { lat: 53.79, lng: -1.5 },
          pickupRegion: null,
        }),
      ],
      null,
    );
    expect(pickup?.address).toBe('Depot, Leeds LS9 0SG');
    expect(pickup?.place).toBeNull();
  });
});
