import { formatNumber } from '../shared/number-text';
import type { Vehicle } from './load';

/**
 * The chosen vehicle's load capacity (kg) when the weight typed is over it; null with no
 * vehicle, no known capacity, or no weight to compare. Over it is a warning, not an error: the
 * shipper may know the load better than the list does, and drivers still see the job.
 */
export function capacityExceeded(weight: string, vehicle: Vehicle | undefined): number | null {
  const capacity = vehicle?.loadCapacity ?? null;
  const text = weight.trim();
  if (capacity === null || !(capacity > 0) || text === '') return null;
  const kg = Number(text);
  return Number.isFinite(kg) && kg > capacity ? capacity : null;
}

/** The warning under the weight: "Over this vehicle's 25 kg limit". */
export function overCapacityText(capacityKg: number): string {
  return `Over this vehicle's ${formatNumber(capacityKg, 0, 3)} kg limit`;
}
