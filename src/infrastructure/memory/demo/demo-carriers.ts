import type { GazetteerPlace } from '../../maps/offline/uk-gazetteer';
import {
  COMPANY_NAMES,
  DRIVER_NAMES,
  MORE_COMPANY_NAMES,
  MORE_DRIVER_NAMES,
  VEHICLES,
} from './demo-catalogue';
import type { DemoCarrier } from './demo-state';
import type { SeededRandom } from './demo-random';

/**
 * The seed's carriers: drivers (role 4) on anything from a motorbike to a 7.5 t truck, companies
 * (roles 2 and 3) with vans and bigger; most in the customer's network, some only bidding when
 * external drivers are allowed.
 */
export function seedCarriers(rnd: SeededRandom, towns: readonly GazetteerPlace[]): DemoCarrier[] {
  return [
    ...DRIVER_NAMES.map((name, i) => seedCarrier(rnd, 100 + i, name, 4, towns, i % 3 !== 2)),
    ...COMPANY_NAMES.map((name, i) =>
      seedCarrier(rnd, 200 + i, `${name} Ltd`, i % 2 ? 3 : 2, towns, i % 4 !== 3),
    ),
    ...MORE_DRIVER_NAMES.map((name, i) => seedCarrier(rnd, 300 + i, name, 4, towns, i % 3 !== 2)),
    ...MORE_COMPANY_NAMES.map((name, i) =>
      seedCarrier(rnd, 400 + i, `${name} Ltd`, i % 2 ? 3 : 2, towns, i % 4 !== 3),
    ),
  ];
}

export function canCarry(carrier: DemoCarrier, weightKg: number): boolean {
  const vehicle = VEHICLES.find((v) => v.id === carrier.vehicleId);
  return Boolean(vehicle && vehicle.loadCapacity >= weightKg);
}

/** One carrier: a driver's vehicle carries up to 2.8 t, a company's from a medium van up. */
export function seedCarrier(
  rnd: SeededRandom,
  id: number,
  name: string,
  roleId: DemoCarrier['roleId'],
  towns: readonly GazetteerPlace[],
  inNetwork: boolean,
): DemoCarrier {
  const home = rnd.pick(towns);
  const vehicle = roleId === 4 ? rnd.pick(VEHICLES.slice(0, 5)) : rnd.pick(VEHICLES.slice(2));
  const slug = name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return {
    id,
    name,
    roleId,
    phone: `07700 9${String(rnd.int(0, 99_999)).padStart(5, '0')}`,
    email: `${slug}@carriers.test`,
    rating: Math.round((3.4 + rnd.next() * 1.6) * 100) / 100,
    ratingCount: rnd.int(3, 240),
    vehicleId: vehicle.id,
    registrationNumber: `${rnd.letters(2)}${rnd.int(10, 74)} ${rnd.letters(3)}`,
    inNetwork,
    home: { lat: home.lat, lng: home.lng },
  };
}
