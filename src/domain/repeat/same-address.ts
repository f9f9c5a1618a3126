import { looseKey } from '../shared/text';

/** A country closing an address line ('…, Leeds LS1 4AP, UK'), which a lookup may add or leave out. */
const CLOSING_COUNTRY =
  / (uk|u k|gb|united kingdom|great britain|england|scotland|wales|northern ireland)$/;

/**
 * Whether two address lines name the same address as written: the same words and numbers, in the
 * same order, whatever their case, accents, punctuation or spacing, with or without a closing
 * country. A looked-up address counts as an exact match of a kept address text only then.
 */
export function sameAddressText(a: string, b: string): boolean {
  const key = (text: string) => looseKey(text).replace(CLOSING_COUNTRY, '');
  const left = key(a);
  return left !== '' && left === key(b);
}
