import {
  isoDateOf,
  parseDate,
  parseTime,
  toLocalDateTime,
  type IsoDate,
  type TimeOfDay,
} from '../shared/date-time';
import type { UploadFile } from '../shared/upload';
import { isAddressChosen } from './address-choice';
import type { LoadType } from './load';
import type { LoadMode, LoadPlace, NewLoad } from './new-load';

/** The load form as typed: text as entered, ids as chosen. */
export interface LoadFormValues {
  readonly pickupAddress: string;
  /** The picked suggestion's place; typing in the field drops it. */
  readonly pickupPlace: LoadPlace | null;
  /** Chosen rather than typed: picked, copied, or recent (see `isAddressChosen`); typing clears it. */
  readonly pickupChosen: boolean;
  readonly deliveryAddress: string;
  readonly deliveryPlace: LoadPlace | null;
  readonly deliveryChosen: boolean;
  /** ISO `YYYY-MM-DD` as a date input gives it, or ''. */
  readonly pickupDate: string;
  /** `HH:MM` as a time input gives it, or ''. */
  readonly pickupTime: string;
  readonly deliveryDate: string;
  readonly deliveryTime: string;
  /** Kilograms, as typed. */
  readonly weight: string;
  readonly itemCount: string;
  readonly loadTypeId: number | null;
  readonly vehicleId: number | null;
  readonly instructions: string;
}

export const EMPTY_LOAD_FORM: LoadFormValues = {
  pickupAddress: '',
  pickupPlace: null,
  pickupChosen: false,
  deliveryAddress: '',
  deliveryPlace: null,
  deliveryChosen: false,
  pickupDate: '',
  pickupTime: '',
  deliveryDate: '',
  deliveryTime: '',
  weight: '',
  itemCount: '',
  loadTypeId: null,
  vehicleId: null,
  instructions: '',
};

/** The fields a message can belong to. */
export type LoadFormField =
  | 'pickupAddress'
  | 'deliveryAddress'
  | 'pickupDate'
  | 'pickupTime'
  | 'deliveryDate'
  | 'deliveryTime'
  | 'weight'
  | 'itemCount'
  | 'loadTypeId'
  | 'vehicleId';

export type LoadFormErrors = Partial<Record<LoadFormField, string>>;

/**
 * The fields that can be required: all but the delivery date and time, which are optional. The
 * vehicle is required in manual mode only.
 */
export type RequiredField = Exclude<LoadFormField, 'deliveryDate' | 'deliveryTime'>;

/**
 * What a broken rule says. The three time messages are the spec's own words; the spec gives no
 * text for the others, so they are ours (docs/spec-decisions.md).
 */
export const LOAD_FORM_MESSAGES = {
  pickupInPast: 'Pickup time cannot be in the past',
  deliveryInPast: 'Delivery time cannot be in the past',
  deliveryNotAfterPickup: 'Delivery time must be after pickup time',
  sameAddresses: 'Pickup and delivery addresses must be different',
  addressNotChosen: 'Choose an address from the suggestions',
  deliveryDateForTime: 'Enter a delivery date for this delivery time',
  weight: 'Enter a weight above 0 kg',
  weightStep: 'Enter the weight to one decimal place (steps of 0.1 kg)',
  itemCount: 'Enter a whole number of items, 1 or more',
} as const;

/** The town an address example adds to the shipper's own line. */
const EXAMPLE_TOWN = 'Manchester';
/** The example when the shipper's text does not read as an address line. */
const FIXED_EXAMPLE = 'Unit 3 Trafford Park, Manchester';
const MAX_EXAMPLE_LINE = 40;

/**
 * The mark of an address field left holding text the lookup knows nothing of: with no suggestion
 * to choose, it says what would let the lookup place the address. The example is the shipper's
 * own line with a town after it ('Unit 3 Trafford Park' gives "Unit 3 Trafford Park, Manchester")
 * when that reads as an address line: two words or more, a letter among them, at most 40
 * characters and no quotation marks. Anything else ('asdf', a pasted paragraph) gets the fixed
 * example.
 */
