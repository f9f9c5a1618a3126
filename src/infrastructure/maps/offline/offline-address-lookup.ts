import type {
  AddressLookup,
  AddressLookupSession,
  AddressResult,
  AddressSuggestion,
} from '../../../application/ports/address-lookup.port';
import { UK_GAZETTEER, type GazetteerPlace } from './uk-gazetteer';

/**
 * Offline address adapter (decision M2): suggestions from the built-in UK gazetteer. Place names
 * and postcode districts are matched case- and punctuation-insensitively; a typed street address
 * ("12 High Street, Leeds", "Unit 4 Canal Road LS12") is offered as typed, placed in the town or
 * postcode district it names. Suggestion ids are self-contained, so sessions hold no state.
 */
export class OfflineAddressLookup implements AddressLookup {
  readonly sourceName = 'Bidhaul offline UK gazetteer';

  constructor(private readonly places: readonly GazetteerPlace[] = UK_GAZETTEER) {}

  startSession(): AddressLookupSession {
    const index = indexFor(this.places);
    return {
      suggest: async (query) => suggest(index, query),
      resolve: async (suggestion) => resolve(index, suggestion),
    };
  }
}

/** Spec §5: suggestions start at 3 typed characters. */
export const MIN_QUERY_LENGTH = 3;
export const MAX_SUGGESTIONS = 6;

const ID_PREFIX = 'offline?';

// ---------------------------------------------------------------------------------------------
// Text handling

