import { makeAutoObservable, reaction } from 'mobx';
import { EMPTY_LOAD_FORM, toNewLoad } from '../../../domain/load/load-form-rules';
import { capacityExceeded, overCapacityText } from '../../../domain/load/vehicle-capacity';
import type { LoadMode, PublishedLoad } from '../../../domain/load/new-load';
import type { PrefillStop } from '../../../domain/repeat/post-again';
import type { LoadDraftKeeper } from '../../../application/create-job/load-draft-keeper';
import type { MatchTypedAddress } from '../../../application/create-job/match-typed-address.use-case';
import type { PublishLoad } from '../../../application/create-job/publish-load.use-case';
import type { FormPriceGuide } from '../../../application/pricing/form-price-guide.use-case';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { LoadFormOptions } from '../../../application/ports/load-publisher.port';
import type { Timers } from '../../../application/ports/timers.port';
import { bidsPathFor } from '../../app/portal-tabs';
import type { ToastStore } from '../../app/toast.store';
import { AddressCheck } from './address-check';
import { AttachmentList } from './attachment-list';
import { DraftSync } from './draft-sync';
import { LoadFormChoices } from './load-form-choices';
import { LoadFormState } from './load-form.state';
import { PostAgain, type PostAgainDeps } from './post-again';
import { Publishing, type NewKey } from './publishing';
import { publishSummary, type SummaryLine } from './publish-summary';
import { UsualPrice } from './usual-price';

/**
 * How often the time rules are checked again: a pickup may not be earlier than the current minute,
 * so one that passes while the form is open becomes an error.
 */
export const RECHECK_INTERVAL_MS = 10_000;

export interface CreateJobDeps extends PostAgainDeps {
  readonly publishLoad: PublishLoad;
  readonly formOptions: LoadFormOptions;
  readonly draft: LoadDraftKeeper;
  readonly clock: Clock;
  readonly toasts: ToastStore;
  readonly timers: Timers;
  readonly priceGuide: FormPriceGuide;
  readonly matchAddress: MatchTypedAddress;
  readonly newKey?: NewKey;
}

/**
 * Create Job: the mode chooser, then the form of the chosen mode, made of named parts: the form
 * and its rules, the attachments, the server's choices, the publishing, the draft kept as typed,
 * the copy of a past load ('Post again'), what jobs like this one usually cost ('Smart pricing
 * suggestions'), and the check of an address typed instead of picked.
 */
export class CreateJobPresenter {
  mode: LoadMode | null = null;
  /** Where to go once published; the screen navigates and calls `navigated`. */
  navigateTo: string | null = null;
  /** Published: this screen is on its way out, whatever it still shows. */
  private leaving = false;
  readonly form: LoadFormState;
  readonly attachments = new AttachmentList();
  readonly choices: LoadFormChoices;
  readonly publishing: Publishing;
  readonly draft: DraftSync;
  readonly postAgain: PostAgain;
  readonly usualPrice: UsualPrice;
  readonly addressCheck: AddressCheck;
  private stopAll: (() => void) | null = null;

  constructor(private readonly deps: CreateJobDeps) {
    this.form = new LoadFormState(deps.clock, () => this.mode);
    this.choices = new LoadFormChoices(deps.formOptions);
    this.publishing = new Publishing(deps.publishLoad, deps.toasts, deps.newKey);
    this.draft = new DraftSync(deps.draft, this);
    this.postAgain = new PostAgain(deps, this);
    this.usualPrice = new UsualPrice(deps.priceGuide, this);
    this.addressCheck = new AddressCheck(deps.matchAddress, this);
    makeAutoObservable<this, 'deps' | 'stopAll'>(
      this,
      {
        deps: false,
        stopAll: false,
        form: false,
        attachments: false,
        choices: false,
        publishing: false,
        draft: false,
        postAgain: false,
        usualPrice: false,
        addressCheck: false,
      },
      { autoBind: true },
    );
  }

  /** Restores the draft (once), keeps it as typed and re-checks the time rules. Idempotent. */
  start(): () => void {
    if (!this.stopAll) {
      this.draft.restore();
      this.form.tick();
      const stops = [
        this.deps.timers.every(RECHECK_INTERVAL_MS, this.form.tick),
        this.draft.start(),
        // The user changed the draft: sending it is another publish. The draft restored above,
        // and its kept files when they arrive, are the same draft: their key stays.
        reaction(
          () => [this.form.values, this.attachments.edits],
          () => this.publishing.forgetKey(),
        ),
        reaction(
          () => [this.choices.loadTypes.data, this.choices.vehicles.data] as const,
          ([loadTypes, vehicles]) => this.form.keepOffered(loadTypes, vehicles),
        ),
        this.postAgain.stop,
        reaction(
          () => this.usualPrice.wanted,
          (wanted) => {
            if (wanted) this.usualPrice.ensure();
          },
          { fireImmediately: true },
        ),
        this.usualPrice.cancel,
        this.addressCheck.stop,
      ];
      this.stopAll = () => stops.forEach((stop) => stop());
      this.choices.ensureFor(this.mode);
    }
    return this.stop;
  }

