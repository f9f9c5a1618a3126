import { makeAutoObservable, reaction } from 'mobx';
import type { LoadId, LoadType, Vehicle } from '../../../domain/load/load';
import {
  addressUnknownMessage,
  checkLoadForm,
  currentMinute,
  EMPTY_LOAD_FORM,
  FIELD_NAMES,
  isLoadFormReady,
  LOAD_FORM_MESSAGES,
  REQUIRED_MESSAGES,
  toNewLoad,
  type LoadFormCheck,
  type LoadFormField,
  type LoadFormValues,
  type RequiredField,
} from '../../../domain/load/load-form-rules';
import {
  publishErrorMessage,
  type LoadMode,
  type LoadPlace,
  type NewLoad,
  type PublishedLoad,
} from '../../../domain/load/new-load';
import { capacityExceeded, overCapacityText } from '../../../domain/load/vehicle-capacity';
import { draftHasInput, type DraftContents } from '../../../domain/repeat/draft-guard';
import type {
  LoadPrefill,
  OfferedChoices,
  PrefillStop as Stop,
} from '../../../domain/repeat/post-again';
import { isoDateOf } from '../../../domain/shared/date-time';
import { errorMessage, SUCCESS_MESSAGES } from '../../../domain/shared/error-catalogue';
import { percentSent, type UploadFile, type UploadProgress } from '../../../domain/shared/upload';
import type {
  DraftContent,
  LoadDraftKeeper,
} from '../../../application/create-job/load-draft-keeper';
import type {
  MatchTypedAddress,
  TypedAddressMatch,
} from '../../../application/create-job/match-typed-address.use-case';
import type { PublishLoad } from '../../../application/create-job/publish-load.use-case';
import type {
  FormPriceGuide,
  UsualPriceOfForm,
} from '../../../application/pricing/form-price-guide.use-case';
import type { PastLoadCopy } from '../../../application/repeat/copy-past-load.use-case';
import type { FindExactAddress } from '../../../application/repeat/find-exact-address.use-case';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { LoadFormOptions } from '../../../application/ports/load-publisher.port';
import type { Timers } from '../../../application/ports/timers.port';
import { bidsPathFor } from '../../app/portal-tabs';
import type { ToastStore } from '../../app/toast.store';
import { Command, type CommandOutcome } from '../../async/command';
import { Query } from '../../async/query';
import { AttachmentList } from './attachment-list';

/**
 * How often the time rules are checked again: a pickup may not be earlier than the current minute,
 * so one that passes while the form is open becomes an error.
 */
export const RECHECK_INTERVAL_MS = 10_000;

export interface CreateJobDeps {
  readonly publishLoad: PublishLoad;
  readonly formOptions: LoadFormOptions;
  readonly draft: LoadDraftKeeper;
  readonly clock: Clock;
  readonly toasts: ToastStore;
  readonly timers: Timers;
  readonly priceGuide: FormPriceGuide;
  readonly matchAddress: MatchTypedAddress;
  readonly copyLoad: PastLoadCopy;
  readonly findAddress: FindExactAddress;
  /** A fresh idempotency key; a random UUID unless a test names its own. */
  readonly newKey?: () => string;
}

/** The fields typed as text: all but the addresses and the two choices from lists. */
export type LoadTextField =
  Exclude<LoadFormField, `${Stop}Address` | 'loadTypeId' | 'vehicleId'> | 'instructions';

/** An address field left holding text the lookup spells out no address for. */
interface Unmatched {
  readonly text: string;
  /** Whether the lookup suggested other addresses for it, to choose from. */
  readonly suggested: boolean;
}

/** An address field left holding `text`, to look up. */
interface Leaving {
  readonly stop: Stop;
  readonly text: string;
}

const randomKey = () => crypto.randomUUID();

/**
 * Create Job: the mode chooser, then the form of the chosen mode, its rules judged against the
 * current minute, and publishing it. The form is kept on this device as it is typed and brought
 * back; 'Post again' fills it from a past load; an address typed rather than picked is looked up;
 * and once the form has pickup, delivery and a weight, it says what jobs like it usually cost.
 * The attachments are a part of their own.
 */
