import type { DemoLoad, DemoState } from './demo-state';

const haystacks = new WeakMap<
  DemoLoad,
  { loadNo: string; pickup: string; delivery: string; carrier: string; text: string }
>();

/**
 * The customer's loads whose number, pickup or delivery address or assigned carrier's name
 * contains `q` (case-insensitive); all of them for an empty query. Lower-cased text is cached per
 * load object and rebuilt when any of its parts changes, so a repeated search over 10,000 loads
 * lower-cases nothing but the query.
 */
export function searchLoads(state: Readonly<DemoState>, ownerId: number, q: string): DemoLoad[] {
  const needle = q.trim().toLowerCase();
  const owned = state.loads.filter((l) => l.ownerId === ownerId);
  if (!needle) return owned;
  const carrierNames = new Map<number, string>(state.carriers.map((c) => [c.id, c.name]));
  return owned.filter((load) => haystackOf(load, carrierNames).includes(needle));
}

function haystackOf(load: DemoLoad, carrierNames: ReadonlyMap<number, string>): string {
  const carrier =
    load.assignedCarrierId === null ? '' : (carrierNames.get(load.assignedCarrierId) ?? '');
  const cached = haystacks.get(load);
  if (
    cached &&
    cached.loadNo === load.loadNo &&
    cached.pickup === load.pickup.address &&
    cached.delivery === load.delivery.address &&
    cached.carrier === carrier
  ) {
    return cached.text;
  }
  // A separator no query contains keeps one field's end from matching with the next's start.
  const text = [load.loadNo, load.pickup.address, load.delivery.address, carrier]
    .join('\u0000')
    .toLowerCase();
  haystacks.set(load, {
    loadNo: load.loadNo,
    pickup: load.pickup.address,
    delivery: load.delivery.address,
    carrier,
    text,
  });
  return text;
}
