import { compareIso } from '../shared/date-time';
import type { Load } from '../load/load';
import type { LoadPlace } from '../load/new-load';
import { placeOfStop } from './stop-place';

/** One entry of an address field's 'Recent addresses' group: a place the shipper used before. */
export interface RecentAddress {
  readonly address: string;
  /** The place to fill as a picked suggestion would; null when the data do not give one. */
  readonly place: LoadPlace | null;
  /** The shipper's profile address, listed after the loads' ones. */
  readonly fromProfile: boolean;
}

/** At most this many addresses come from past loads; the profile address makes six at most. */
export const RECENT_FROM_LOADS = 5;

type AddressSource = Pick<
  Load,
  | 'createdAt'
  | 'pickupAddress'
  | 'deliveryAddress'
  | 'pickupLocation'
  | 'deliveryLocation'
  | 'pickupRegion'
  | 'deliveryRegion'
>;

/**
 * The shipper's recent addresses: distinct pickup and delivery addresses of their own loads,
 * newest load first (its pickup before its delivery), at most 5, then their profile address.
 * Typing filters them, case-insensitively, anywhere in the address; the filter looks through every
 * past address, so an older one can be found by typing part of it. Nothing is stored for this:
 * it is all read from the loads and the profile.
 */
export function recentAddresses(
  loads: readonly AddressSource[],
  profileAddress: string | null,
  typed = '',
): RecentAddress[] {
  const needle = normalise(typed);
  const matches = (address: string) => normalise(address).includes(needle);
  const profile = profileAddress?.trim() ?? '';
  const seen = new Set<string>(profile ? [normalise(profile)] : []);
  const recent: RecentAddress[] = [];
  for (const load of newestFirst(loads)) {
    for (const [address, location, region] of [
      [load.pickupAddress, load.pickupLocation, load.pickupRegion],
      [load.deliveryAddress, load.deliveryLocation, load.deliveryRegion],
    ] as const) {
      const text = address.trim();
      const key = normalise(text);
      if (!text || seen.has(key) || !matches(text)) continue;
      seen.add(key);
      if (recent.length < RECENT_FROM_LOADS) {
        recent.push({
          address: text,
          place: placeOfStop(text, location, region),
          fromProfile: false,
        });
      }
    }
  }
  if (profile && matches(profile))
    recent.push({ address: profile, place: null, fromProfile: true });
  return recent;
}

/** Newest first by creation; loads without a date after the dated ones, in the order given. */
function newestFirst(loads: readonly AddressSource[]): AddressSource[] {
  return [...loads].sort((a, b) => {
    if (a.createdAt && b.createdAt) return compareIso(b.createdAt, a.createdAt);
    return Number(a.createdAt === null) - Number(b.createdAt === null);
  });
}

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
