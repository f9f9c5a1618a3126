import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import {
  checkLoadForm,
  currentMinute,
  EMPTY_LOAD_FORM,
  FIELD_NAMES,
  isLoadFormReady,
  REQUIRED_MESSAGES,
  toNewLoad,
  type LoadFormCheck,
  type LoadFormField,
  type LoadFormValues,
  type RequiredField,
} from '../../../domain/load/load-form-rules';
import {
  checkAttachments,
  fitAttachments,
  invalidFilesMessage,
  MAX_ATTACHMENTS,
  tooManyFilesMessage,
} from '../../../domain/load/attachment-rules';
import { publishErrorMessage, type LoadMode, type LoadPlace } from '../../../domain/load/new-load';
import { isoDateOf } from '../../../domain/shared/date-time';
import { errorMessage, SUCCESS_MESSAGES } from '../../../domain/shared/error-catalogue';
import {
  failed,
  IDLE,
  LOADING,
  SUCCEEDED,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { ListLoadTypes } from '../../../application/create-job/list-load-types.use-case';
import type { ListVehicles } from '../../../application/create-job/list-vehicles.use-case';
import type { PublishLoad } from '../../../application/create-job/publish-load.use-case';
import type { RestoreLoadDraft } from '../../../application/create-job/restore-load-draft.use-case';
import type { SaveLoadDraft } from '../../../application/create-job/save-load-draft.use-case';
import { bidsPathFor } from '../../app/portal-tabs';
import type { ToastStore } from '../../app/toast.store';

/** How often the time rules are re-checked (spec §5: "earlier than the current minute"). */
export const RECHECK_INTERVAL_MS = 10_000;

export interface IntervalTimers {
  every(callback: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

const browserTimers: IntervalTimers = {
  every: (callback, ms) => setInterval(callback, ms),
  cancel: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface AttachmentItem {
  readonly id: number;
  readonly file: File;
}

type TextField =
  | 'pickupDate'
  | 'pickupTime'
  | 'deliveryDate'
  | 'deliveryTime'
  | 'weight'
  | 'itemCount'
  | 'instructions';

export interface CreateJobUseCases {
  readonly publishLoad: PublishLoad;
  readonly listVehicles: ListVehicles;
  readonly listLoadTypes: ListLoadTypes;
  readonly saveDraft: SaveLoadDraft;
  readonly restoreDraft: RestoreLoadDraft;
}

/**
 * Create Job (spec §2.7, §4 creation flow, §5 load form): the mode chooser, the form with its
 * rules re-checked as the minutes pass, attachments, the publish dialog, and the draft kept as
 * typed.
 */
export class CreateJobPresenter {
  mode: LoadMode | null = null;
  values: LoadFormValues = EMPTY_LOAD_FORM;
  touched: Partial<Record<RequiredField, true>> = {};
  attachments: AttachmentItem[] = [];
  attachmentError: string | null = null;
  attachmentNotice: string | null = null;
  vehicles: readonly Vehicle[] = [];
  vehiclesStatus: RequestStatus = IDLE;
  loadTypes: readonly LoadType[] = [];
  loadTypesStatus: RequestStatus = IDLE;
  confirmOpen = false;
  allowExternalDrivers = false;
  publishStatus: RequestStatus = IDLE;
  /** The start of the current minute (epoch ms); the time rules are judged against it. */
  nowMinute: number;
  /** Where to go once published; the view navigates and calls `redirectHandled`. */
  redirectTo: string | null = null;
  /** When the restored draft was saved; null when the form did not come from a draft. */
  restoredDraftAt: string | null = null;

  private started = false;
  private restored = false;
  private stopTimer: (() => void) | null = null;
  private stopAutosave: (() => void) | null = null;
  private attachmentSeq = 0;
  private vehiclesSeq = 0;
  private loadTypesSeq = 0;

  constructor(
    private readonly useCases: CreateJobUseCases,
    private readonly clock: Clock,
    private readonly toasts: ToastStore,
    private readonly timers: IntervalTimers = browserTimers,
  ) {
    this.nowMinute = currentMinute(clock.now());
    makeAutoObservable<this, 'useCases' | 'clock' | 'toasts' | 'timers'>(
      this,
      { useCases: false, clock: false, toasts: false, timers: false },
      { autoBind: true },
    );
  }

  /** Restores the draft (once), saves as the form changes, and re-checks the time every few seconds. */
  start(): () => void {
    if (!this.started) {
      this.started = true;
      if (!this.restored) this.restore();
      this.tick();
      const handle = this.timers.every(this.tick, RECHECK_INTERVAL_MS);
      this.stopTimer = () => this.timers.cancel(handle);
      this.stopAutosave = reaction(
        () => ({ mode: this.mode, values: this.values }),
        ({ mode, values }) => this.useCases.saveDraft.execute(mode, values),
      );
      this.ensureOptions();
    }
    return this.stop;
  }

  stop(): void {
    this.stopTimer?.();
    this.stopAutosave?.();
    this.stopTimer = null;
    this.stopAutosave = null;
    this.started = false;
  }

  tick(): void {
    this.nowMinute = currentMinute(this.clock.now());
  }

  // --- derived state -------------------------------------------------------------------------

  get title(): string {
    return this.mode === 'manual' ? 'Manual Load Creation' : 'Auto Load Creation';
  }

  get submitLabel(): string {
    if (this.publishing && !this.confirmOpen) return 'Publishing…';
    return this.mode === 'manual' ? 'Submit & View Bids' : 'Create Load';
  }

  /** The earliest date the date pickers offer (today). */
  get minDate(): string {
    return isoDateOf(new Date(this.nowMinute));
  }

  get check(): LoadFormCheck {
    return checkLoadForm(this.values, this.mode ?? 'auto', new Date(this.nowMinute));
  }

  get publishing(): boolean {
    return this.publishStatus.kind === 'loading';
  }

  /** Spec §5: submit is disabled while anything is missing or wrong (or a publish is under way). */
  get canSubmit(): boolean {
    return this.mode !== null && isLoadFormReady(this.check) && !this.publishing;
  }

  /** Why submit is disabled, in words; null when it is not. */
  get submitHint(): string | null {
    if (this.canSubmit || this.publishing) return null;
    const { missing } = this.check;
    if (missing.length) return `Still needed: ${missing.map((f) => FIELD_NAMES[f]).join(', ')}.`;
    return 'Fix the fields marked in red to continue.';
  }

  /** A rule's message, or "… is required" once a required field was left empty. */
  errorFor(field: LoadFormField): string | undefined {
    const { errors, missing } = this.check;
    const ruleError = errors[field];
    if (ruleError) return ruleError;
    if (isRequiredField(field) && this.touched[field] && missing.includes(field))
      return REQUIRED_MESSAGES[field];
    return undefined;
  }

  get loadTypesError(): string | null {
    return this.loadTypesStatus.kind === 'failed' ? this.loadTypesStatus.message : null;
  }

  get vehiclesError(): string | null {
    return this.vehiclesStatus.kind === 'failed' ? this.vehiclesStatus.message : null;
  }

  get canAddAttachments(): boolean {
    return this.attachments.length < MAX_ATTACHMENTS && !this.publishing;
  }

  // --- mode ----------------------------------------------------------------------------------

  /** Spec §2.7: choosing a mode opens the form. */
  chooseMode(mode: LoadMode): void {
    this.mode = mode;
    this.publishStatus = IDLE;
    this.ensureOptions();
  }

  /** Spec §2.7: Back to Options returns to the chooser and clears the mode. */
  backToOptions(): void {
    if (this.publishing) return;
    this.mode = null;
    this.confirmOpen = false;
    this.publishStatus = IDLE;
  }

  // --- fields --------------------------------------------------------------------------------

  /** Typing in an address field: the picked place no longer applies. */
  typeAddress(stop: 'pickup' | 'delivery', text: string): void {
    this.values =
      stop === 'pickup'
        ? { ...this.values, pickupAddress: text, pickupPlace: null }
        : { ...this.values, deliveryAddress: text, deliveryPlace: null };
    this.touch(`${stop}Address`);
  }

  /** A suggestion picked: its address and location details go with the load (spec §3). */
  pickAddress(stop: 'pickup' | 'delivery', result: AddressResult): void {
    const place: LoadPlace = {
      latitude: result.latitude,
      longitude: result.longitude,
      cityName: result.cityName,
      stateName: result.stateName,
      zipcode: result.zipcode,
    };
    this.values =
      stop === 'pickup'
        ? { ...this.values, pickupAddress: result.address, pickupPlace: place }
        : { ...this.values, deliveryAddress: result.address, deliveryPlace: place };
    this.touch(`${stop}Address`);
  }

  setText(field: TextField, value: string): void {
    this.values = { ...this.values, [field]: value };
  }

  setLoadType(id: number | null): void {
    this.values = { ...this.values, loadTypeId: id };
    this.touched = { ...this.touched, loadTypeId: true };
  }

  setVehicle(id: number | null): void {
    this.values = { ...this.values, vehicleId: id };
    this.touched = { ...this.touched, vehicleId: true };
  }

  /** A field was left: its "required" message may show from now on. */
  touch(field: RequiredField): void {
    if (!this.touched[field]) this.touched = { ...this.touched, [field]: true };
  }

  /** Empties the form (the mode stays) and so drops the draft. */
  startOver(): void {
    this.values = EMPTY_LOAD_FORM;
    this.touched = {};
    this.attachments = [];
    this.attachmentError = null;
    this.attachmentNotice = null;
    this.restoredDraftAt = null;
  }

  // --- attachments ---------------------------------------------------------------------------

  /** Spec §5 / decisions S3: valid files are kept (at most 5); the others are named in the error. */
  async addFiles(files: readonly File[]): Promise<void> {
    if (!files.length) return;
    const { valid, invalid } = await checkAttachments(files);
    runInAction(() => {
      const { accepted, overLimit } = fitAttachments(this.attachments.length, valid);
      const kept = accepted.map((file) => ({ id: ++this.attachmentSeq, file }));
      this.attachments = [...this.attachments, ...kept];
      this.attachmentError = invalid.length ? invalidFilesMessage(invalid) : null;
      this.attachmentNotice = overLimit.length ? tooManyFilesMessage(overLimit) : null;
    });
  }

  removeAttachment(id: number): void {
    this.attachments = this.attachments.filter((a) => a.id !== id);
    this.attachmentNotice = null;
  }

  // --- options -------------------------------------------------------------------------------

  /**
   * Spec §4: load types are fetched when idle; vehicles when idle, or failed with none loaded,
   * and in manual mode only.
   */
  private ensureOptions(): void {
    if (this.mode === null) return;
    if (this.loadTypesStatus.kind === 'idle') void this.fetchLoadTypes();
    const vehiclesStatus = this.vehiclesStatus.kind;
    if (
      this.mode === 'manual' &&
      (vehiclesStatus === 'idle' || (vehiclesStatus === 'failed' && !this.vehicles.length))
    ) {
      void this.fetchVehicles();
    }
  }

  async fetchLoadTypes(): Promise<void> {
    const seq = ++this.loadTypesSeq;
    this.loadTypesStatus = LOADING;
    try {
      const types = await this.useCases.listLoadTypes.execute();
      runInAction(() => {
        if (seq !== this.loadTypesSeq) return;
        this.loadTypes = types;
        this.loadTypesStatus = SUCCEEDED;
        if (
          this.values.loadTypeId !== null &&
          !types.some((t) => t.id === this.values.loadTypeId)
        ) {
          this.values = { ...this.values, loadTypeId: null };
        }
      });
    } catch (error) {
      runInAction(() => {
        if (seq === this.loadTypesSeq)
          this.loadTypesStatus = failed(errorMessage('dropdowns', error));
      });
    }
  }

  async fetchVehicles(): Promise<void> {
    const seq = ++this.vehiclesSeq;
    this.vehiclesStatus = LOADING;
    try {
      const vehicles = await this.useCases.listVehicles.execute();
      runInAction(() => {
        if (seq !== this.vehiclesSeq) return;
        this.vehicles = vehicles;
        this.vehiclesStatus = SUCCEEDED;
        if (
          this.values.vehicleId !== null &&
          !vehicles.some((v) => v.id === this.values.vehicleId)
        ) {
          this.values = { ...this.values, vehicleId: null };
        }
      });
    } catch (error) {
      runInAction(() => {
        if (seq === this.vehiclesSeq) this.vehiclesStatus = failed(errorMessage('vehicles', error));
      });
    }
  }

  // --- publishing ----------------------------------------------------------------------------

  /** Spec §4: auto mode publishes at once; manual mode asks for confirmation first. */
  submit(): void {
    if (!this.canSubmit || this.confirmOpen) return;
    if (this.mode === 'manual') this.confirmOpen = true;
    else void this.publish();
  }

  cancelConfirm(): void {
    if (!this.publishing) this.confirmOpen = false;
  }

  setAllowExternalDrivers(allow: boolean): void {
    this.allowExternalDrivers = allow;
  }

  confirmPublish(): Promise<void> {
    return this.publish();
  }

  /**
   * Decisions S5: one publish at a time, however often it is clicked. On success the draft is gone,
   * the toast says so and the portal goes to the load's bids; on failure the §8 toast and the form
   * as it was.
   */
  private async publish(): Promise<void> {
    if (this.publishing || this.mode === null) return;
    const now = this.clock.now();
    this.nowMinute = currentMinute(now);
    const load = toNewLoad(this.values, this.mode, now, {
      loadTypes: this.loadTypes,
      allowExternalDrivers: this.allowExternalDrivers,
      attachments: this.attachments.map((a) => a.file),
    });
    if (!load) {
      this.confirmOpen = false;
      return;
    }
    this.publishStatus = LOADING;
    try {
      const published = await this.useCases.publishLoad.execute(load);
      runInAction(() => {
        this.publishStatus = SUCCEEDED;
        this.confirmOpen = false;
        this.toasts.success(SUCCESS_MESSAGES.jobPublished);
        this.redirectTo = published.id !== null ? bidsPathFor(published.id) : '/my-loads';
        this.startOver();
        this.mode = null;
        this.allowExternalDrivers = false;
      });
    } catch (error) {
      const message = publishErrorMessage(error);
      runInAction(() => {
        this.publishStatus = failed(message);
        this.confirmOpen = false;
        this.toasts.error(message);
      });
    }
  }

  redirectHandled(): void {
    this.redirectTo = null;
    this.publishStatus = IDLE;
  }

  private restore(): void {
    this.restored = true;
    const draft = this.useCases.restoreDraft.execute();
    if (!draft) return;
    this.mode = draft.mode;
    this.values = draft.values;
    this.restoredDraftAt = draft.savedAt;
  }
}

function isRequiredField(field: LoadFormField): field is RequiredField {
  return field !== 'deliveryDate' && field !== 'deliveryTime';
}
