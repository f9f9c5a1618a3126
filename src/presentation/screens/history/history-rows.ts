import { checkCoordinate } from '../../../domain/shared/geo';
import { formatDate } from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import { historyBadgeOf, historyDateOf, isOpenForBids } from '../../../domain/load/history-filters';
import type { Load, LoadId } from '../../../domain/load/load';
import { LIST_ADDRESS_LENGTH, stopLabel, type StopLabel } from '../../../domain/load/route-label';
import type { StatusBadge } from '../../../domain/load/status-badge';
import { postAgainPath } from '../../app/post-again-path';
import { formatNumber } from '../../../domain/shared/number-text';

/** One row of the history table, one field per column, already worded for display. */
export interface HistoryRow {
  /** Its list key: a load without a server id is still its own row. */
  readonly key: string;
  readonly id: LoadId | null;
  readonly jobId: string;
  readonly date: string;
  /** The whole addresses, as the CSV export writes them. */
  readonly pickup: string;
  readonly delivery: string;
  /** The Route column: 'Leeds LS9 → Birmingham B1', the whole addresses on demand. */
  readonly route: { readonly pickup: StopLabel; readonly delivery: StopLabel };
  readonly driver: string;
  /** "480 kg", or '—'. */
  readonly weight: string;
  /** "3 items", or '—'. */
  readonly items: string;
  readonly vehicle: string;
  readonly badge: StatusBadge;
  readonly cost: string;
  readonly bidCount: number;
  /** The load has bids: the row shows the 'Bids Available' badge. */
  readonly hasBids: boolean;
  /** Both ends have coordinates, so View on Map can open the route dialog. */
  readonly hasRoute: boolean;
  /** The ways that need the load's server id are null for a load without one. */
  readonly detailsPath: string | null;
  /** Bid History (read-only), behind the 'Bids Available' badge. */
  readonly bidsPath: string | null;
  /** Select a Bid, where an open load's bids are decided; null once the load is past bidding. */
  readonly selectBidPath: string | null;
  /** Create Job filled from this load ('Post again'), whatever its status. */
  readonly postAgainPath: string | null;
}

export const NOT_ASSIGNED = 'Not assigned';
export const NO_JOB_ID = 'No job ID';

export function historyRowOf(load: Load, key: string): HistoryRow {
  const id = load.id;
  return {
    key,
    id,
    jobId: load.displayId || load.loadNo || NO_JOB_ID,
    date: formatDate(historyDateOf(load)) || '—',
    pickup: load.pickupAddress || '—',
    delivery: load.deliveryAddress || '—',
    route: {
      pickup: stopLabel(load.pickupAddress, LIST_ADDRESS_LENGTH),
      delivery: stopLabel(load.deliveryAddress, LIST_ADDRESS_LENGTH),
    },
    driver: load.assignedDriver?.name ?? load.assignedCompanyName ?? NOT_ASSIGNED,
    weight: load.weightKg === null ? '—' : `${formatNumber(load.weightKg, 0, 3)} kg`,
    items:
      load.itemCount === null
        ? '—'
        : `${load.itemCount} ${load.itemCount === 1 ? 'item' : 'items'}`,
    vehicle: load.preferredVehicleName ?? load.assignedDriver?.vehicleType ?? '—',
    badge: historyBadgeOf(load),
    cost:
      load.acceptedAmount === null ? '—' : formatMoney(load.acceptedAmount, load.currencySymbol),
    bidCount: load.bidCount,
    hasBids: load.bidCount > 0,
    hasRoute: hasRoute(load),
    detailsPath: id === null ? null : `/history/${id}`,
    bidsPath: id === null ? null : `/history/${id}/bids`,
    selectBidPath: id !== null && isOpenForBids(load) ? `/bids?load=${id}` : null,
    postAgainPath: id === null ? null : postAgainPath(id),
  };
}

/** Both ends carry coordinates; the route dialog explains any that are invalid. */
export function hasRoute(load: Pick<Load, 'pickupLocation' | 'deliveryLocation'>): boolean {
  return (
    checkCoordinate(load.pickupLocation).kind !== 'missing' &&
    checkCoordinate(load.deliveryLocation).kind !== 'missing'
  );
}

/** The CSV export's columns, in the table's order. */
export const HISTORY_CSV_HEADER = [
  'Job ID',
  'Date',
  'Pickup',
  'Delivery',
  'Driver',
  'Weight (kg)',
  'Items',
  'Vehicle',
  'Status',
  'Cost',
] as const;

/** The CSV record of a load: the same texts as its table row, with the bare numbers of Details. */
export function historyCsvRecord(load: Load): string[] {
  // The key only tells rows apart on screen; the file does not carry it.
  const row = historyRowOf(load, '');
  return [
    row.jobId,
    row.date,
    row.pickup,
    row.delivery,
    row.driver,
    load.weightKg === null ? '' : String(load.weightKg),
    load.itemCount === null ? '' : String(load.itemCount),
    row.vehicle,
    row.badge.label,
    row.cost,
  ];
}
