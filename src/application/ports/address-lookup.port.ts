import { portKey } from './port-key';

/**
 * Address search, UK only; the field asks from 3 characters, after a 300 ms pause (the pause lives
 * in the presentation layer). One `AddressLookupSession` per lookup: the Google adapter maps it to
 * a Places session token, the offline adapter ignores it.
 */
/** The lookup is never asked about fewer typed characters than this. */
export const ADDRESS_MIN_CHARS = 3;

export interface AddressSuggestion {
  /** Opaque id the same adapter can resolve. */
  readonly id: string;
  /** Main line, e.g. "12 High Street" or "Leeds". */
  readonly primary: string;
  /** Context line, e.g. "Leeds, West Yorkshire LS1". */
  readonly secondary: string;
}

/** A picked or typed address with the place details the load needs, in the core's language. */
export interface AddressResult {
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Locality or postal town. */
  readonly cityName: string;
  /** Postcode or postcode district. */
  readonly zipcode: string;
  /** First-level area (county / region). */
  readonly stateName: string;
  /** True when picked from the suggestion list, false when typed freely. */
  readonly isFromDropdown: boolean;
}

export interface AddressLookupSession {
  suggest(query: string): Promise<readonly AddressSuggestion[]>;
  resolve(suggestion: AddressSuggestion): Promise<AddressResult>;
}

/**
 * Address suggestions and places, from Google Places or the built-in gazetteer. Unlike the API's
 * ports, it takes no abort signal: the Maps JavaScript API has no way to cancel a prediction or a
 * place-details request, and the gazetteer answers at once. A caller whose lookup was overtaken
 * (the shipper typed on, or left) drops the answer when it comes.
 */
export interface AddressLookup {
  /**
   * The note under an address field saying where its suggestions come from: 'Powered by Google'
   * (Google's terms ask for it), 'UK address suggestions' offline.
   */
  readonly attribution: string;
  startSession(): AddressLookupSession;
}

export const AddressLookup = portKey<AddressLookup>('AddressLookup');
