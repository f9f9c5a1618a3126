import { truncate } from '../shared/text';
import { readUkPlace } from '../shared/uk-place-text';

/**
 * A stop of a route as a list shows it. Shippers know their jobs by town, so a list names a stop
 * by its town and postcode district ('Leeds LS9') and keeps the whole address for the hint and
 * screen readers. Where the town cannot be read, the address is cut to the list's length instead.
 */
export interface StopLabel {
  /** 'Leeds LS9', or the address cut short with an ellipsis, or the whole address. */
  readonly short: string;
  readonly full: string;
  /** `short` leaves something out, so the full address needs showing on demand. */
  readonly shortened: boolean;
}

/** Addresses are cut to 20 characters on the dashboard and in the lists. */
export const LIST_ADDRESS_LENGTH = 20;
/** The bid history header cuts them to 25. */
export const BID_HISTORY_ADDRESS_LENGTH = 25;

const NOT_GIVEN = '—';

/**
 * Last words that name a street, an estate or a business rather than a town: a line like
 * 'Cross Green Industrial Estate, LS9 0SG' has no town, and naming the stop after the estate
 * would mislead.
 */
const NOT_A_TOWN =
  /\s(street|st|road|rd|lane|avenue|ave|drive|way|close|court|crescent|terrace|place|square|gardens|grove|estate|park|centre|center|house|building|mews|row|walk|parade|gate|yard|wharf|quay|quays|ltd|limited|plc|llp)\.?$/i;

/** A stop's label: its town and postcode district when the address shows them, else the cut address. */
export function stopLabel(address: string, fallbackLength: number): StopLabel {
  const full = address.trim().replace(/\s+/g, ' ') || NOT_GIVEN;
  const place = townAndDistrict(full);
  const short = place && place !== full ? place : truncate(full, fallbackLength);
  return { short, full, shortened: short !== full };
}

/**
 * 'Leeds LS9' from '48 Broad Street, Leeds LS9 0SG'; the town alone when the address has no
 * postcode; null when no town can be trusted.
 */
export function townAndDistrict(address: string): string | null {
  const { town, postcode } = readUkPlace(address);
  if (!town || NOT_A_TOWN.test(town) || !setApart(address, town)) return null;
  const district = postcode?.split(' ')[0];
  return district ? `${town} ${district}` : town;
}

/**
 * The town is trusted only where a comma (or a new line) sets it apart from what comes before:
 * a part of its own ('Leeds, West Yorkshire LS1'), or the start of a later part ('12 High
 * Street, Leeds LS1 4AP'). In a first line such as '48 Broad Street Birmingham B1 2HF' the words
 * before the postcode may as well end the street.
 */
function setApart(address: string, town: string): boolean {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
  return parts.some(
    (part, index) => part === town || (index > 0 && part.startsWith(`${town} `)),
  );
}