export class CreateJobPresenter {
  mode: LoadMode | null = null;
  /** Where to go once published; the screen navigates and calls `navigated`. */
  navigateTo: string | null = null;
  /** Published: this screen is on its way out, whatever it still shows. */
  private leaving = false;

  values: LoadFormValues = EMPTY_LOAD_FORM;
  touched: Partial<Record<RequiredField, true>> = {};
  /**
   * The text each address field was left holding when the lookup found no address it spells out,
   * and whether it suggested anything else: the field is marked while it still holds that text and
   * nothing was chosen.
   */
  unmatched: Partial<Record<Stop, Unmatched>> = {};
  /** The start of the current minute (epoch ms), which the time rules are judged against. */
  nowMinute: number;
  readonly attachments = new AttachmentList();
  /** The server's load types, read once. */
  readonly loadTypes: Query<readonly LoadType[]>;
  /** The server's vehicles, read in manual mode only, once, and again after a failure. */
  readonly vehicles: Query<readonly Vehicle[]>;
  /** One per address field, made when it is first left: opening the form does no work for them. */
  private readonly addressChecks: Partial<Record<Stop, Query<void, Leaving>>> = {};

  /** When the restored draft was saved; null when the form did not come from a draft. */
  restoredAt: string | null = null;
  /** The files of the restored draft while the browser reads them back. */
  restoringNames: readonly string[] = [];
  private restored = false;

  /** The load number the form was copied from ('Copied from BH-10421'); null when not copied. */
  copiedFrom: string | null = null;
  /** Whether 'Replace your draft?' is asked, about `offeredCopy`. */
  askingToReplace = false;
  /** The last copy read, kept after the answer so the closing dialog still names it. */
  offeredCopy: LoadPrefill | null = null;
  /** The stops whose copied address is kept as text, for the shipper to check. */
  uncheckedStops: readonly Stop[] = [];
  /** The input the focus goes to next (its id); the screen moves it and calls `focused`. */
  focusTo: 'pickup-date' | 'pickup-address' | null = null;
  /** The past load being copied. */
  readonly copySource: Query<LoadPrefill, LoadId>;
  /** The lookups of a copy's addresses given only as text. */
  private readonly placing: Query<void, LoadPrefill>;
  private copyId: LoadId | null = null;

  /** The shipper's past jobs, as the rule pricing a form like this one. */
  private readonly pastPrices: Query<UsualPriceOfForm>;

  confirmOpen = false;
  allowExternalDrivers = false;
  progress: UploadProgress | null = null;
  /**
   * The idempotency key, so a job is never published twice: the same for every attempt to publish
   * the same form (a retry after a lost answer cannot publish it twice), a new one once it changes.
   */
  publishKey: string | null = null;
  readonly publishing: Command<[NewLoad], PublishedLoad>;
  private stopAll: (() => void) | null = null;

  constructor(private readonly deps: CreateJobDeps) {
    this.nowMinute = currentMinute(deps.clock.now());
    this.loadTypes = new Query({
      fetch: (_, signal) => deps.formOptions.loadTypes(signal),
      errorMessage: (error) => errorMessage('dropdowns', error),
    });
    this.vehicles = new Query({
      fetch: (_, signal) => deps.formOptions.vehicles(signal),
      errorMessage: (error) => errorMessage('vehicles', error),
    });
    this.copySource = new Query({
      fetch: async (id, signal) => {
        const prefill = await deps.copyLoad.execute(id, this.offered, signal);
        if (!signal.aborted) this.offerCopy(prefill);
        return prefill;
      },
      errorMessage: (error) => errorMessage('loadDetails', error),
    });
    this.placing = new Query({
      fetch: (prefill, signal) =>
        Promise.all(
          prefill.unresolved.map(async (stop) => {
            const text = prefill.values[`${stop}Address`];
            const found = await deps.findAddress.execute(text).catch(() => null);
            if (!signal.aborted) this.placed(stop, text, found);
          }),
        ).then(() => undefined),
      errorMessage: () => '',
    });
    this.pastPrices = new Query({
      fetch: (_, signal) => deps.priceGuide.execute(signal),
      // The line is a suggestion: a form without it is complete, so a failure says nothing.
      errorMessage: () => '',
    });
    this.publishing = new Command({
      execute: (load: NewLoad) =>
        deps.publishLoad.execute(load, {
          idempotencyKey: this.keyFor(),
          onProgress: this.setProgress,
        }),
      errorMessage: publishErrorMessage,
    });
    makeAutoObservable<
      this,
      'deps' | 'stopAll' | 'addressChecks' | 'restored' | 'placing' | 'copyId' | 'pastPrices'
    >(
      this,
      {
        deps: false,
        stopAll: false,
        attachments: false,
        loadTypes: false,
        vehicles: false,
        addressChecks: false,
        restored: false,
        copySource: false,
        placing: false,
        copyId: false,
        pastPrices: false,
        publishing: false,
      },
      { autoBind: true },
    );
  }

