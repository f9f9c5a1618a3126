import { bidCountLabel, type Load, type LoadId } from '../../../domain/load/load';
import { LIST_ADDRESS_LENGTH, stopLabel, type StopLabel } from '../../../domain/load/route-label';
import type { IsoDate, TimeOfDay } from '../../../domain/shared/date-time';
import { formatDate, formatTime } from '../../../domain/shared/date-time';
import { formatNumber } from '../../../domain/shared/number-text';
import { bidsPathFor } from '../../app/portal-tabs';

const NOT_GIVEN = '—';

/** A load as the dashboard card and the My Loads list show it. */
export interface ActiveLoadRow {
  readonly id: LoadId | null;
  readonly loadNo: string;
  readonly idText: string;
  /**
   * Select a Bid and Load Details (the dashboard's Details button) need the server's id: null for
   * a load sent without one.
   */
  readonly bidsPath: string | null;
  readonly detailsPath: string | null;
  /** 'Leeds LS9', else the address cut to 20 characters; the full address beside it. */
  readonly pickup: StopLabel;
  readonly delivery: StopLabel;
  readonly pickupDate: string;
  readonly pickupWhen: string;
  readonly deliveryWhen: string;
  readonly weight: string;
  readonly loadType: string;
  readonly vehicle: string;
  readonly bids: string;
  readonly hasBids: boolean;
  /** '2 new': bids placed since the shipper last opened the load's bids; null for none. */
  readonly newBids: string | null;
}

/**
 * The rows of `loads`, each with its bids the shipper has not been shown yet (`newBids`, as
 * ListActiveLoadsWithNewBids counts them as of the last fetch).
 */
export function activeLoadRows(
  loads: readonly Load[],
  newBids: ReadonlyMap<LoadId, number>,
): ActiveLoadRow[] {
  return loads.map((load) =>
    activeLoadRow(load, load.id === null ? 0 : (newBids.get(load.id) ?? 0)),
  );
}

/** `newBids`: how many of its bids the shipper has not been shown. */
export function activeLoadRow(load: Load, newBids: number): ActiveLoadRow {
  const id = load.id;
  return {
    id,
    loadNo: load.loadNo || 'No job ID',
    idText: id === null ? 'No ID' : `ID ${id}`,
    bidsPath: id === null ? null : bidsPathFor(id),
    detailsPath: id === null ? null : `/history/${id}`,
    pickup: stopLabel(load.pickupAddress, LIST_ADDRESS_LENGTH),
    delivery: stopLabel(load.deliveryAddress, LIST_ADDRESS_LENGTH),
    pickupDate: formatDate(load.pickupDate) || NOT_GIVEN,
    pickupWhen: when(load.pickupDate, load.pickupTime),
    deliveryWhen: when(load.deliveryDate, load.deliveryTime),
    weight: load.weightKg === null ? NOT_GIVEN : `${formatNumber(load.weightKg, 0, 1)} kg`,
    loadType: load.loadTypeName ?? NOT_GIVEN,
    vehicle: load.preferredVehicleName ?? 'Any vehicle',
    bids: bidCountLabel(load.bidCount),
    hasBids: load.bidCount > 0,
    newBids: newBids > 0 ? `${newBids} new` : null,
  };
}

function when(date: IsoDate | null, time: TimeOfDay | null): string {
  if (!date) return 'Not set';
  const t = formatTime(time);
  return t ? `${formatDate(date)}, ${t}` : formatDate(date);
}
