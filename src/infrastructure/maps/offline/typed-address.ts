import {
  COMPACT_POSTCODE,
  COUNTRY_WORDS,
  INWARD,
  OUTWARD,
  tidyLine,
  type Token,
} from './address-text';
import {
  byImportance,
  rankPlaces,
  type GazetteerIndex,
  type IndexedPlace,
} from './gazetteer-index';
import type { Choice } from './suggestion-id';

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
export function typedAddressChoices(
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