  /**
   * Restores the draft (once), keeps it as typed, re-checks the time rules and reads the lists
   * of a mode already chosen. Idempotent.
   */
  start(): () => void {
    if (this.stopAll) return this.stop;
    this.restoreDraft();
    this.tick();
    const stops = [
      this.deps.timers.every(RECHECK_INTERVAL_MS, this.tick),
      // The draft is saved as the form and its files change; files still on their way back count.
      reaction(
        () => ({
          mode: this.mode,
          values: this.values,
          publishKey: this.publishKey,
          attachmentNames: this.draftContents.attachmentNames,
        }),
        this.saveDraft,
      ),
      reaction(
        () => this.attachments.items,
        () => void this.deps.draft.saveAttachments(this.attachments.files),
      ),
      // The user changed the draft: sending it is another publish. The draft restored above,
      // and its kept files when they arrive, are the same draft: their key stays.
      reaction(() => [this.values, this.attachments.edits], this.forgetKey),
      reaction(
        () => [this.loadTypes.data, this.vehicles.data] as const,
        ([loadTypes, vehicles]) => this.keepOffered(loadTypes, vehicles),
      ),
      // The past jobs are read the first time the form has what the price check needs (a visit
      // that never gets there reads nothing); a failed read is tried again the next time.
      reaction(
        () => this.priceWanted,
        (wanted) => {
          if (wanted && !this.pastPrices.loaded && !this.pastPrices.loading)
            void this.pastPrices.run();
        },
        { fireImmediately: true },
      ),
    ];
    this.stopAll = () => {
      stops.forEach((stop) => stop());
      this.copySource.cancel();
      this.placing.cancel();
      this.pastPrices.cancel();
      this.addressChecks.pickup?.cancel();
      this.addressChecks.delivery?.cancel();
    };
    this.readLists();
    return this.stop;
  }

  stop(): void {
    this.stopAll?.();
    this.stopAll = null;
  }

  // The mode

  get title(): string {
    return this.mode === 'manual' ? 'Manual Load Creation' : 'Auto Load Creation';
  }

  /** Choosing a mode opens its form. */
  chooseMode(mode: LoadMode): void {
    // Once published, the chooser shows while the screen leaves for the bids (until their screen
    // has arrived); a click landing on it then (the second click of a double click on Publish)
    // would open an empty form and keep it as a draft for the next visit.
    if (this.leaving) return;
    this.mode = mode;
    this.publishing.reset();
    this.readLists();
  }

  /** Back to Options returns to the chooser and clears the mode; what was typed stays. */
  backToOptions(): void {
    if (this.publishing.pending) return;
    this.mode = null;
    this.cancelConfirm();
  }

  /** Empties the form (the mode stays) and so drops the draft; nothing on it is a copy any more. */
  startOver(): void {
    this.fill(EMPTY_LOAD_FORM);
    this.attachments.clear();
    this.restoredAt = null;
    this.restoringNames = [];
    this.placing.cancel();
    this.copiedFrom = null;
    this.uncheckedStops = [];
  }

  // The form and its rules

  tick(): void {
    this.nowMinute = currentMinute(this.deps.clock.now());
  }

  /** The earliest date the date pickers offer (today). */
  get minDate(): string {
    return isoDateOf(new Date(this.nowMinute));
  }

  get check(): LoadFormCheck {
    return checkLoadForm(this.values, this.mode ?? 'auto', new Date(this.nowMinute));
  }

