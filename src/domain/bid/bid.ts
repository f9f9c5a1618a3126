import type { LoadId } from '../load/load';

export type BidId = number;
export type BidStatus = 'pending' | 'accepted' | 'rejected';
export type BidderKind = 'Driver' | 'Company' | 'Bidder';

export interface Bidder {
  readonly name: string;
  readonly roleId: number | null;
  readonly avatarUrl: string | null;
}

/** A bid on a load, in the core's language. */
export interface Bid {
  /** Null when the server sent none, or one that is not a positive whole number. */
  readonly id: BidId | null;
  readonly loadId: LoadId | null;
  readonly amount: number;
  readonly currencySymbol: string | null;
  readonly status: BidStatus;
  readonly note: string | null;
  readonly placedAt: string | null;
  readonly acceptedAt: string | null;
  readonly rejectedAt: string | null;
  readonly bidder: Bidder;
  readonly rating: { readonly avg: number; readonly count: number };
  readonly vehicleName: string | null;
}

/** The bidder's label from its role: 4 is Driver, 2 or 3 is Company, anything else Bidder. */
export function bidderKind(roleId: number | null | undefined): BidderKind {
  if (roleId === 4) return 'Driver';
  if (roleId === 2 || roleId === 3) return 'Company';
  return 'Bidder';
}
