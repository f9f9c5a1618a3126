import { sameAddressText } from '../../domain/repeat/same-address';
import type { AddressLookup, AddressResult } from '../ports/address-lookup.port';

/**
 * The place of an address kept only as text (a past load's stop without coordinates, the profile
 * address), looked up once as if it had been typed: the lookup's first suggestion, taken only when
 * it resolves to the same address as written. Null when there is no such exact match; a failed
 * lookup fails.
 */
export class FindExactAddress {
  constructor(private readonly lookup: AddressLookup) {}

  async execute(text: string): Promise<AddressResult | null> {
    const session = this.lookup.startSession();
    const [first] = await session.suggest(text);
    if (!first) return null;
    const result = await session.resolve(first);
    return sameAddressText(result.address, text) ? result : null;
  }
}
