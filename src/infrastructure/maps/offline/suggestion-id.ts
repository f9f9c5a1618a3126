import type {
  AddressResult,
  AddressSuggestion,
} from '../../../application/ports/address-lookup.port';
import type { GazetteerIndex, IndexedPlace } from './gazetteer-index';
import type { GazetteerPlace } from './uk-gazetteer';

/*
 * A suggestion id carries everything needed to resolve it (place, postcode, typed line), so the
 * offline lookup's sessions keep no state.
 */

/** What a suggestion id encodes: the place, the postcode to show and the typed street line. */
export interface Choice {
  readonly place: IndexedPlace;
  readonly zipcode: string;
  readonly line: string;
}

const ID_PREFIX = 'offline?';

function locality(place: GazetteerPlace): string {
  return place.town === undefined ? place.name : `${place.name}, ${place.town}`;
}

export function toSuggestion({ place, zipcode, line }: Choice): AddressSuggestion {
  const params = new URLSearchParams({ p: String(place.id), z: zipcode, l: line });
  const { name, town, county } = place.place;
  const id = `${ID_PREFIX}${params.toString()}`;
  if (line !== '') return { id, primary: line, secondary: placeAddress(place.place, zipcode) };
  return {
    id,
    primary: name,
    secondary: town === undefined ? `${county} ${zipcode}` : `${town}, ${county} ${zipcode}`,
  };
}

/** "Leeds, West Yorkshire LS1" for a city or town, "Armley, Leeds LS12" for a district. */
function placeAddress(place: GazetteerPlace, zipcode: string): string {
  return `${place.name}, ${place.town ?? place.county} ${zipcode}`;
}

export function resolve(index: GazetteerIndex, suggestion: AddressSuggestion): AddressResult {
  const choice = parseId(index, suggestion.id);
  if (!choice) throw new Error(`Unknown offline address suggestion: ${suggestion.id}`);
  const { place, zipcode, line } = choice;
  const { name, town, county, lat, lng } = place.place;
  const address =
    line !== ''
      ? `${line}, ${locality(place.place)} ${zipcode}`
      : placeAddress(place.place, zipcode);
  return {
    address,
    latitude: lat,
    longitude: lng,
    cityName: town ?? name,
    zipcode,
    stateName: county,
    isFromDropdown: true,
  };
}

function parseId(index: GazetteerIndex, id: string): Choice | undefined {
  if (!id.startsWith(ID_PREFIX)) return undefined;
  const params = new URLSearchParams(id.slice(ID_PREFIX.length));
  const raw = params.get('p') ?? '';
  const place = /^\d+$/.test(raw) ? index.places[Number(raw)] : undefined;
  if (!place) return undefined;
  const zipcode = (params.get('z') ?? '').trim() || place.place.postcodeDistrict;
  return { place, zipcode, line: (params.get('l') ?? '').trim() };
}
