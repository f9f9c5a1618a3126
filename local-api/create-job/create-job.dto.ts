import type { Load, LoadType, Vehicle } from '../../src/domain/load/load';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  checkAttachments,
  invalidFilesMessage,
} from '../../src/domain/load/attachment-rules';
import {
  REQUIRED_MESSAGES,
  checkLoadForm,
  toNewLoad,
  type LoadFormErrors,
  type LoadFormField,
  type LoadFormValues,
} from '../../src/domain/load/load-form-rules';
import type { LoadMode, LoadPlace, NewLoad } from '../../src/domain/load/new-load';
import { AppError } from '../../src/domain/shared/app-error';
import { parseDate, parseTime } from '../../src/domain/shared/date-time';
import { checkCoordinate } from '../../src/domain/shared/geo';
import type { FileLinks } from '../files/file-store';
import { text, type Fields, type MultipartForm, type MultipartRules } from '../http/request-fields';
import { INVALID_DATA, refuseInvalid } from '../http/validation';
import { loadToDto } from '../loads/load.dto';

/** POST customer/loads/store: the files field and its limits (the load form's own). */
export const LOAD_STORE_UPLOADS: MultipartRules = {
  fileField: 'load_attachments[]',
  maxFiles: MAX_ATTACHMENTS,
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  tooManyFiles: () =>
    AppError.validation(INVALID_DATA, {
      load_attachments: [`At most ${MAX_ATTACHMENTS} files can be attached.`],
    }),
};

/** The load form's fields by their names in the store payload. */
const API_NAMES: Readonly<Record<LoadFormField, string>> = {
  pickupAddress: 'pickup_address',
  deliveryAddress: 'delivery_address',
  pickupDate: 'pickup_date',
  pickupTime: 'pickup_time',
  deliveryDate: 'delivery_date',
  deliveryTime: 'delivery_time',
  weight: 'load_weight',
  itemCount: 'load_count',
  loadTypeId: 'load_type_id',
  vehicleId: 'load_preferred_vehicle_id',
};

/**
 * The store payload as the core's NewLoad, refused (422, by field) unless it passes the load
 * form's own rules (required fields, times not in the past, delivery after pickup,
 * different addresses, weight and count) at the marketplace's `now`, and its files are JPEG,
 * PNG, GIF or PDF of at most 5 MB by name, declared type and content.
 */
export async function newLoadOf({ fields, files }: MultipartForm, now: Date): Promise<NewLoad> {
  const unreadable: LoadFormErrors = {};
  const read = (field: LoadFormField, parse: (raw: string) => string | null, message: string) => {
    const raw = text(fields, API_NAMES[field]).trim();
    const value = raw ? parse(raw) : '';
    if (value === null) unreadable[field] = message;
    return value ?? '';
  };
  const id = (raw: string) => (/^\d+$/.test(raw) ? raw : null);
  const dateMessage = 'Send the date as day-month-year, e.g. 01-12-2026.';
  const timeMessage = 'Send the time as hours:minutes, e.g. 09:30.';
  const loadTypeId = read('loadTypeId', id, 'The selected load type is invalid.');
  const vehicleId = read('vehicleId', id, 'The selected vehicle is invalid.');
  const values: LoadFormValues = {
    pickupAddress: text(fields, 'pickup_address'),
    pickupPlace: placeOf(fields, 'pickup'),
    // Choosing from the suggestions is the portal's rule; the API takes an address without a place.
    pickupChosen: true,
    deliveryAddress: text(fields, 'delivery_address'),
    deliveryPlace: placeOf(fields, 'delivery'),
    deliveryChosen: true,
    pickupDate: read('pickupDate', parseDate, dateMessage),
    pickupTime: read('pickupTime', parseTime, timeMessage),
    deliveryDate: read('deliveryDate', parseDate, dateMessage),
    deliveryTime: read('deliveryTime', parseTime, timeMessage),
    weight: text(fields, 'load_weight'),
    itemCount: text(fields, 'load_count'),
    loadTypeId: loadTypeId ? Number(loadTypeId) : null,
    vehicleId: vehicleId ? Number(vehicleId) : null,
    instructions: text(fields, 'load_instruction'),
  };
  const mode = modeOf(fields);
  const check = checkLoadForm(values, mode, now);
  const missing = Object.fromEntries(
    check.missing.map((field) => [field, REQUIRED_MESSAGES[field]]),
  );
  refuseInvalid({ ...missing, ...check.errors, ...unreadable }, API_NAMES);

  const { invalid } = await checkAttachments(files);
  if (invalid.length) {
    throw AppError.validation(INVALID_DATA, { load_attachments: [invalidFilesMessage(invalid)] });
  }
  const loadType: LoadType = { id: Number(loadTypeId), name: text(fields, 'load_type') };
  const load = toNewLoad(values, mode, now, {
    loadTypes: [loadType],
    allowExternalDrivers: text(fields, 'allow_external_driver_to_bid') === '1',
    attachments: files,
  });
  if (!load) throw AppError.validation(INVALID_DATA);
  return load;
}

/** is_auto_load "1" is auto mode, "0" manual; nothing else. */
function modeOf(fields: Fields): LoadMode {
  const flag = text(fields, 'is_auto_load');
  if (flag === '1') return 'auto';
  if (flag === '0') return 'manual';
  throw AppError.validation(INVALID_DATA, { is_auto_load: ['Send is_auto_load as 1 or 0.'] });
}

/**
 * A stop's location details when the address was picked from the suggestions; null when typed
 * (the marketplace then places it, as in demo mode). Coordinates that are not real ones refuse
 * the call with the portal's own text.
 */
function placeOf(fields: Fields, stop: 'pickup' | 'delivery'): LoadPlace | null {
  const coordinate = (key: string) => {
    const raw = text(fields, `${stop}_${key}`).trim();
    return raw ? Number(raw) : null;
  };
  const check = checkCoordinate({ lat: coordinate('latitude'), lng: coordinate('longitude') });
  if (check.kind === 'missing') return null;
  if (check.kind === 'invalid') {
    throw AppError.validation(INVALID_DATA, {
      [`${stop}_latitude`]: ['Invalid coordinates provided'],
    });
  }
  return {
    latitude: check.point.lat,
    longitude: check.point.lng,
    cityName: text(fields, `${stop}_city_name`),
    stateName: text(fields, `${stop}_state_name`),
    zipcode: text(fields, `${stop}_zipcode`),
  };
}

/** POST customer/loads/store: the created load as `data` (its id is what the portal reads). */
export function publishedLoadToDto(load: Load, files: FileLinks) {
  return { message: 'Your job has been successfully published!', data: loadToDto(load, files) };
}

/** A vehicle: id, name, load_capacity. */
export function vehiclesToDto(vehicles: readonly Vehicle[]) {
  return vehicles.map((v) => ({ id: v.id, name: v.name, load_capacity: v.loadCapacity }));
}

/** GET common/loads/dropdowns answers `data.load_types` and `data.vehicles`. */
export function dropdownsToDto(loadTypes: readonly LoadType[], vehicles: readonly Vehicle[]) {
  return {
    data: {
      load_types: loadTypes.map((t) => ({ id: t.id, name: t.name })),
      vehicles: vehiclesToDto(vehicles),
    },
  };
}
