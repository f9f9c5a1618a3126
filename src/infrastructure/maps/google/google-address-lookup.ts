import type {
  AddressLookup,
  AddressLookupSession,
  AddressResult,
  AddressSuggestion,
} from '../../../application/ports/address-lookup.port';
import { loadGoogleLibrary } from './google-maps-loader';

// The parts of google.maps.places (Places API (New): AutocompleteSuggestion + Place) used here.

/** An opaque `google.maps.places.AutocompleteSessionToken`. */
export type GoogleSessionToken = object;

export interface GoogleFormattableText {
  readonly text: string;
}

export interface GoogleLatLng {
  lat(): number;
  lng(): number;
}

export interface GoogleAddressComponent {
  readonly longText: string | null;
  readonly shortText: string | null;
  readonly types: readonly string[];
}

export interface GooglePlace {
  readonly formattedAddress?: string | null;
  readonly location?: GoogleLatLng | null;
  readonly addressComponents?: readonly GoogleAddressComponent[] | null;
  fetchFields(request: { fields: string[] }): Promise<{ place: GooglePlace }>;
}

export interface GooglePlacePrediction {
  readonly placeId: string;
  readonly text: GoogleFormattableText;
  readonly mainText: GoogleFormattableText | null;
  readonly secondaryText: GoogleFormattableText | null;
  /** The returned Place carries the request's session token into its first fetchFields call. */
  toPlace(): GooglePlace;
}

export interface GoogleAutocompleteRequest {
  input: string;
  sessionToken: GoogleSessionToken;
  includedRegionCodes: string[];
  region: string;
  language: string;
}

export interface GooglePlacesLibrary {
  AutocompleteSessionToken: new () => GoogleSessionToken;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: GoogleAutocompleteRequest): Promise<{
      suggestions: readonly { readonly placePrediction: GooglePlacePrediction | null }[];
    }>;
  };
  Place: new (options: { id: string }) => GooglePlace;
}

export type GooglePlacesLoader = (
  apiKey: string,
  library: 'places',
) => Promise<GooglePlacesLibrary>;

/** Suggestions start at 3 typed characters (the pause after typing lives in the presentation). */
const MIN_QUERY_LENGTH = 3;
const UK_REGION = 'gb';
const PLACE_FIELDS = ['formattedAddress', 'location', 'addressComponents'];

/**
 * Google adapter for address lookup, used when a Maps key is configured, on the Places API (New):
 * `AutocompleteSuggestion.fetchAutocompleteSuggestions` restricted to the UK with
 * `includedRegionCodes: ['gb']`, and `Place.fetchFields` for the details. Each session owns one
 * `AutocompleteSessionToken`, shared by its autocomplete requests and the details request that
 * concludes it (Google passes the token on through `PlacePrediction.toPlace()`).
 */
export class GoogleAddressLookup implements AddressLookup {
  /** Google's terms ask for this attribution under Places suggestions shown without a Google map. */
  readonly attribution = 'Powered by Google';
  private library: Promise<GooglePlacesLibrary> | null = null;

  constructor(
    private readonly apiKey: string,
    private readonly load: GooglePlacesLoader = loadGoogleLibrary,
  ) {}

  startSession(): AddressLookupSession {
    return new GoogleAddressLookupSession(() => this.places());
  }

  private places(): Promise<GooglePlacesLibrary> {
    this.library ??= this.load(this.apiKey, 'places').catch((error: unknown) => {
      this.library = null; // let a later lookup retry a failed script load
      throw error;
    });
    return this.library;
  }
}

class GoogleAddressLookupSession implements AddressLookupSession {
  private token: GoogleSessionToken | null = null;
  private readonly predictions = new Map<string, GooglePlacePrediction>();

  constructor(private readonly places: () => Promise<GooglePlacesLibrary>) {}

  async suggest(query: string): Promise<readonly AddressSuggestion[]> {
    const input = query.trim();
    if (input.length < MIN_QUERY_LENGTH) return [];
    const places = await this.places();
    this.token ??= new places.AutocompleteSessionToken();
    const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input,
      sessionToken: this.token,
      includedRegionCodes: [UK_REGION],
      region: UK_REGION,
      language: 'en-GB',
    });
    const result: AddressSuggestion[] = [];
    for (const { placePrediction } of suggestions) {
      if (!placePrediction) continue;
      this.predictions.set(placePrediction.placeId, placePrediction);
      result.push({
        id: placePrediction.placeId,
        primary: placePrediction.mainText?.text ?? placePrediction.text.text,
        secondary: placePrediction.secondaryText?.text ?? '',
      });
    }
    return result;
  }

  async resolve(suggestion: AddressSuggestion): Promise<AddressResult> {
    const places = await this.places();
    // A prediction from this session carries its session token; an id from elsewhere is looked
    // up on its own (billed without a session).
    const prediction = this.predictions.get(suggestion.id);
    const target = prediction ? prediction.toPlace() : new places.Place({ id: suggestion.id });
    const { place } = await target.fetchFields({ fields: [...PLACE_FIELDS] });
    // The details request concludes the Places session: later searches start a new one.
    this.token = null;
    this.predictions.clear();
    return toAddressResult(place, suggestion);
  }
}

function toAddressResult(place: GooglePlace, suggestion: AddressSuggestion): AddressResult {
  const location = place.location;
  if (!location) throw new Error(`Google returned no location for place ${suggestion.id}`);
  const components = place.addressComponents ?? [];
  const component = (...types: string[]): string => {
    for (const type of types) {
      const found = components.find((c) => c.types.includes(type));
      const text = found?.longText ?? found?.shortText;
      if (text) return text;
    }
    return '';
  };
  const fallbackAddress = [suggestion.primary, suggestion.secondary].filter(Boolean).join(', ');
  return {
    address: place.formattedAddress || fallbackAddress,
    latitude: location.lat(),
    longitude: location.lng(),
    cityName: component('locality', 'postal_town'),
    zipcode: component('postal_code'),
    stateName: component('administrative_area_level_1'),
    isFromDropdown: true,
  };
}