export function addressUnknownMessage(typed: string): string {
  const line = typed
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.\-–—/]+$/u, '')
    .trim();
  const words = line.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word));
  const readsAsLine =
    words.length >= 2 &&
    line.length <= MAX_EXAMPLE_LINE &&
    /\p{L}/u.test(line) &&
    !/["“”]/u.test(line);
  const example = readsAsLine ? `${line}, ${EXAMPLE_TOWN}` : FIXED_EXAMPLE;
  return `${LOAD_FORM_MESSAGES.addressNotChosen}. Add the town or postcode, for example "${example}".`;
}

/** What a required field says when it is left empty. */
export const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  pickupAddress: 'Pickup address is required',
  deliveryAddress: 'Delivery address is required',
  pickupDate: 'Pickup date is required',
  pickupTime: 'Pickup time is required',
  weight: 'Weight is required',
  itemCount: 'Number of items is required',
  loadTypeId: 'Load type is required',
  vehicleId: 'Vehicle type is required',
};

/** Human names of the fields, for "Still needed: …". */
export const FIELD_NAMES: Record<RequiredField, string> = {
  pickupAddress: 'pickup address',
  deliveryAddress: 'delivery address',
  pickupDate: 'pickup date',
  pickupTime: 'pickup time',
  weight: 'weight',
  itemCount: 'number of items',
  loadTypeId: 'load type',
  vehicleId: 'vehicle type',
};

export type AddressField = 'pickupAddress' | 'deliveryAddress';

export interface LoadFormCheck {
  /** Required fields still empty, in form order. */
  readonly missing: readonly RequiredField[];
  /** Addresses given but not chosen from the suggestions (see `isAddressChosen`). */
  readonly unchosen: readonly AddressField[];
  /** Rule violations of the values that are present. */
  readonly errors: LoadFormErrors;
}

const MINUTE_MS = 60_000;

/** The start of the minute `now` is in: a time within the current minute is not yet past. */
export function currentMinute(now: Date): number {
  return Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
}

/**
 * The load form's rules, checked against `now`. The form re-checks as the minutes pass, so a
 * pickup time can fall into the past while the form is open.
 */
export function checkLoadForm(values: LoadFormValues, mode: LoadMode, now: Date): LoadFormCheck {
  const pickupDate = parseIsoInput(values.pickupDate);
  const pickupTime = parseTime(values.pickupTime);
  const deliveryDate = parseIsoInput(values.deliveryDate);
  const deliveryTime = parseTime(values.deliveryTime);

  const required: [RequiredField, boolean][] = [
    ['pickupAddress', values.pickupAddress.trim() !== ''],
    ['deliveryAddress', values.deliveryAddress.trim() !== ''],
    ['pickupDate', pickupDate !== null],
    ['pickupTime', pickupTime !== null],
    ['weight', values.weight.trim() !== ''],
    ['itemCount', values.itemCount.trim() !== ''],
    ['loadTypeId', values.loadTypeId !== null],
  ];
  if (mode === 'manual') required.push(['vehicleId', values.vehicleId !== null]);
  const missing = required.filter(([, present]) => !present).map(([field]) => field);
  const unchosen = (['pickup', 'delivery'] as const)
    .filter(
      (stop) =>
        values[`${stop}Address`].trim() !== '' &&
        !isAddressChosen(values[`${stop}Place`], values[`${stop}Chosen`]),
    )
    .map((stop): AddressField => `${stop}Address`);

  const errors: LoadFormErrors = {
    ...addressErrors(values),
    ...timingErrors({ pickupDate, pickupTime, deliveryDate, deliveryTime }, now),
    ...cargoErrors(values),
  };
  return { missing, unchosen, errors };
}

export function isLoadFormReady(check: LoadFormCheck): boolean {
  return (
    check.missing.length === 0 &&
    check.unchosen.length === 0 &&
    Object.keys(check.errors).length === 0
  );
}

/** Pickup and delivery must differ: addresses compare trimmed and ignoring case. */
export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function addressErrors(values: LoadFormValues): LoadFormErrors {
  const { pickupAddress, deliveryAddress } = values;
  if (!pickupAddress.trim() || !deliveryAddress.trim()) return {};
  return sameAddress(pickupAddress, deliveryAddress)
    ? { deliveryAddress: LOAD_FORM_MESSAGES.sameAddresses }
    : {};
}

interface Timing {
  readonly pickupDate: IsoDate | null;
  readonly pickupTime: TimeOfDay | null;
  readonly deliveryDate: IsoDate | null;
  readonly deliveryTime: TimeOfDay | null;
}

