/*
 * How the offline lookup reads typed text: words normalised to lower-case letters and digits,
 * the shapes of UK postcodes, and the words that only name the country.
 */

export interface Token {
  /** Lower-case letters and digits only, diacritics removed. */
  readonly norm: string;
  readonly start: number;
  readonly end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;

export function normaliseWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const norm = normaliseWord(match[0]);
    if (norm !== '') {
      tokens.push({ norm, start: match.index, end: match.index + match[0].length });
    }
  }
  return tokens;
}

/** Outward code (district), e.g. "ls12", "ec1r", "m4". */
export const OUTWARD = /^([a-z]{1,2})\d[a-z\d]?$/;
/** Inward code, e.g. "3ab". */
export const INWARD = /^\d[a-z]{2}$/;
/** A full postcode typed without its space, e.g. "ls123ab". */
export const COMPACT_POSTCODE = /^([a-z]{1,2}\d[a-z\d]?)(\d[a-z]{2})$/;

export const COUNTRY_WORDS = new Set([
  'uk',
  'gb',
  'united',
  'kingdom',
  'great',
  'britain',
  'england',
  'scotland',
  'wales',
  'northern',
  'ireland',
]);

export function tidyLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.\-–—/]+$/u, '')
    .trim();
}
