import type {
  AddressLookup,
  AddressLookupSession,
  AddressSuggestion,
} from '../../../application/ports/address-lookup.port';
import { tokenise } from './address-text';
import { indexFor, rankPlaces, type GazetteerIndex } from './gazetteer-index';
import { resolve, toSuggestion, type Choice } from './suggestion-id';
import { typedAddressChoices } from './typed-address';
import { UK_GAZETTEER, type GazetteerPlace } from './uk-gazetteer';

/**
 * Offline address adapter, used without a Maps key: suggestions from the built-in UK gazetteer.
 * Place names and postcode districts are matched case- and punctuation-insensitively; a typed
 * street address ("12 High Street, Leeds", "Unit 4 Canal Road LS12") is offered as typed, placed in
 * the town or postcode district it names. Suggestion ids are self-contained, so sessions hold no
 * state.
 */
export class OfflineAddressLookup implements AddressLookup {
  /** What the shipper reads under the field: what the suggestions are, not how they are made. */
  readonly attribution = 'UK address suggestions';

  constructor(private readonly places: readonly GazetteerPlace[] = UK_GAZETTEER) {}

  startSession(): AddressLookupSession {
    const index = indexFor(this.places);
    return {
      suggest: async (query) => suggest(index, query),
      resolve: async (suggestion) => resolve(index, suggestion),
    };
  }
}

/** Suggestions start at 3 typed characters. */
const MIN_QUERY_LENGTH = 3;
const MAX_SUGGESTIONS = 6;

/** Typed addresses first, then the places whose name or district matches the whole query. */
function suggest(index: GazetteerIndex, query: string): AddressSuggestion[] {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return [];
  const tokens = tokenise(trimmed);
  if (tokens.length === 0) return [];

  const choices: Choice[] = [
    ...typedAddressChoices(index, trimmed, tokens),
    ...rankPlaces(index, tokens.map((t) => t.norm).join(' ')).map((place): Choice => ({
      place,
      zipcode: place.place.postcodeDistrict,
      line: '',
    })),
  ];

  const seen = new Set<string>();
  const suggestions: AddressSuggestion[] = [];
  for (const choice of choices) {
    const suggestion = toSuggestion(choice);
    if (seen.has(suggestion.id)) continue;
    seen.add(suggestion.id);
    suggestions.push(suggestion);
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}
