import { parseDate, parseTime } from '../../shared/date-time';
import type { LoadType, Vehicle } from '../load';
import {
  checkLoadForm,
  EMPTY_LOAD_FORM,
  REQUIRED_MESSAGES,
  toNewLoad,
  type LoadFormField,
  type LoadFormValues,
} from '../load-form-rules';
import type { LoadMode, LoadPlace, NewLoad } from '../new-load';
import type { ColumnMapping, ImportColumn } from './import-columns';

/** One row of a sheet as its mapped columns hold it: text as typed, empty cells left out. */
export type ImportCells = Readonly<Partial<Record<ImportColumn, string>>>;

/** The cells of a sheet row under a column mapping; surrounding spaces do not count. */
export function cellsOf(values: readonly string[], mapping: ColumnMapping): ImportCells {
  const cells: Partial<Record<ImportColumn, string>> = {};
  mapping.forEach((column, index) => {
    const value = values[index]?.trim() ?? '';
    if (column !== null && value !== '') cells[column] = value;
  });
  return cells;
}

/**
 * Where a row's address stands with the address lookup: still being looked up, not matched (the
 * shipper chooses from the suggestions or edits the text), or found with its place.
 */
export type StopStatus =
  | { readonly kind: 'checking' }
  | { readonly kind: 'unmatched' }
  | { readonly kind: 'found'; readonly address: string; readonly place: LoadPlace };

export interface ImportRowContext {
  readonly now: Date;
  readonly loadTypes: readonly LoadType[];
  readonly vehicles: readonly Vehicle[];
  readonly pickup: StopStatus;
  readonly delivery: StopStatus;
}

export type ImportRowErrors = Partial<Record<ImportColumn, string>>;

export interface ImportRowCheck {
  /** Each column's problem, in words. */
  readonly errors: ImportRowErrors;
  /** An address is still being looked up: the row is neither ready nor wrong yet. */
  readonly checking: boolean;
  /** The load to publish, once nothing is wrong or pending. */
  readonly load: NewLoad | null;
}

/** What a sheet's cell says when the form's rules have no words for it. */
export const IMPORT_MESSAGES = {
  date: 'Enter the date as DD-MM-YYYY or YYYY-MM-DD',
  time: 'Enter the time as HH:MM',
  mode: 'Enter auto or manual',
  allowExternal: 'Enter yes or no',
  checkAddress: 'Check this address',
  loadType: (name: string) => `No load type is called ${name}`,
  vehicle: (name: string) => `No vehicle is called ${name}`,
} as const;

/** The form field each column fills, for the columns the form's rules judge. */
const FORM_FIELD_COLUMN: Record<LoadFormField, ImportColumn> = {
  pickupAddress: 'pickup_address',
  deliveryAddress: 'delivery_address',
  pickupDate: 'pickup_date',
  pickupTime: 'pickup_time',
  deliveryDate: 'delivery_date',
  deliveryTime: 'delivery_time',
  weight: 'weight_kg',
  itemCount: 'items',
  loadTypeId: 'load_type',
  vehicleId: 'vehicle',
};

/** Names compare trimmed and whatever the case, as a shipper types them. */
function byName<T extends { readonly name: string }>(items: readonly T[], name: string): T | null {
  const key = name.trim().toLowerCase();
  return items.find((item) => item.name.trim().toLowerCase() === key) ?? null;
}

/**
 * Checks one row with the load form's own rules, as if the shipper had typed it into the form:
 * the sheet's cells are read into the form's values (dates as DD-MM-YYYY or YYYY-MM-DD, load type
 * and vehicle by name), then `checkLoadForm` judges them. A cell the form could not even hold (an
 * unreadable date, an unknown load type) says so in its own words.
 */
export function checkImportRow(cells: ImportCells, context: ImportRowContext): ImportRowCheck {
  const own: ImportRowErrors = {};
  const text = (column: ImportColumn): string => cells[column] ?? '';

  const modeText = text('mode').toLowerCase();
  const mode: LoadMode = modeText === 'manual' ? 'manual' : 'auto';
  if (modeText !== '' && modeText !== 'auto' && modeText !== 'manual') {
    own.mode = IMPORT_MESSAGES.mode;
  }
  const externalText = text('allow_external').toLowerCase();
  if (externalText !== '' && externalText !== 'yes' && externalText !== 'no') {
    own.allow_external = IMPORT_MESSAGES.allowExternal;
  }

  const readDate = (column: ImportColumn): string => {
    const date = parseDate(text(column));
    if (text(column) !== '' && date === null) own[column] = IMPORT_MESSAGES.date;
    return date ?? '';
  };
  const readTime = (column: ImportColumn): string => {
    const time = parseTime(text(column));
    if (text(column) !== '' && time === null) own[column] = IMPORT_MESSAGES.time;
    return time ?? '';
  };
  const loadType = text('load_type') ? byName(context.loadTypes, text('load_type')) : null;
  if (text('load_type') && !loadType) own.load_type = IMPORT_MESSAGES.loadType(text('load_type'));
  const vehicle =
    mode === 'manual' && text('vehicle') ? byName(context.vehicles, text('vehicle')) : null;
  if (mode === 'manual' && text('vehicle') && !vehicle) {
    own.vehicle = IMPORT_MESSAGES.vehicle(text('vehicle'));
  }

  // An empty cell is missing, whatever the lookup was last told.
  const stop = (status: StopStatus, typed: string) =>
    status.kind === 'found' && typed !== ''
      ? { address: status.address, place: status.place }
      : { address: typed, place: null };
  const pickup = stop(context.pickup, text('pickup_address'));
  const delivery = stop(context.delivery, text('delivery_address'));

  const values: LoadFormValues = {
    ...EMPTY_LOAD_FORM,
    pickupAddress: pickup.address,
    pickupPlace: pickup.place,
    deliveryAddress: delivery.address,
    deliveryPlace: delivery.place,
    pickupDate: readDate('pickup_date'),
    pickupTime: readTime('pickup_time'),
    deliveryDate: readDate('delivery_date'),
    deliveryTime: readTime('delivery_time'),
    weight: text('weight_kg'),
    itemCount: text('items'),
    loadTypeId: loadType?.id ?? null,
    vehicleId: vehicle?.id ?? null,
    instructions: text('instructions'),
  };
  const check = checkLoadForm(values, mode, context.now);

  const errors: ImportRowErrors = {};
  for (const [field, message] of Object.entries(check.errors) as [LoadFormField, string][]) {
    errors[FORM_FIELD_COLUMN[field]] = message;
  }
  for (const field of check.missing) {
    const column = FORM_FIELD_COLUMN[field];
    errors[column] ??= REQUIRED_MESSAGES[field];
  }
  let checking = false;
  for (const [column, status] of [
    ['pickup_address', context.pickup],
    ['delivery_address', context.delivery],
  ] as const) {
    if (!text(column) || errors[column]) continue;
    if (status.kind === 'checking') checking = true;
    else if (status.kind === 'unmatched') errors[column] = IMPORT_MESSAGES.checkAddress;
  }
  // A cell the form could not hold (an unreadable date) is not "missing": its own words win.
  Object.assign(errors, own);

  const load =
    checking || Object.keys(errors).length > 0
      ? null
      : toNewLoad(values, mode, context.now, {
          loadTypes: context.loadTypes,
          allowExternalDrivers: externalText === 'yes',
          attachments: [],
        });
  return { errors, checking, load };
}
