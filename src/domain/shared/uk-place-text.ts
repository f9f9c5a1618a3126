/**
 * The town and postcode of a UK address, read from its text alone. Lists from the server carry
 * an address as one line ('12 High Street, Leeds LS1 4AP, UK') and not always its city or
 * postcode fields, so the price check and Post again read them from the line.
 */
export interface UkPlaceText {
  /** The town as written ('Leeds'); null when the text shows none. */
  readonly town: string | null;
  /** Upper case with one space ('LS1 4AP'), or an outward code alone ('LS1'); null when none. */
  readonly postcode: string | null;
}

const FULL_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/gi;
const OUTWARD_CODE = /^[A-Z]{1,2}\d[A-Z\d]?$/i;
const COUNTRY =
  /^(uk|u\.k\.|gb|united kingdom|great britain|england|scotland|wales|northern ireland)$/i;
/**
 * Counties and regions that address lines put before the postcode ('Leeds, West Yorkshire LS1'):
 * there the town is the part before. Most end in 'shire'; these are the common others.
 */
const COUNTY =
  /(shire|^greater .+|^county .+|midlands|^merseyside|^tyne and wear|sussex|^kent|^essex|^surrey|^norfolk|^suffolk|^devon|^cornwall|^cumbria|^dorset|^somerset|^rutland|^northumberland|^fife|^highland|glamorgan|^powys|^gwynedd)$/i;

export function readUkPlace(address: string): UkPlaceText {
  const parts = address
    .split(/[,\n]/)
    .map(tidy)
    .filter((part) => part !== '');
  while (parts.length && COUNTRY.test(parts[parts.length - 1] ?? '')) parts.pop();
  const found = findPostcode(parts);
  if (!found)
    return {
      town: townFrom(parts, parts.length - 1, parts[parts.length - 1] ?? ''),
      postcode: null,
    };
  return { town: townFrom(parts, found.part, found.before), postcode: found.postcode };
}

/** The letters that open a postcode: 'LS' of 'LS1 4AP', 'M' of 'M3'. */
export function postcodeAreaOf(postcode: string | null | undefined): string | null {
  const match = /^\s*([A-Z]{1,2})\d/i.exec(postcode ?? '');
  return match?.[1] ? match[1].toUpperCase() : null;
}

interface FoundPostcode {
  readonly part: number;
  /** The part's text before the postcode. */
  readonly before: string;
  readonly postcode: string;
}

/** The last full postcode in the text; else an outward code ending the last of several parts. */
function findPostcode(parts: readonly string[]): FoundPostcode | null {
  for (let i = parts.length - 1; i >= 0; i--) {
    const text = parts[i] ?? '';
    const matches = [...text.matchAll(FULL_POSTCODE)];
    const last = matches[matches.length - 1];
    if (last?.[1] && last[2]) {
      return {
        part: i,
        before: tidy(text.slice(0, last.index)),
        postcode: `${last[1]} ${last[2]}`.toUpperCase(),
      };
    }
  }
  const lastIndex = parts.length - 1;
  const words = (parts[lastIndex] ?? '').split(' ');
  const code = words[words.length - 1] ?? '';
  // An outward code alone is trusted only at the end of a line of several parts ('Armley, Leeds
  // LS12'): in a single part it may as well be a unit or a road ('Unit B1', 'A1').
  if (!OUTWARD_CODE.test(code) || lastIndex === 0) return null;
  return { part: lastIndex, before: words.slice(0, -1).join(' '), postcode: code.toUpperCase() };
}

/**
 * The town: the text before the postcode in its part, else the nearest part before it, counties
 * passed over ('Ashby, Leicestershire, LE65 1AA'). A street line (it has a number) ends the search.
 */
function townFrom(parts: readonly string[], index: number, before: string): string | null {
  const candidates = [before, ...parts.slice(0, index).reverse()];
  for (const text of candidates) {
    if (text === '' || COUNTY.test(text)) continue;
    return isTownLike(text) ? text : null;
  }
  return null;
}

/** Town names have letters and no digits. */
function isTownLike(text: string): boolean {
  return /\p{L}/u.test(text) && !/\d/.test(text);
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.\-–—]+|[\s,;:.\-–—]+$/gu, '')
    .trim();
}
