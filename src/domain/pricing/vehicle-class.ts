import { looseKey } from '../shared/text';

/**
 * The class of a vehicle, from its name: what a carrier's price depends on is the kind of
 * vehicle (a motorbike, a van, a rigid truck, an articulated lorry), not its make or extras, so
 * 'Luton van with tail lift' and 'Small van' are both vans. The order matters: 'Articulated
 * lorry (44 t)' is a lorry before it is anything with a tonnage.
 */
const CLASSES: readonly (readonly [string, RegExp])[] = [
  ['motorbike', /\b(motor ?bike|motorcycle|bike|scooter|moped)\b/],
  ['lorry', /\b(articulated|artic|lorry|hgv|trailer|44 ?t)\b/],
  ['truck', /\b(truck|rigid|tonne|tonnes|\d+(\.\d+)? ?t)\b/],
  ['van', /\b(van|luton|transit|sprinter|minivan)\b/],
  ['car', /\b(car|estate|hatchback)\b/],
];

/**
 * The class of a vehicle name; a name of no known class is its own class (compared by name).
 * Null without a name.
 */
export function vehicleClassOf(name: string | null | undefined): string | null {
  const key = looseKey(name ?? '');
  if (!key) return null;
  const found = CLASSES.find(([, pattern]) => pattern.test(key));
  return found ? found[0] : `name:${key}`;
}

/** Alike when both classes are known and equal; a load without a vehicle rules nothing out. */
export function sameVehicleClass(a: string | null, b: string | null): boolean {
  const classA = vehicleClassOf(a);
  const classB = vehicleClassOf(b);
  return classA === null || classB === null || classA === classB;
}
