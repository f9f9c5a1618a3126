import { makeAutoObservable } from 'mobx';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import {
  checkLoadForm,
  currentMinute,
  EMPTY_LOAD_FORM,
  FIELD_NAMES,
  isLoadFormReady,
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

type Stop = 'pickup' | 'delivery';

/**
 * The load form's values and their rules. The time rules are judged against the current minute,
 * which `tick` moves on, so a pickup time that passes while the form is open turns into an error.
 */
export class LoadFormState {
  values: LoadFormValues = EMPTY_LOAD_FORM;
  touched: Partial<Record<RequiredField, true>> = {};
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

  /** Why the form cannot be sent yet, in words; null when it can. */
  get hint(): string | null {
    if (this.ready) return null;
    const { missing } = this.check;
    if (missing.length) return `Still needed: ${missing.map((f) => FIELD_NAMES[f]).join(', ')}.`;
    return 'Fix the fields marked in red to continue.';
  }

  /** A rule's message, or "… is required" once a required field was left empty. */
  errorFor(field: LoadFormField): string | undefined {
    const { errors, missing } = this.check;
    const ruleError = errors[field];
    if (ruleError) return ruleError;
    if (isRequired(field) && this.touched[field] && missing.includes(field))
      return REQUIRED_MESSAGES[field];
    return undefined;
  }

  /** Typing in an address field: the picked place no longer applies. */
  typeAddress(stop: Stop, text: string): void {
    this.setStop(stop, text, null);
  }

  /** A suggestion picked: its address, coordinates, city, region and postcode go with the load. */
  pickAddress(stop: Stop, result: AddressResult): void {
    const { latitude, longitude, cityName, stateName, zipcode } = result;
    this.setStop(stop, result.address, { latitude, longitude, cityName, stateName, zipcode });
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
  }

  private setStop(stop: Stop, address: string, place: LoadPlace | null): void {
    this.values =
      stop === 'pickup'
        ? { ...this.values, pickupAddress: address, pickupPlace: place }
        : { ...this.values, deliveryAddress: address, deliveryPlace: place };
    this.touch(`${stop}Address`);
  }
}

function isRequired(field: LoadFormField): field is RequiredField {
  return field !== 'deliveryDate' && field !== 'deliveryTime';
}
