import type { IsoDate, TimeOfDay } from '../shared/date-time';
import type { MaybeLatLng } from '../shared/geo';

export type LoadId = number;

export interface Attachment {
  readonly id: number | string;
  readonly name: string;
  readonly url: string;
  /** Bytes. */
  readonly sizeBytes: number;
}

export interface AssignedDriver {
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly vehicleType: string | null;
  readonly vehicleTypeLabel: string | null;
  readonly registrationNumber: string | null;
}

/** How the server asks for a status to be shown (its `ui_status`). */
export interface UiStatus {
  readonly label: string;
  readonly icon: string | null;
}

/** A load as the lists, the details and the history read it, in the core's language. */
export interface Load {
  /** Null when the server sent none, or one that is not a positive whole number. */
  readonly id: LoadId | null;
  readonly loadNo: string;
  readonly displayId: string;
  readonly postedAtLabel: string | null;
  /** ISO instant the load was created, when known (sorting). */
  readonly createdAt: string | null;
  readonly pickupLabel: string | null;
  readonly deliveryLabel: string | null;
  readonly pickupAddress: string;
  readonly deliveryAddress: string;
  readonly pickupLocation: MaybeLatLng | null;
  readonly deliveryLocation: MaybeLatLng | null;
  /** The stops' county or region, when the record carries it. */
  readonly pickupRegion: string | null;
  readonly deliveryRegion: string | null;
  readonly pickupDate: IsoDate | null;
  readonly pickupTime: TimeOfDay | null;
  readonly deliveryDate: IsoDate | null;
  readonly deliveryTime: TimeOfDay | null;
  readonly weightKg: number | null;
  readonly itemCount: number | null;
  readonly loadTypeId: number | null;
  readonly loadTypeName: string | null;
  readonly instructions: string | null;
  readonly preferredVehicleName: string | null;
  readonly assignedDriver: AssignedDriver | null;
  readonly assignedCompanyName: string | null;
  readonly myBidAmount: number | null;
  /** Accepted bid amount, when the data carry it; history's money figures come from it. */
  readonly acceptedAmount: number | null;
  readonly currencySymbol: string | null;
  readonly bidCount: number;
  readonly status: string;
  readonly jobStatus: string;
  readonly uiStatus: UiStatus | null;
  readonly cancelReason: string | null;
  readonly completedAt: string | null;
  readonly attachments: readonly Attachment[];
  readonly priority: string | null;
  readonly referenceNumber: string | null;
}

export interface Vehicle {
  readonly id: number;
  readonly name: string;
  /** Kilograms. */
  readonly loadCapacity: number | null;
}

export interface LoadType {
  readonly id: number;
  readonly name: string;
}

/** A load's bid badge: 'Awaiting bids', '1 Bid', 'n Bids'. */
export function bidCountLabel(count: number): string {
  if (count <= 0) return 'Awaiting bids';
  return `${count} ${count === 1 ? 'Bid' : 'Bids'}`;
}