interface Token {
  /** Lower-case letters and digits only, diacritics removed. */
  readonly norm: string;
  readonly start: number;
  readonly end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;

function normaliseWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function tokenise(text: string): Token[] {
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
const OUTWARD = /^([a-z]{1,2})\d[a-z\d]?$/;
/** Inward code, e.g. "3ab". */
const INWARD = /^\d[a-z]{2}$/;
/** A full postcode typed without its space, e.g. "ls123ab". */
const COMPACT_POSTCODE = /^([a-z]{1,2}\d[a-z\d]?)(\d[a-z]{2})$/;

const COUNTRY_WORDS = new Set([
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

// ---------------------------------------------------------------------------------------------
// Index

interface IndexedPlace {
  readonly id: number;
  readonly place: GazetteerPlace;
  readonly nameNorm: string;
  readonly nameTokens: readonly string[];
  readonly districtNorm: string;
  readonly area: string;
}

interface GazetteerIndex {
  readonly places: readonly IndexedPlace[];
  readonly countyTokens: readonly (readonly string[])[];
  readonly areas: ReadonlySet<string>;
}

const indexCache = new WeakMap<readonly GazetteerPlace[], GazetteerIndex>();

function indexFor(places: readonly GazetteerPlace[]): GazetteerIndex {
  const cached = indexCache.get(places);
  if (cached) return cached;
  const indexed = places.map((place, id): IndexedPlace => {
    const nameTokens = tokenise(place.name).map((t) => t.norm);
    const districtNorm = normaliseWord(place.postcodeDistrict);
    return {
      id,
      place,
      nameNorm: nameTokens.join(' '),
      nameTokens,
      districtNorm,
      area: OUTWARD.exec(districtNorm)?.[1] ?? '',
    };
  });
  const counties = new Map<string, readonly string[]>();
  for (const place of places) {
    const tokens = tokenise(place.county).map((t) => t.norm);
    counties.set(tokens.join(' '), tokens);
  }
  const index: GazetteerIndex = {
    places: indexed,
    countyTokens: [...counties.values()],
    areas: new Set(indexed.map((p) => p.area).filter((a) => a !== '')),
  };
  indexCache.set(places, index);
  return index;
}

const KIND_ORDER: Record<GazetteerPlace['kind'], number> = {
  city: 0,
  town: 1,
  'postcode-district': 2,
};

function byImportance(a: IndexedPlace, b: IndexedPlace): number {
  return (
    KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
    a.place.name.localeCompare(b.place.name, 'en-GB') ||
    a.id - b.id
  );
}

// ---------------------------------------------------------------------------------------------
// Suggestions

/** What a suggestion id encodes: the place, the postcode to show and the typed street line. */
interface Choice {
  readonly place: IndexedPlace;
  readonly zipcode: string;
  readonly line: string;
}

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

/**
 * Place-name and postcode-district matches of the whole (normalised) query, best first: exact,
 * then prefix, then word-prefix, then substring; cities before towns before districts.
 */
function rankPlaces(index: GazetteerIndex, q: string): IndexedPlace[] {
  const compact = q.replace(/ /g, '');
  const scored: { place: IndexedPlace; rank: number }[] = [];
  for (const place of index.places) {
    const rank = matchRank(place, q, compact);
    if (rank !== null) scored.push({ place, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || byImportance(a.place, b.place));
  return scored.map((s) => s.place);
}

function matchRank(place: IndexedPlace, q: string, compact: string): number | null {
  if (place.nameNorm === q || place.districtNorm === compact) return 0;
  if (place.nameNorm.startsWith(q) || place.districtNorm.startsWith(compact)) return 1;
  if (` ${place.nameNorm}`.includes(` ${q}`)) return 2;
  if (place.nameNorm.includes(q)) return 3;
  return null;
}

interface Mention {
  readonly start: number;
  /** Exclusive token index. */
  readonly end: number;
}

interface NameMention extends Mention {
  readonly places: readonly IndexedPlace[];
}

interface PostcodeMention extends Mention {
  readonly district: string;
  readonly area: string;
  /** As it should be shown: "LS12" or "LS12 3AB". */
  readonly display: string;
}

/**
 * A typed address: the last place name or postcode district in the query locates it, and the
 * typed text before the trailing place/postcode/county words is the primary line.
 */
function typedAddressChoices(
  index: GazetteerIndex,
  text: string,
  tokens: readonly Token[],
): Choice[] {
  const postcodes = findPostcodeMentions(index, tokens);
  const allNames = findNameMentions(index, tokens);
  // A place name followed, in the same comma-separated part, by a word that is not a place,
  // postcode or county is part of the street ("14 London Road"), not the town.
  const roughly = coverage(index, tokens, allNames, postcodes);
  const names = allNames.filter((m) => {
    const next = tokens[m.end];
    const last = tokens[m.end - 1];
    if (!next || !last || roughly[m.end]) return true;
    return /[,;]/.test(text.slice(last.end, next.start));
  });
  const covered = coverage(index, tokens, names, postcodes);

  let tail = tokens.length;
  while (tail > 0 && covered[tail - 1]) tail -= 1;
  const line =
    tail === 0 ? '' : tidyLine(text.slice(0, (tokens[tail] ?? { start: text.length }).start));

  // "12 High Street, Lee": complete the town being typed after the last comma.
  const partial = partialTownChoices(index, text, tokens, names, postcodes);
  if (partial.length > 0) return partial;

  const lastName = names.at(-1);
  const lastPostcode = postcodes.at(-1);
  if (!lastName && !lastPostcode) return [];

  const postcodeIsLast =
    lastPostcode !== undefined && (lastName === undefined || lastPostcode.end > lastName.end);

  if (postcodeIsLast) {
    const place = placeForPostcode(index, lastPostcode, names);
    return place ? [{ place, zipcode: lastPostcode.display, line }] : [];
  }
  if (!lastName) return [];
  const zipcodeFor = (place: IndexedPlace): string =>
    lastPostcode !== undefined && lastPostcode.area === place.area
      ? lastPostcode.display
      : place.place.postcodeDistrict;
  return lastName.places.map((place) => ({ place, zipcode: zipcodeFor(place), line }));
}

function findNameMentions(index: GazetteerIndex, tokens: readonly Token[]): NameMention[] {
  const byEnd = new Map<string, { start: number; end: number; places: IndexedPlace[] }>();
  for (const place of index.places) {
    const n = place.nameTokens.length;
    if (n === 0) continue;
    for (let i = 0; i + n <= tokens.length; i += 1) {
      if (place.nameTokens.every((word, k) => tokens[i + k]?.norm === word)) {
        const key = `${i}:${i + n}`;
        const existing = byEnd.get(key);
        if (existing) existing.places.push(place);
        else byEnd.set(key, { start: i, end: i + n, places: [place] });
      }
    }
  }
  // Ordered by where they end, then longest first, so the last element is the last mention
  // ("Newcastle upon Tyne" wins over anything shorter ending at "Tyne").
  return [...byEnd.values()]
    .map((m) => ({ ...m, places: [...m.places].sort(byImportance) }))
    .sort((a, b) => a.end - b.end || b.start - a.start);
}

function findPostcodeMentions(index: GazetteerIndex, tokens: readonly Token[]): PostcodeMention[] {
  const mentions: PostcodeMention[] = [];
  tokens.forEach((token, i) => {
    const compact = COMPACT_POSTCODE.exec(token.norm);
    const outward = compact ? compact[1] : token.norm;
    const area = outward === undefined ? undefined : OUTWARD.exec(outward)?.[1];
    if (outward === undefined || area === undefined || !index.areas.has(area)) return;
    const next = tokens[i + 1];
    const inward = compact ? compact[2] : next && INWARD.test(next.norm) ? next.norm : undefined;
    mentions.push({
      start: i,
      end: compact !== null || inward === undefined ? i + 1 : i + 2,
      district: outward,
      area,
      display: (inward === undefined ? outward : `${outward} ${inward}`).toUpperCase(),
    });
  });
  return mentions;
}

/** Tokens that name a place, postcode, county or the country (stripped from the typed line). */
function coverage(
  index: GazetteerIndex,
  tokens: readonly Token[],
  names: readonly Mention[],
  postcodes: readonly Mention[],
): boolean[] {
  const covered = tokens.map((t) => COUNTRY_WORDS.has(t.norm));
  const mark = (m: Mention): void => {
    for (let i = m.start; i < m.end; i += 1) covered[i] = true;
  };
  names.forEach(mark);
  postcodes.forEach(mark);
  for (const county of index.countyTokens) {
    for (let i = 0; i + county.length <= tokens.length; i += 1) {
      if (county.every((word, k) => tokens[i + k]?.norm === word)) {
        mark({ start: i, end: i + county.length });
      }
    }
  }
  return covered;
}

function placeForPostcode(
  index: GazetteerIndex,
  postcode: PostcodeMention,
  names: readonly NameMention[],
): IndexedPlace | undefined {
  const exact = index.places.filter((p) => p.districtNorm === postcode.district).sort(byImportance);
  // A district shared by a city and one of its areas (CF10: Cardiff, Cardiff Bay): prefer the one
  // also named in the query.
  const named = exact.find((p) => names.some((m) => m.places.includes(p)));
  if (named ?? exact[0]) return named ?? exact[0];

  // An unlisted district of a known area (LS4): the named place in that area, else the area's
  // main city or town.
  for (const mention of [...names].reverse()) {
    const inArea = mention.places.find((p) => p.area === postcode.area);
    if (inArea) return townOf(index, inArea);
  }
  const inArea = index.places.filter((p) => p.area === postcode.area).sort(byImportance)[0];
  return inArea ? townOf(index, inArea) : undefined;
}

/** A postcode-district entry's own city or town entry, when the gazetteer has one. */
function townOf(index: GazetteerIndex, place: IndexedPlace): IndexedPlace {
  const town = place.place.town;
  if (town === undefined) return place;
  return index.places.find((p) => p.place.name === town && p.place.town === undefined) ?? place;
}

function partialTownChoices(
  index: GazetteerIndex,
  text: string,
  tokens: readonly Token[],
  names: readonly Mention[],
  postcodes: readonly Mention[],
): Choice[] {
  const comma = text.lastIndexOf(',');
  if (comma < 0) return [];
  const after = tokens.findIndex((t) => t.start > comma);
  if (after <= 0) return [];
  if ([...names, ...postcodes].some((m) => m.start >= after)) return [];
  const typedTown = tokens
    .slice(after)
    .map((t) => t.norm)
    .join(' ');
  if (typedTown.length < 2) return [];
  const line = tidyLine(text.slice(0, comma));
  if (line === '') return [];
  return rankPlaces(index, typedTown)
    .filter((p) => p.nameNorm.startsWith(typedTown) || ` ${p.nameNorm}`.includes(` ${typedTown}`))
    .map((place) => ({ place, zipcode: place.place.postcodeDistrict, line }));
}

function tidyLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.\-–—/]+$/u, '')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Suggestion <-> result

function locality(place: GazetteerPlace): string {
  return place.town === undefined ? place.name : `${place.name}, ${place.town}`;
}

function toSuggestion({ place, zipcode, line }: Choice): AddressSuggestion {
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

function resolve(index: GazetteerIndex, suggestion: AddressSuggestion): AddressResult {
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
