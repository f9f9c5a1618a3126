import type { LoadPlace } from '../load/new-load';
import { checkCoordinate, type MaybeLatLng } from '../shared/geo';
import { readUkPlace } from '../shared/uk-place-text';

/**
 * A past load's stop as if its address had been picked from the suggestions: its coordinates, and
 * the town and postcode read from its address text. Null when any of the three is missing; then
 * the address is kept as text and looked up. A load record carries no county, so the place's
 * stateName stays empty.
 */
export function placeOfStop(address: string, location: MaybeLatLng | null): LoadPlace | null {
  const coordinate = checkCoordinate(location);
  const { town, postcode } = readUkPlace(address);
  if (coordinate.kind !== 'ok' || !town || !postcode) return null;
  return {
    latitude: coordinate.point.lat,
    longitude: coordinate.point.lng,
    cityName: town,
    stateName: '',
    zipcode: postcode,
  };
}