  /**
   * Why the form cannot be sent yet, in words; null when it can. An address not chosen is still
   * needed as one chosen from the suggestions, in its place among the missing fields.
   */
  get hint(): string | null {
    if (isLoadFormReady(this.check)) return null;
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

  /**
   * A suggestion or recent address picked: its address, coordinates, city, region and postcode go
   * with the load, and a copied address to check is checked.
   */
  pickAddress(stop: Stop, result: AddressResult): void {
    const { latitude, longitude, cityName, stateName, zipcode } = result;
    const place = { latitude, longitude, cityName, stateName, zipcode };
    this.setStop(stop, result.address, place, true);
    this.checked(stop);
  }

  /** A recent address known only as text picked: chosen as it is, while its place is looked up. */
  chooseAddressText(stop: Stop, text: string): void {
    this.setStop(stop, text, null, true);
    this.checked(stop);
  }

  /**
   * An address field left without a pick: the lookup is asked about the text as typed. A
   * suggestion it spells out exactly is taken as picked, with its place; otherwise the field is
   * marked 'Choose an address from the suggestions', adding what to type when the lookup suggested
   * nothing at all. While the lookup cannot answer, the typed text is taken as it is, as the
   * field's advice to type the full address says (the server places it).
   */
  leaveAddress(stop: Stop): void {
    const text = this.values[`${stop}Address`];
    if (!text.trim() || this.isChosen(stop) || this.unmatched[stop]?.text === text) return;
    this.addressChecks[stop] ??= new Query<void, Leaving>({
      fetch: async (leaving, signal) => {
        let found: TypedAddressMatch | 'unavailable';
        try {
          found = await this.deps.matchAddress.execute(leaving.text);
        } catch {
          found = 'unavailable';
        }
        if (!signal.aborted) this.addressAnswered(leaving, found);
      },
      errorMessage: () => '',
    });
    void this.addressChecks[stop].run({ stop, text });
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

  /** The form holds `values` as given, nothing touched or marked. */
  fill(values: LoadFormValues): void {
    this.values = values;
    this.touched = {};
    this.unmatched = {};
  }

  /**
   * A warning, not an error, under the weight in manual mode: over the chosen vehicle's load
   * capacity. Publishing goes on.
   */
  get weightWarning(): string | null {
    const { vehicleId, weight } = this.values;
    if (this.mode !== 'manual' || vehicleId === null) return null;
    const vehicle = this.vehicles.data?.find((v) => v.id === vehicleId);
    const capacity = capacityExceeded(weight, vehicle);
    return capacity === null ? null : overCapacityText(capacity);
  }

  get canAddAttachments(): boolean {
    return !this.attachments.full && !this.publishing.pending;
  }

  /** Typing or a pick since the field was left has the last word: an answer for old text is dropped. */
  private addressAnswered({ stop, text }: Leaving, found: TypedAddressMatch | 'unavailable'): void {
    if (this.values[`${stop}Address`] !== text || this.isChosen(stop)) return;
    if (found === 'unavailable') this.setStop(stop, text, null, true);
    else if (found.kind === 'matched') this.pickAddress(stop, found.result);
    else this.unmatched = { ...this.unmatched, [stop]: { text, suggested: found.suggested } };
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

  // The server's lists

  /** Load types in either mode; vehicles in manual mode, and again after a failure that left none. */
  private readLists(): void {
    if (this.mode === null) return;
    if (this.loadTypes.status.kind === 'idle') void this.loadTypes.run();
    const vehicles = this.vehicles.status.kind;
    if (
      this.mode === 'manual' &&
      (vehicles === 'idle' || (vehicles === 'failed' && !this.vehicles.data?.length))
    ) {
      void this.vehicles.run();
    }
  }

  /**
   * The lists once read (the vehicles only when asked for), for a copy of a past load: each is
   * read if it has not been, or waited for if on its way. A list that fails offers nothing.
   */
  private async offered(withVehicles: boolean): Promise<OfferedChoices> {
    const [loadTypes, vehicles] = await Promise.all([
      settled(this.loadTypes),
      withVehicles ? settled(this.vehicles) : [],
    ]);
    return { loadTypes, vehicles };
  }

  /** Drops a chosen load type or vehicle the server's lists no longer offer. */
  private keepOffered(
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

  // The draft, kept on this device as typed, files included, and brought back after a reload, a
  // crash, or an expired session once the same user signs in again

  /** What the draft holds now, its files on their way back included. */
  private get draftContents(): DraftContents {
    const { names, missing } = this.attachments;
    return { values: this.values, attachmentNames: [...names, ...missing, ...this.restoringNames] };
  }

  /** Brings the draft back, once: the form at once, the files when the browser has read them. */
  private restoreDraft(): void {
    if (this.restored) return;
    this.restored = true;
    const draft = this.deps.draft.restore();
    if (!draft) return;
    this.mode = draft.mode;
    this.fill(draft.values);
    this.publishKey = draft.publishKey;
    this.restoredAt = draft.savedAt;
    if (!draft.attachmentNames.length) return;
    this.restoringNames = draft.attachmentNames;
    void this.deps.draft
      .restoreAttachments()
      .then((files) => this.filesRestored(files, draft.attachmentNames));
  }

  private filesRestored(files: readonly UploadFile[] | null, names: readonly string[]): void {
    // Start over, or a copy of a past load, while they were read: the draft's files are gone.
    if (!this.restoringNames.length) return;
    this.restoringNames = [];
    if (!this.attachments.items.length) this.attachments.restore(files, names);
  }

  private saveDraft(content: DraftContent): void {
    // A draft emptied by hand is no longer kept, so nothing is restored to speak of.
    if (!this.deps.draft.save(content)) this.restoredAt = null;
  }

  // Post again: the form filled from a past load, so a repeat job needs no retyping. The load is
  // read through the load details the portal already reads. A draft in progress is not replaced
  // without asking. An address the load gives only as text is looked up once; failing an exact
  // match, the text stays and the field says 'Check this address' until the shipper picks one.

  /** Fills the form from load `id`, once: asking again for the same copy changes nothing. */
  copyFrom(id: LoadId): void {
    if (id === this.copyId && (this.copySource.loading || this.copySource.loaded)) return;
    this.copyId = id;
    void this.copySource.run(id);
  }

  /** Reads the load again after a failure. */
  retryCopy(): void {
    if (this.copyId !== null) void this.copySource.run(this.copyId);
  }

  /** 'Replace': the draft gives way to the copy. */
  replaceDraft(): void {
    if (!this.askingToReplace || !this.offeredCopy) return;
    this.askingToReplace = false;
    this.fillFromCopy(this.offeredCopy);
  }

  /** 'Keep my draft': the copy is dropped and the draft stays as it was. */
  keepDraft(): void {
    this.askingToReplace = false;
  }

  /** 'Start empty': the copied form is cleared (the mode stays). */
  startEmpty(): void {
    this.startOver();
    this.focusTo = 'pickup-address';
  }

  isUnchecked(stop: Stop): boolean {
    return this.uncheckedStops.includes(stop);
  }

  focused(): void {
    this.focusTo = null;
  }

  private offerCopy(prefill: LoadPrefill): void {
    this.offeredCopy = prefill;
    if (draftHasInput(this.draftContents)) this.askingToReplace = true;
    else this.fillFromCopy(prefill);
  }

  private fillFromCopy(prefill: LoadPrefill): void {
    this.startOver();
    this.chooseMode(prefill.mode);
    this.fill(prefill.values);
    this.copiedFrom = prefill.sourceLoadNo;
    // Dates and times are the shipper's to choose: the first of them takes the focus.
    this.focusTo = 'pickup-date';
    if (prefill.unresolved.length) void this.placing.run(prefill);
  }

  /** The lookup of a stop kept as text answered; typing since then has the last word. */
  private placed(stop: Stop, text: string, found: AddressResult | null): void {
    if (this.values[`${stop}Address`] !== text) return;
    if (found) this.pickAddress(stop, found);
    else this.uncheckedStops = [...this.uncheckedStops, stop];
  }

  /** The shipper picked an address for `stop`: it no longer needs checking. */
  private checked(stop: Stop): void {
    this.uncheckedStops = this.uncheckedStops.filter((s) => s !== stop);
  }

  // 'Smart pricing suggestions': what jobs like this one usually cost the shipper

  /** Whether the form has what the price check needs: a mode, pickup, delivery and a weight. */
  private get priceWanted(): boolean {
    const { pickupAddress, deliveryAddress, weight } = this.values;
    return (
      this.mode !== null &&
      pickupAddress.trim() !== '' &&
      deliveryAddress.trim() !== '' &&
      Number(weight) > 0
    );
  }

  /** 'Jobs like this usually cost you £X–£Y (n jobs)', the not-enough line, or nothing. */
  get usualPrice(): string | null {
    const usualPrice = this.pastPrices.data;
    if (!usualPrice || !this.priceWanted) return null;
    return usualPrice(this.values, this.mode, this.vehicles.data ?? []);
  }

  // Publishing: Auto mode publishes at once, Manual mode asks first, one publish at a time

  get submitLabel(): string {
    if (this.publishing.pending && !this.confirmOpen) return 'Publishing…';
    return this.mode === 'manual' ? 'Submit & View Bids' : 'Create Load';
  }

  /** Submit is disabled while anything is missing or wrong, or a publish is under way. */
  get canSubmit(): boolean {
    return this.mode !== null && isLoadFormReady(this.check) && !this.publishing.pending;
  }

  get submitHint(): string | null {
    return this.publishing.pending ? null : this.hint;
  }

  /** Whole percent of the files sent, while files are going out; null otherwise. */
  get uploadPercent(): number | null {
    return this.publishing.pending && this.progress && this.progress.total > 0
      ? percentSent(this.progress)
      : null;
  }

  submit(): void {
    if (!this.canSubmit || this.confirmOpen) return;
    if (this.mode === 'manual') this.confirmOpen = true;
    else void this.publish();
  }

  cancelConfirm(): void {
    if (!this.publishing.pending) this.confirmOpen = false;
  }

  setAllowExternalDrivers(allow: boolean): void {
    this.allowExternalDrivers = allow;
  }

  navigated(): void {
    this.navigateTo = null;
    this.publishing.reset();
  }

  /**
   * Publishes (auto mode at once, manual mode once confirmed). On success the portal goes to the
   * load's bids with a fresh form; on failure the form stays.
   */
  async publish(): Promise<void> {
    if (this.mode === null || this.publishing.pending) return;
    this.tick();
    const load = toNewLoad(this.values, this.mode, new Date(this.nowMinute), {
      loadTypes: this.loadTypes.data ?? [],
      allowExternalDrivers: this.allowExternalDrivers,
      attachments: this.attachments.files,
    });
    if (!load) return this.cancelConfirm();
    this.progress = null;
    this.published(await this.publishing.run(load));
  }

  private published(outcome: CommandOutcome<PublishedLoad>): void {
    this.confirmOpen = false;
    if (outcome.kind === 'failed') this.deps.toasts.error(outcome.message);
    if (outcome.kind !== 'done') return;
    this.deps.toasts.success(SUCCESS_MESSAGES.jobPublished);
    this.allowExternalDrivers = false;
    this.progress = null;
    this.publishKey = null;
    this.startOver();
    this.mode = null;
    this.leaving = true;
    this.navigateTo = outcome.value.id !== null ? bidsPathFor(outcome.value.id) : '/my-loads';
  }

  /** The form changed: sending it now is another publish. */
  private forgetKey(): void {
    if (!this.publishing.pending) this.publishKey = null;
  }

  private keyFor(): string {
    this.publishKey ??= (this.deps.newKey ?? randomKey)();
    return this.publishKey;
  }

  private setProgress(progress: UploadProgress): void {
    this.progress = progress;
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

async function settled<T>(list: Query<readonly T[]>): Promise<readonly T[]> {
  if (list.loading) await answered(list);
  else if (!list.loaded) await list.run();
  return list.data ?? [];
}

/** Once the read on its way has answered (or was dropped). */
function answered(list: Query<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const stop = reaction(
      () => list.loading,
      (loading) => {
        if (loading) return;
        stop();
        resolve();
      },
    );
  });
}
