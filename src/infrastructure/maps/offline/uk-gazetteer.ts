import { ENGLAND } from './gazetteer-england';
import { POSTCODE_DISTRICTS } from './gazetteer-districts';
import { WALES_SCOTLAND_NORTHERN_IRELAND } from './gazetteer-nations';
import type { GazetteerPlace } from './gazetteer-place';

export type { GazetteerPlace } from './gazetteer-place';

/**
 * Built-in UK gazetteer for the offline address adapter: cities, towns and a set of well-known
 * postcode districts across England, Scotland, Wales and Northern Ireland. Coordinates are WGS84
 * town/district centres (longitudes west of Greenwich are negative). The order is part of the data:
 * a suggestion id names a place by its position, and equally good matches keep this order, so new
 * places go at the end of their table.
 */
export const UK_GAZETTEER: readonly GazetteerPlace[] = Object.freeze([
  ...ENGLAND,
  ...WALES_SCOTLAND_NORTHERN_IRELAND,
  ...POSTCODE_DISTRICTS,
]);
