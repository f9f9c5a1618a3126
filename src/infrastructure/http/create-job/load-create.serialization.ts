import { AppError } from '../../../domain/shared/app-error';
import { toDayMonthYear } from '../../../domain/shared/date-time';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import type { LoadStop, NewLoad, PublishedLoad } from '../../../domain/load/new-load';
import { asDto, at, fieldErrorsOf, messageOf, num, recordId, str } from '../dto';
import { isRecord } from '../../../lib/is-record';
import { asBlob } from '../multipart-upload';

/** The multipart field that carries each attachment. */
export const ATTACHMENTS_FIELD = 'load_attachments[]';

/**
 * The load create payload as text fields, in order: dates day-month-year with hyphens,
 * times HH:MM, is_auto_load "1"/"0", location fields when the address was picked, load type id
 * and name when chosen, the vehicle id in manual mode only, allow_external_driver_to_bid 0/1.
 */
export function loadCreateFields(load: NewLoad): [string, string][] {
  const fields: [string, string][] = [
    ['pickup_address', load.pickup.address],
    ['pickup_date', toDayMonthYear(load.pickupDate)],
    ['pickup_time', load.pickupTime],
    ['delivery_address', load.delivery.address],
  ];
  if (load.deliveryDate) fields.push(['delivery_date', toDayMonthYear(load.deliveryDate)]);
  if (load.deliveryTime) fields.push(['delivery_time', load.deliveryTime]);
  fields.push(
    ['load_weight', String(load.weightKg)],
    ['load_count', String(load.itemCount)],
    ['load_instruction', load.instructions],
    ...locationFields('pickup', load.pickup),
    ...locationFields('delivery', load.delivery),
    ['is_auto_load', load.mode === 'auto' ? '1' : '0'],
  );
  if (load.loadType) {
    fields.push(['load_type_id', String(load.loadType.id)], ['load_type', load.loadType.name]);
  }
  if (load.mode === 'manual' && load.vehicleId !== null) {
    fields.push(['load_preferred_vehicle_id', String(load.vehicleId)]);
  }
  fields.push(['allow_external_driver_to_bid', load.allowExternalDrivers ? '1' : '0']);
  return fields;
}

function locationFields(stop: 'pickup' | 'delivery', { place }: LoadStop): [string, string][] {
  if (!place) return [];
  return [
    [`${stop}_latitude`, String(place.latitude)],
    [`${stop}_longitude`, String(place.longitude)],
    [`${stop}_zipcode`, place.zipcode],
    [`${stop}_city_name`, place.cityName],
    [`${stop}_state_name`, place.stateName],
  ];
}

/** The multipart body: the fields, then every file as `load_attachments[]`. */
export async function toLoadCreateFormData(load: NewLoad): Promise<FormData> {
  const body = new FormData();
  for (const [name, value] of loadCreateFields(load)) body.append(name, value);
  for (const file of load.attachments)
    body.append(ATTACHMENTS_FIELD, await asBlob(file), file.name);
  return body;
}

/**
 * The created load's id from the store response (`data.id`, or `data.load.id`), and its number
 * (`data.load_no`) when sent; a body that carries `errors` without a load is a refusal even with a
 * 2xx status, and one that is not JSON at all (an HTML page from a proxy) a server error: nothing
 * proves the load was published.
 */
export function publishedLoadFromDto(body: unknown): PublishedLoad {
  if (!isRecord(body)) throw AppError.server();
  const data = asDto(at(body, 'data'));
  const id = recordId(data, 'id', 'load.id', 'load_id');
  const fieldErrors = fieldErrorsOf(body);
  if (id === null && Object.keys(fieldErrors).length > 0) {
    throw AppError.validation(messageOf(body) ?? '', fieldErrors);
  }
  return { id, loadNo: str(data, 'load_no', 'load.load_no') || null };
}

/** Vehicles: id (number), name, load_capacity. Entries without an id or name are skipped. */
export function vehiclesFromDto(items: readonly unknown[]): Vehicle[] {
  return items.flatMap((item) => {
    const dto = asDto(item);
    const id = num(dto, 'id');
    const name = str(dto, 'name', 'vehicle_name');
    return id === null || !name ? [] : [{ id, name, loadCapacity: num(dto, 'load_capacity') }];
  });
}

/** Load types: id, name. Entries without an id or name are skipped. */
export function loadTypesFromDto(items: readonly unknown[]): LoadType[] {
  return items.flatMap((item) => {
    const dto = asDto(item);
    const id = num(dto, 'id');
    const name = str(dto, 'name');
    return id === null || !name ? [] : [{ id, name }];
  });
}
