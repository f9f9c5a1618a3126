import type { LoadPlace } from '../load/new-load';
import { checkCoordinate, type MaybeLatLng } from '../shared/geo';
import { readUkPlace } from '../shared/uk-place-text';

/**
 * A past load's stop as if its address had been picked from the suggestions: its coordinates, its
 * county, and the town and postcode read from its address text. Null when any of them is missing;
 * then the address is kept as text and resolved through the address lookup, as a typed one is, so
 * a load is never published with a county left empty that the lookup would have known.
 */
export function placeOfStop(
  address: string,
  location: MaybeLatLng | null,
  region: string | null,
): LoadPlace | null {
  const coordinate = checkCoordinate(location);
  const { town, postcode } = readUkPlace(address);
  const county = region?.trim() ?? '';
  if (coordinate.kind !== 'ok' || !town || !postcode || !county) return null;
  return {
    latitude: coordinate.point.lat,
    longitude: coordinate.point.lng,
    cityName: town,
    stateName: county,
    zipcode: postcode,
  };
}
