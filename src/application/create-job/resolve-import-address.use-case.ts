import { suggestionMatching } from '../../domain/load/address-choice';
import {
  ADDRESS_MIN_CHARS,
  type AddressLookup,
  type AddressResult,
  type AddressSuggestion,
} from '../ports/address-lookup.port';

/**
 * What the lookup made of an imported address: the place of the first suggestion that matches
 * its text, or the suggestions to choose from (perhaps none), with the way to place the one chosen.
 */
export type ImportAddressAnswer =
  | { readonly kind: 'found'; readonly result: AddressResult }
  | {
      readonly kind: 'unmatched';
      readonly suggestions: readonly AddressSuggestion[];
      readonly choose: (suggestion: AddressSuggestion) => Promise<AddressResult>;
    };

/**
 * Places an address read from a sheet: the lookup is asked about its text, UK only as every
 * lookup is, and the first suggestion that matches the text is resolved, as if the shipper had
 * picked it. A failed lookup fails.
 */
export class ResolveImportAddress {
  constructor(private readonly lookup: AddressLookup) {}

  async execute(text: string): Promise<ImportAddressAnswer> {
    const session = this.lookup.startSession();
    const choose = (suggestion: AddressSuggestion) => session.resolve(suggestion);
    if (text.trim().length < ADDRESS_MIN_CHARS)
      return { kind: 'unmatched', suggestions: [], choose };
    const suggestions = await session.suggest(text.trim());
    const match = suggestionMatching(text, suggestions);
    if (!match) return { kind: 'unmatched', suggestions, choose };
    return { kind: 'found', result: await session.resolve(match) };
  }
}
