import { makeAutoObservable } from 'mobx';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import {
  addressUnknownMessage,
  checkLoadForm,
  currentMinute,
  EMPTY_LOAD_FORM,
  FIELD_NAMES,
  isLoadFormReady,
  LOAD_FORM_MESSAGES,
  REQUIRED_MESSAGES,
  type LoadFormCheck,
  type LoadFormField,
  type LoadFormValues,
  type RequiredField,
} from '../../../domain/load/load-form-rules';
import type { LoadMode, LoadPlace } from '../../../domain/load/new-load';
import { isoDateOf } from '../../../domain/shared/date-time';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type { Clock } from '../../../application/ports/clock.port';

export type LoadTextField =
  | 'pickupDate'
  | 'pickupTime'
  | 'deliveryDate'
  | 'deliveryTime'
  | 'weight'
  | 'itemCount'
  | 'instructions';

export type Stop = 'pickup' | 'delivery';

/** An address field left holding text the lookup spells out no address for. */
interface Unmatched {
  readonly text: string;
  /** Whether the lookup suggested other addresses for it, to choose from. */
  readonly suggested: boolean;
}

/**
 * The load form's values and their rules. The time rules are judged against the current minute,
 * which `tick` moves on, so a pickup time that passes while the form is open turns into an error.
 */
export class LoadFormState {
  values: LoadFormValues = EMPTY_LOAD_FORM;
  touched: Partial<Record<RequiredField, true>> = {};
  /**
   * The text each address field was left holding when the lookup found no address it spells out,
   * and whether it suggested anything else: the field is marked while it still holds that text and
   * nothing was chosen.
   */
  unmatched: Partial<Record<Stop, Unmatched>> = {};
  /** The start of the current minute (epoch ms). */
  nowMinute: number;

  constructor(
    private readonly clock: Clock,
    private readonly mode: () => LoadMode | null,
  ) {
    this.nowMinute = currentMinute(clock.now());
    makeAutoObservable<this, 'clock' | 'mode'>(
      this,
      { clock: false, mode: false },
      { autoBind: true },
    );
  }

  tick(): void {
    this.nowMinute = currentMinute(this.clock.now());
  }

  /** The earliest date the date pickers offer (today). */
  get minDate(): string {
    return isoDateOf(new Date(this.nowMinute));
  }

  get check(): LoadFormCheck {
    return checkLoadForm(this.values, this.mode() ?? 'auto', new Date(this.nowMinute));
  }

  get ready(): boolean {
    return isLoadFormReady(this.check);
  }

  /**
   * Why the form cannot be sent yet, in words; null when it can. An address not chosen is still
   * needed as one chosen from the suggestions, in its place among the missing fields.
   */
  get hint(): string | null {
    if (this.ready) return null;
    const { missing } = this.check;
    const needed = FIELD_ORDER.flatMap((field) => {
      const stop = stopOf(field);
      if (stop && !this.isChosen(stop))
        return [`${FIELD_NAMES[field]} chosen from the suggestions`];
      return missing.includes(field) ? [FIELD_NAMES[field]] : [];
    });
    if (needed.length) return `Still needed: ${needed.join(', ')}.`;
    return 'Fix the fields marked in red to continue.';
  }

  /** Whether the address of `stop` was chosen (or is blank, which is missing instead). */
  isChosen(stop: Stop): boolean {
    return !this.check.unchosen.includes(`${stop}Address`);
  }

  /**
   * A rule's message; for an address left holding text the lookup does not know, 'Choose an
   * address from the suggestions'; or "… is required" once a required field was left empty.
   */
  errorFor(field: LoadFormField): string | undefined {
    const { errors, missing } = this.check;
    const ruleError = errors[field];
    if (ruleError) return ruleError;
    const stop = stopOf(field);
    const unmatched = stop && this.isMarked(stop) ? this.unmatched[stop] : undefined;
    if (unmatched)
      return unmatched.suggested
        ? LOAD_FORM_MESSAGES.addressNotChosen
        : addressUnknownMessage(unmatched.text);
    if (isRequired(field) && this.touched[field] && missing.includes(field))
      return REQUIRED_MESSAGES[field];
    return undefined;
  }

  /** Typing in an address field: the picked place no longer applies, nor the choice. */
  typeAddress(stop: Stop, text: string): void {
    this.setStop(stop, text, null, false);
  }

  /** A suggestion picked: its address, coordinates, city, region and postcode go with the load. */
  pickAddress(stop: Stop, result: AddressResult): void {
    const { latitude, longitude, cityName, stateName, zipcode } = result;
    const place = { latitude, longitude, cityName, stateName, zipcode };
    this.setStop(stop, result.address, place, true);
  }

  /** An address chosen as text, with no place known (a recent address the lookup cannot place). */
  chooseText(stop: Stop, text: string): void {
    this.setStop(stop, text, null, true);
  }

  /** The field was left holding `text`, which the lookup does not know as an address. */
  markUnmatched(stop: Stop, text: string, suggested: boolean): void {
    this.unmatched = { ...this.unmatched, [stop]: { text, suggested } };
  }

  setText(field: LoadTextField, value: string): void {
    this.values = { ...this.values, [field]: value };
  }

  setLoadType(id: number | null): void {
    this.values = { ...this.values, loadTypeId: id };
    this.touch('loadTypeId');
  }

  setVehicle(id: number | null): void {
    this.values = { ...this.values, vehicleId: id };
    this.touch('vehicleId');
  }

  /** A field was left: its "required" message may show from now on. */
  touch(field: RequiredField): void {
    if (!this.touched[field]) this.touched = { ...this.touched, [field]: true };
  }

  /** Drops a chosen load type or vehicle the server's lists no longer offer. */
  keepOffered(
    loadTypes: readonly LoadType[] | undefined,
    vehicles: readonly Vehicle[] | undefined,
  ): void {
    const { loadTypeId, vehicleId } = this.values;
    if (loadTypes && loadTypeId !== null && !loadTypes.some((t) => t.id === loadTypeId)) {
      this.values = { ...this.values, loadTypeId: null };
    }
    if (vehicles && vehicleId !== null && !vehicles.some((v) => v.id === vehicleId)) {
      this.values = { ...this.values, vehicleId: null };
    }
  }

  replace(values: LoadFormValues): void {
    this.values = values;
    this.touched = {};
    this.unmatched = {};
  }

  /** Marked while the field holds the text the lookup did not know and nothing was chosen. */
  private isMarked(stop: Stop): boolean {
    const text = this.unmatched[stop]?.text;
    return text !== undefined && text === this.values[`${stop}Address`] && !this.isChosen(stop);
  }

  private setStop(stop: Stop, address: string, place: LoadPlace | null, chosen: boolean): void {
    this.values =
      stop === 'pickup'
        ? { ...this.values, pickupAddress: address, pickupPlace: place, pickupChosen: chosen }
        : {
            ...this.values,
            deliveryAddress: address,
            deliveryPlace: place,
            deliveryChosen: chosen,
          };
    this.touch(`${stop}Address`);
  }
}

/** The stop an address field belongs to; null for the other fields. */
function stopOf(field: LoadFormField): Stop | null {
  if (field === 'pickupAddress') return 'pickup';
  return field === 'deliveryAddress' ? 'delivery' : null;
}

/** The required fields in form order, for "Still needed: …". */
const FIELD_ORDER = Object.keys(FIELD_NAMES) as RequiredField[];

function isRequired(field: LoadFormField): field is RequiredField {
  return field !== 'deliveryDate' && field !== 'deliveryTime';
}
