import type { Load, LoadType, Vehicle } from '../load/load';
import { EMPTY_LOAD_FORM, type LoadFormValues } from '../load/load-form-rules';
import type { LoadMode } from '../load/new-load';
import { looseKey } from '../shared/text';
import { placeOfStop } from './stop-place';

export type PrefillStop = 'pickup' | 'delivery';

/** The Create Job form filled from a past load ('Post again'), so a repeat job is quick to post. */
export interface LoadPrefill {
  /** The load it was copied from, for 'Copied from BH-10421'. */
  readonly sourceLoadNo: string;
  /** Manual when the load had a vehicle, else Auto. */
  readonly mode: LoadMode;
  /** Dates and times empty: a repeat job is a new job, on a day the shipper chooses. */
  readonly values: LoadFormValues;
  /**
   * Stops whose address is kept as text without a place (no coordinates, town or postcode in the
   * data): the portal looks each up once, and marks it 'Check this address' failing an exact match.
   */
  readonly unresolved: readonly PrefillStop[];
}

/** The load types and vehicles the form offers now; a past choice is kept only if still offered. */
export interface OfferedChoices {
  readonly loadTypes: readonly LoadType[];
  readonly vehicles: readonly Vehicle[];
}

/**
 * The form values from a past load: both addresses (as picked where the data allow), weight,
 * number of items, load type, vehicle and special instructions. Attachments are not copied.
 */
export function prefillFromLoad(load: Load, offered: OfferedChoices): LoadPrefill {
  const pickupPlace = placeOfStop(load.pickupAddress, load.pickupLocation, load.pickupRegion);
  const deliveryPlace = placeOfStop(
    load.deliveryAddress,
    load.deliveryLocation,
    load.deliveryRegion,
  );
  const vehicleName = load.preferredVehicleName?.trim() ?? '';
  const mode: LoadMode = vehicleName ? 'manual' : 'auto';
  const vehicle = vehicleName
    ? offered.vehicles.find((v) => sameName(v.name, vehicleName))
    : undefined;
  const loadType =
    offered.loadTypes.find((t) => t.id === load.loadTypeId) ??
    (load.loadTypeName
      ? offered.loadTypes.find((t) => sameName(t.name, load.loadTypeName ?? ''))
      : undefined);
  const pickupAddress = load.pickupAddress.trim();
  const deliveryAddress = load.deliveryAddress.trim();
  const unresolved: PrefillStop[] = [];
  if (!pickupPlace && pickupAddress) unresolved.push('pickup');
  if (!deliveryPlace && deliveryAddress) unresolved.push('delivery');
  return {
    sourceLoadNo: load.displayId || load.loadNo,
    mode,
    values: {
      ...EMPTY_LOAD_FORM,
      // An address the load was published with counts as chosen, placed or not.
      pickupAddress,
      pickupPlace,
      pickupChosen: pickupAddress !== '',
      deliveryAddress,
      deliveryPlace,
      deliveryChosen: deliveryAddress !== '',
      weight: quantityText(load.weightKg),
      itemCount: quantityText(load.itemCount),
      loadTypeId: loadType?.id ?? null,
      vehicleId: mode === 'manual' ? (vehicle?.id ?? null) : null,
      instructions: load.instructions?.trim() ?? '',
    },
    unresolved,
  };
}

function sameName(a: string, b: string): boolean {
  return looseKey(a) === looseKey(b);
}

/** A number as the form's text field holds it; '' when unknown or not above zero. */
function quantityText(value: number | null): string {
  return value !== null && Number.isFinite(value) && value > 0 ? String(value) : '';
}