/**
 * Pickup not before the current minute; delivery, which is optional, not in the
 * past and after pickup, and a delivery time needs its date. A date without a time is judged by
 * the day.
 */
function timingErrors(t: Timing, now: Date): LoadFormErrors {
  const errors: Record<string, string> = {};
  const minute = currentMinute(now);
  const today = isoDateOf(now);

  const pickupAt =
    t.pickupDate && t.pickupTime ? toLocalDateTime(t.pickupDate, t.pickupTime).getTime() : null;
  const pickupInPast =
    pickupAt !== null ? pickupAt < minute : t.pickupDate !== null && t.pickupDate < today;
  if (pickupInPast)
    errors[t.pickupTime ? 'pickupTime' : 'pickupDate'] = LOAD_FORM_MESSAGES.pickupInPast;

  if (t.deliveryTime && !t.deliveryDate) {
    errors.deliveryDate = LOAD_FORM_MESSAGES.deliveryDateForTime;
  } else if (t.deliveryDate && t.deliveryTime) {
    const deliveryAt = toLocalDateTime(t.deliveryDate, t.deliveryTime).getTime();
    if (deliveryAt < minute) errors.deliveryTime = LOAD_FORM_MESSAGES.deliveryInPast;
    else if (
      pickupAt !== null
        ? deliveryAt <= pickupAt
        : t.pickupDate !== null && t.deliveryDate < t.pickupDate
    ) {
      errors.deliveryTime = LOAD_FORM_MESSAGES.deliveryNotAfterPickup;
    }
  } else if (t.deliveryDate) {
    if (t.deliveryDate < today) errors.deliveryDate = LOAD_FORM_MESSAGES.deliveryInPast;
    else if (t.pickupDate && t.deliveryDate < t.pickupDate) {
      errors.deliveryDate = LOAD_FORM_MESSAGES.deliveryNotAfterPickup;
    }
  }
  return errors;
}

function cargoErrors(values: LoadFormValues): LoadFormErrors {
  const errors: Record<string, string> = {};
  const weight = values.weight.trim();
  if (weight) {
    const kg = Number(weight);
    if (!Number.isFinite(kg) || kg <= 0) errors.weight = LOAD_FORM_MESSAGES.weight;
    else if (!/^\d*(\.\d)?$/.test(weight)) errors.weight = LOAD_FORM_MESSAGES.weightStep;
  }
  const count = values.itemCount.trim();
  if (count && !(/^\d+$/.test(count) && Number(count) >= 1))
    errors.itemCount = LOAD_FORM_MESSAGES.itemCount;
  return errors;
}

/** Only a real calendar date in the ISO form a date input produces. */
function parseIsoInput(value: string): IsoDate | null {
  const text = value.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseDate(text) : null;
}

export interface NewLoadExtras {
  readonly loadTypes: readonly LoadType[];
  readonly allowExternalDrivers: boolean;
  readonly attachments: readonly UploadFile[];
}

/**
 * The load to publish from a complete, valid form; null while anything is missing or wrong (the
 * submit button is disabled then).
 */
export function toNewLoad(
  values: LoadFormValues,
  mode: LoadMode,
  now: Date,
  extras: NewLoadExtras,
): NewLoad | null {
  if (!isLoadFormReady(checkLoadForm(values, mode, now))) return null;
  const pickupDate = parseIsoInput(values.pickupDate);
  const pickupTime = parseTime(values.pickupTime);
  if (!pickupDate || !pickupTime) return null;
  const loadType = extras.loadTypes.find((t) => t.id === values.loadTypeId) ?? null;
  if (!loadType) return null;
  return {
    mode,
    pickup: { address: values.pickupAddress.trim(), place: values.pickupPlace },
    delivery: { address: values.deliveryAddress.trim(), place: values.deliveryPlace },
    pickupDate,
    pickupTime,
    deliveryDate: parseIsoInput(values.deliveryDate),
    deliveryTime: parseTime(values.deliveryTime),
    weightKg: Number(values.weight.trim()),
    itemCount: Number(values.itemCount.trim()),
    instructions: values.instructions.trim(),
    loadType,
    vehicleId: mode === 'manual' ? values.vehicleId : null,
    allowExternalDrivers: mode === 'manual' && extras.allowExternalDrivers,
    attachments: extras.attachments,
  };
}
