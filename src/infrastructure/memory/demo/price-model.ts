/**
 * The demo's price model: GBP amounts that grow with road distance and weight, with a spread
 * between bidders. Road distance is the straight line times a winding factor.
 */
export const ROAD_FACTOR = 1.25;
const BASE_FEE = 35;
const PER_KM = 0.95;
const PER_KG = 0.06;

export function roadDistanceKm(straightLineKm: number): number {
  return straightLineKm * ROAD_FACTOR;
}

/** The reference price for a job; `spread` (e.g. 0.9–1.2) is the bidder's own margin. */
export function quotePrice(roadKm: number, weightKg: number, spread = 1): number {
  const price = (BASE_FEE + PER_KM * Math.max(0, roadKm) + PER_KG * Math.max(0, weightKg)) * spread;
  return Math.round(price * 100) / 100;
}
