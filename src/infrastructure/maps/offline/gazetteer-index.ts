import type { GazetteerPlace } from './uk-gazetteer';
import { normaliseWord, OUTWARD, tokenise } from './address-text';

/*
 * The gazetteer prepared for matching (normalised names, districts and postcode areas), built
 * once per list of places, and place-name matching of a whole query.
 */

export interface IndexedPlace {
  readonly id: number;
  readonly place: GazetteerPlace;
  readonly nameNorm: string;
  readonly nameTokens: readonly string[];
  readonly districtNorm: string;
  readonly area: string;
}

export interface GazetteerIndex {
  readonly places: readonly IndexedPlace[];
  readonly countyTokens: readonly (readonly string[])[];
  readonly areas: ReadonlySet<string>;
}

const indexCache = new WeakMap<readonly GazetteerPlace[], GazetteerIndex>();

export function indexFor(places: readonly GazetteerPlace[]): GazetteerIndex {
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

export function byImportance(a: IndexedPlace, b: IndexedPlace): number {
  return (
    KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
    a.place.name.localeCompare(b.place.name, 'en-GB') ||
    a.id - b.id
  );
}

/**
 * Place-name and postcode-district matches of the whole (normalised) query, best first: exact,
 * then prefix, then word-prefix, then substring; cities before towns before districts.
 */
export function rankPlaces(index: GazetteerIndex, q: string): IndexedPlace[] {
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
