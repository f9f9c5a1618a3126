import { spentOn } from '../load/history-summary';
import type { Load, Vehicle } from '../load/load';
import type { LoadFormValues } from '../load/load-form-rules';
import type { LoadMode, LoadPlace } from '../load/new-load';
import { checkCoordinate, type MaybeLatLng } from '../shared/geo';
import { readUkPlace } from '../shared/uk-place-text';
import type { PricedJob, PricedStop, PriceSubject } from './priced-route';

/**
 * A stop as the price check sees it. A picked place (the Create Job form) gives its town and
 * postcode; otherwise they are read from the address text, as list data often carry no more.
 */
export function pricedStop(
  address: string,
  location: MaybeLatLng | null,
  place: Pick<LoadPlace, 'cityName' | 'zipcode'> | null = null,
): PricedStop {
  const read = readUkPlace(address);
  const coordinate = checkCoordinate(location);
  return {
    address,
    town: place?.cityName.trim() || read.town,
    postcode: place?.zipcode.trim() || read.postcode,
    point: coordinate.kind === 'ok' ? coordinate.point : null,
  };
}

/** A posted load as the subject of a price check. */
export function priceSubjectOfLoad(load: Load): PriceSubject {
  return {
    id: load.id,
    pickup: pricedStop(load.pickupAddress, load.pickupLocation),
    delivery: pricedStop(load.deliveryAddress, load.deliveryLocation),
    weightKg: positive(load.weightKg),
    vehicleName: load.preferredVehicleName?.trim() || null,
    currencySymbol: load.currencySymbol,
  };
}

/**
 * The Create Job form as the subject ('Smart pricing suggestions'): its vehicle counts in Manual
 * mode only, as only Manual mode sends one. Null until pickup, delivery and a weight are given.
 */
export function priceSubjectOfForm(
  values: LoadFormValues,
  mode: LoadMode | null,
  vehicles: readonly Vehicle[],
): PriceSubject | null {
  const weightKg = positive(Number(values.weight.trim() || NaN));
  if (!values.pickupAddress.trim() || !values.deliveryAddress.trim() || weightKg === null) {
    return null;
  }
  const vehicle =
    mode === 'manual' ? (vehicles.find((v) => v.id === values.vehicleId) ?? null) : null;
  const stop = (address: string, place: LoadPlace | null) =>
    pricedStop(address.trim(), place && { lat: place.latitude, lng: place.longitude }, place);
  return {
    id: null,
    pickup: stop(values.pickupAddress, values.pickupPlace),
    delivery: stop(values.deliveryAddress, values.deliveryPlace),
    weightKg,
    vehicleName: vehicle?.name ?? null,
    currencySymbol: null,
  };
}

/**
 * A past load as a priced job: what it cost the shipper as History counts it (the accepted amount,
 * not for cancelled jobs nor ones still open for bids); null when it cost nothing known.
 */
export function pricedJobOf(load: Load): PricedJob | null {
  const spent = spentOn(load);
  if (!spent || !(spent.amount > 0)) return null;
  return {
    ...priceSubjectOfLoad(load),
    amount: spent.amount,
    currencySymbol: spent.currencySymbol,
  };
}

export function pricedJobsOf(loads: readonly Load[]): PricedJob[] {
  return loads.map(pricedJobOf).filter((job) => job !== null);
}

function positive(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}
