import { suggestionTyped, typedExactly } from '../../domain/load/address-choice';
import {
  ADDRESS_MIN_CHARS,
  type AddressLookup,
  type AddressResult,
} from '../ports/address-lookup.port';

/**
 * What the lookup made of an address typed and left: the place it spells out, or none, and then
 * whether the lookup had other suggestions to choose from (with none, the field says what to add).
 */
export type TypedAddressMatch =
  | { readonly kind: 'matched'; readonly result: AddressResult }
  | { readonly kind: 'unmatched'; readonly suggested: boolean };

/**
 * An address typed and left without picking a suggestion, looked up as typed: the suggestion it
 * spells out exactly (its one-line text, or the address it resolves to, both compared trimmed and
 * ignoring case) is resolved with its place, as a pick would be. Only one suggestion is resolved:
 * the one whose text was typed, else the first. A failed lookup fails.
 */
export class MatchTypedAddress {
  constructor(private readonly lookup: AddressLookup) {}

  async execute(text: string): Promise<TypedAddressMatch> {
    if (text.trim().length < ADDRESS_MIN_CHARS) return { kind: 'unmatched', suggested: false };
    const session = this.lookup.startSession();
    const suggestions = await session.suggest(text.trim());
    const typed = suggestionTyped(text, suggestions);
    const candidate = typed ?? suggestions[0];
    if (!candidate) return { kind: 'unmatched', suggested: false };
    const result = await session.resolve(candidate);
    return typed || typedExactly(text, result.address)
      ? { kind: 'matched', result }
      : { kind: 'unmatched', suggested: true };
  }
}