  stop(): void {
    this.stopAll?.();
    this.stopAll = null;
  }

  get title(): string {
    return this.mode === 'manual' ? 'Manual Load Creation' : 'Auto Load Creation';
  }

  get submitLabel(): string {
    if (this.publishing.command.pending && !this.publishing.confirmOpen) return 'Publishing…';
    return this.mode === 'manual' ? 'Submit & View Bids' : 'Create Load';
  }

  /** Submit is disabled while anything is missing or wrong, or a publish is under way. */
  get canSubmit(): boolean {
    return this.mode !== null && this.form.ready && !this.publishing.command.pending;
  }

  get submitHint(): string | null {
    return this.publishing.command.pending ? null : this.form.hint;
  }

  /** What the publish confirmation shows: the job as it will be published. */
  get publishSummary(): readonly SummaryLine[] {
    return publishSummary(this.form.values, this.choices.vehicles.data);
  }

  /**
   * A warning, not an error, under the weight in manual mode: over the chosen vehicle's load
   * capacity. Publishing goes on.
   */
  get weightWarning(): string | null {
    const { vehicleId, weight } = this.form.values;
    if (this.mode !== 'manual' || vehicleId === null) return null;
    const vehicle = this.choices.vehicles.data?.find((v) => v.id === vehicleId);
    const capacity = capacityExceeded(weight, vehicle);
    return capacity === null ? null : overCapacityText(capacity);
  }

  get canAddAttachments(): boolean {
    return !this.attachments.full && !this.publishing.command.pending;
  }

  /** Choosing a mode opens its form. */
  chooseMode(mode: LoadMode): void {
    // Once published, the chooser shows while the screen leaves for the bids (until their screen
    // has arrived); a click landing on it then (the second click of a double click on Publish)
    // would open an empty form and keep it as a draft for the next visit.
    if (this.leaving) return;
    this.mode = mode;
    this.publishing.command.reset();
    this.choices.ensureFor(mode);
  }

  /** Back to Options returns to the chooser and clears the mode; what was typed stays. */
  backToOptions(): void {
    if (this.publishing.command.pending) return;
    this.mode = null;
    this.publishing.cancelConfirm();
  }

  /** Empties the form (the mode stays) and so drops the draft. */
  startOver(): void {
    this.form.replace(EMPTY_LOAD_FORM);
    this.attachments.clear();
    this.draft.forget();
    this.postAgain.forget();
  }

  /** A suggestion or recent address picked: a copied address to check is checked. */
  pickAddress(stop: PrefillStop, result: AddressResult): void {
    this.form.pickAddress(stop, result);
    this.postAgain.checked(stop);
  }

  /** A recent address known only as text picked: chosen as it is, while its place is looked up. */
  chooseAddressText(stop: PrefillStop, text: string): void {
    this.form.chooseText(stop, text);
    this.postAgain.checked(stop);
  }

  /** An address field left: an address typed rather than picked is checked. */
  leaveAddress(stop: PrefillStop): void {
    this.addressCheck.leave(stop);
  }

  /** Auto mode publishes at once; manual mode asks for confirmation first. */
  submit(): void {
    if (!this.canSubmit || this.publishing.confirmOpen) return;
    if (this.mode === 'manual') this.publishing.openConfirm();
    else void this.publish();
  }

  confirmPublish(): Promise<void> {
    return this.publish();
  }

  navigated(): void {
    this.navigateTo = null;
    this.publishing.command.reset();
  }

  /** On success the portal goes to the load's bids with a fresh form; on failure the form stays. */
  private async publish(): Promise<void> {
    if (this.mode === null || this.publishing.command.pending) return;
    this.form.tick();
    const load = toNewLoad(this.form.values, this.mode, new Date(this.form.nowMinute), {
      loadTypes: this.choices.loadTypeList,
      allowExternalDrivers: this.publishing.allowExternalDrivers,
      attachments: this.attachments.files,
    });
    if (!load) return this.publishing.cancelConfirm();
    const published = await this.publishing.publish(load);
    if (published) this.afterPublish(published);
  }

  private afterPublish(published: PublishedLoad): void {
    this.startOver();
    this.mode = null;
    this.leaving = true;
    this.navigateTo = published.id !== null ? bidsPathFor(published.id) : '/my-loads';
  }
}
