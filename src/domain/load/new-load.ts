import type { IsoDate, TimeOfDay } from '../shared/date-time';
import { isAppError, isOutcomeUnknown } from '../shared/app-error';
import { ERROR_FALLBACKS, errorMessage } from '../shared/error-catalogue';
import type { UploadFile } from '../shared/upload';
import type { LoadId, LoadType } from './load';

/** A load is created in auto mode (published at once) or manual mode (confirmed in a dialog). */
export type LoadMode = 'auto' | 'manual';

/**
 * Where one stop is, as the address picker resolved it: city is the locality or postal town,
 * state the first-level area, plus postcode, latitude and longitude.
 */
export interface LoadPlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly cityName: string;
  readonly stateName: string;
  readonly zipcode: string;
}

export interface LoadStop {
  /** The address text as shown to the user. */
  readonly address: string;
  /** Null when the address was typed without picking a suggestion. */
  readonly place: LoadPlace | null;
}

/** A load to publish, in the core's language (the adapters turn it into the server's payload). */
export interface NewLoad {
  readonly mode: LoadMode;
  readonly pickup: LoadStop;
  readonly delivery: LoadStop;
  readonly pickupDate: IsoDate;
  readonly pickupTime: TimeOfDay;
  /** Delivery date and time are optional. */
  readonly deliveryDate: IsoDate | null;
  readonly deliveryTime: TimeOfDay | null;
  readonly weightKg: number;
  readonly itemCount: number;
  readonly instructions: string;
  /** Sent (id and name) when chosen. */
  readonly loadType: LoadType | null;
  /** Manual mode only. */
  readonly vehicleId: number | null;
  /** Auto mode never allows external drivers; manual mode takes the dialog's checkbox. */
  readonly allowExternalDrivers: boolean;
  readonly attachments: readonly UploadFile[];
}

/** What the server tells about the created load; each is null when it sends none. */
export interface PublishedLoad {
  readonly id: LoadId | null;
  /** The load's number as shipper and drivers see it ("BH-1042"). */
  readonly loadNo: string | null;
}

/**
 * Auto mode publishes with external drivers not allowed and no preferred vehicle; manual mode
 * keeps both as chosen.
 */
export function forPublishing(load: NewLoad): NewLoad {
  if (load.mode === 'manual') return load;
  return { ...load, allowExternalDrivers: false, vehicleId: null };
}

/**
 * No answer came (a timeout, a dropped connection, a gateway that gave up): the server may have
 * created the load all the same, so the shipper checks before sending it again (a retry carries
 * the same idempotency key, but not every server honours it).
 */
export const PUBLISH_UNCONFIRMED =
  'We could not confirm the job was published. Check My Loads before trying again.';

/**
 * The create-load failure toast: the server message followed by each field error on its own
 * line; otherwise the plain string payload or the response message (both arrive as the error's
 * server message); else 'Failed to create load. Please try again.'. A publish that got no answer
 * is not a failure the shipper can trust, so it gets PUBLISH_UNCONFIRMED.
 */
export function publishErrorMessage(error: unknown): string {
  if (!isAppError(error)) return ERROR_FALLBACKS.createLoad;
  if (isOutcomeUnknown(error)) return PUBLISH_UNCONFIRMED;
  const fieldLines = Object.values(error.fieldErrors).flat();
  if (error.kind === 'validation' && fieldLines.length > 0) {
    return [error.serverMessage, ...fieldLines].filter((line) => line?.trim()).join('\n');
  }
  return errorMessage('createLoad', error);
}
