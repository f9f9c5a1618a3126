import { makeAutoObservable, observableRef, reaction } from 'mobx';
import type { Profile } from '../../../domain/profile/profile';
import {
  checkProfilePhoto,
  formFromProfile,
  hasErrors,
  hasProfileChanges,
  profileErrorsFromServer,
  PROFILE_MESSAGES,
  toProfileUpdate,
  validateProfile,
} from '../../../domain/profile/profile-rules';
import { phoneInput } from '../../../domain/shared/uk-phone';
import {
  EMPTY_PROFILE_FORM,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from '../../../domain/profile/profile-form';
import { isAppError } from '../../../domain/shared/app-error';
import { errorMessage, SUCCESS_MESSAGES } from '../../../domain/shared/error-catalogue';
import { initialsOf } from '../../../domain/shared/text';
import { percentSent, type UploadFile, type UploadProgress } from '../../../domain/shared/upload';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type { ProfileRepository } from '../../../application/ports/profile-repository.port';
import type { ProfileEditsKeeper } from '../../../application/profile/profile-edits-keeper';
import type {
  PushOffer,
  PushOnThisDevice,
  PushState,
} from '../../../application/profile/push-on-this-device';
import type { UpdateProfile } from '../../../application/profile/update-profile.use-case';
import type { ToastStore } from '../../app/toast.store';
import { Command } from '../../async/command';
import { Query } from '../../async/query';

export interface EditProfileDeps {
  readonly profiles: ProfileRepository;
  readonly updateProfile: UpdateProfile;
  readonly edits: ProfileEditsKeeper;
  readonly toasts: ToastStore;
  readonly push: PushOnThisDevice;
  /** Demo mode: the marketplace runs in the page, so no push reaches a closed portal. */
  readonly demo: boolean;
}

/**
 * What the Notifications section shows: nothing (the API offers no push, or it is not known yet),
 * that push needs a server (demo mode), that this browser has none, that the user blocked it, or
 * the switch, off or on.
 */
export type NotificationsSection = 'hidden' | 'demo' | Exclude<PushState, 'not-offered'>;

const NO_SIGNAL = new AbortController().signal;

export const NOTIFICATION_MESSAGES = {
  failed: 'Notifications could not be changed. Please try again.',
} as const;

/**
 * Edit Profile: load, edit with validation, pick a photo, save once per click. Unsaved edits are
 * kept on this device as they are made, so an expired session loses nothing. Beside the form,
 * notifications on this device when the portal is closed, where the API offers push.
 */
export class EditProfilePresenter {
  /** The form as last loaded or saved: the baseline for Save Changes. */
  saved: ProfileForm = EMPTY_PROFILE_FORM;
  form: ProfileForm = EMPTY_PROFILE_FORM;
  errors: ProfileErrors = {};
  /** The saved photo's address. */
  photoUrl: string | null = null;
  /** The form holds edits kept from an earlier visit. */
  restoredEdits = false;
  progress: UploadProgress | null = null;
  /** A new photo picked and checked but not saved yet: the preview, sent with Save Changes. */
  photoFile: UploadFile | null = null;
  /**
   * A picked photo is checked by size, extension, declared type and content (its first bytes), so
   * a renamed file is refused with a toast; the newest pick wins over one still being checked.
   */
  readonly photoCheck: Query<{ file: UploadFile; ok: boolean }, UploadFile>;
  readonly profile: Query<Profile>;
  readonly saveRequest: Command<[], Profile>;
  /** What the API offers for push, read once per visit. */
  readonly pushOffer: Query<PushOffer>;
  /** Turning the switch on or off: one change at a time. */
  readonly pushSwitch: Command<[boolean], PushState>;
  /** Where push stands after the user's last change; until one, what the offer said. */
  private pushChanged: PushState | null = null;
  private stopKeeping: (() => void) | null = null;

  constructor(private readonly deps: EditProfileDeps) {
    this.photoCheck = new Query({
      fetch: async (file: UploadFile) => {
        const result = await checkProfilePhoto(file);
        if (!result.ok) deps.toasts.error(result.message);
        return { file, ok: result.ok };
      },
      errorMessage: () => '',
    });
    this.profile = new Query({
      fetch: (_, signal) => deps.profiles.get(signal),
      errorMessage: (error) => errorMessage('profileDetails', error),
    });
    this.saveRequest = new Command({
      execute: () =>
        deps.updateProfile.execute(toProfileUpdate(this.form, this.photoFile), {
          onProgress: this.setProgress,
        }),
      errorMessage: (error) => errorMessage('updateProfile', error),
    });
    this.pushOffer = new Query({
      fetch: (_, signal) => deps.push.offer(signal),
      errorMessage: () => '',
    });
    this.pushSwitch = new Command({
      execute: (on: boolean) => {
        const publicKey = this.pushOffer.data?.publicKey;
        // The change is the user's to finish: leaving the screen does not take it back halfway.
        if (!on) return deps.push.turnOff(NO_SIGNAL);
        return publicKey ? deps.push.turnOn(publicKey, NO_SIGNAL) : Promise.resolve('off');
      },
      errorMessage: () => NOTIFICATION_MESSAGES.failed,
    });
    makeAutoObservable<this, 'deps' | 'stopKeeping'>(
      this,
      {
        deps: false,
        stopKeeping: false,
        photoFile: observableRef,
        photoCheck: false,
        profile: false,
        saveRequest: false,
        pushOffer: false,
        pushSwitch: false,
      },
      { autoBind: true },
    );
  }

  /** Loads the profile once; leaving drops an answer still on its way (StrictMode remounts). */
  start(): () => void {
    if (this.profile.status.kind === 'idle') void this.load();
    if (!this.deps.demo && this.pushOffer.status.kind === 'idle') void this.pushOffer.run();
    return this.stop;
  }

  stop(): void {
    this.profile.cancel();
    this.pushOffer.cancel();
    this.stopKeeping?.();
    this.stopKeeping = null;
  }

  async load(): Promise<void> {
    await this.profile.run();
    if (this.loaded && this.profile.data) this.onLoaded(this.profile.data);
  }

  get loaded(): boolean {
    return this.profile.status.kind === 'succeeded';
  }

  get hasChanges(): boolean {
    return this.loaded && hasProfileChanges(this.saved, this.form, this.photoFile);
  }

  /** Save Changes is disabled until something changes, and while saving or checking a photo. */
  get canSave(): boolean {
    return this.hasChanges && !this.saveRequest.pending && !this.photoCheck.loading;
  }

  /** Whole percent of a new photo sent while saving; null otherwise. */
  get uploadPercent(): number | null {
    return this.saveRequest.pending && this.photoFile && this.progress
      ? percentSent(this.progress)
      : null;
  }

  get initials(): string {
    return initialsOf(this.saved.firstName || this.saved.email, this.saved.lastName);
  }

  /** Editing a field clears its error; the phone keeps digits only, at most 10. */
  setField(field: ProfileField, value: string): void {
    this.form = { ...this.form, [field]: field === 'phoneNumber' ? phoneInput(value) : value };
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  pickAddress(result: AddressResult): void {
    this.setField('address', result.address);
  }

  async choosePhoto(file: UploadFile): Promise<void> {
    await this.photoCheck.run(file);
    const latest = this.photoCheck.data;
    if (latest?.file === file && latest.ok) this.usePhoto(file);
  }

  /** The photo picked passed its checks: it is what a save sends. */
  private usePhoto(file: UploadFile): void {
    this.photoFile = file;
  }

  /** Keep current photo: the new one is dropped. */
  discardPhoto(): void {
    this.photoCheck.reset();
    this.photoFile = null;
  }

  /** Throws the unsaved edits away, here and on this device. */
  discardEdits(): void {
    this.form = this.saved;
    this.errors = {};
    this.discardPhoto();
    this.restoredEdits = false;
    this.deps.edits.discard();
  }

  /** One request per click, so a double click cannot save twice. */
  async save(): Promise<void> {
    if (!this.canSave) return;
    const errors = validateProfile(this.form);
    this.errors = errors;
    if (hasErrors(errors)) return this.deps.toasts.error(PROFILE_MESSAGES.fixErrors);
    this.progress = null;
    const outcome = await this.saveRequest.run();
    if (outcome.kind === 'done') this.savedAs(outcome.value);
    else if (outcome.kind === 'failed') this.failed(outcome.error, outcome.message);
  }

  get notifications(): NotificationsSection {
    if (this.deps.demo) return 'demo';
    const state = this.pushChanged ?? this.pushOffer.data?.state ?? 'not-offered';
    return state === 'not-offered' ? 'hidden' : state;
  }

  /**
   * The switch: on asks the browser's permission (only now, on the user's own action) and sends
   * the subscription; off ends it and takes it off the API.
   */
  async setNotifications(on: boolean): Promise<void> {
    const outcome = await this.pushSwitch.run(on);
    if (outcome.kind === 'done') this.pushChanged = outcome.value;
    else if (outcome.kind === 'failed') this.deps.toasts.error(outcome.message);
  }

  private onLoaded(profile: Profile): void {
    this.applySaved(profile);
    this.errors = {};
    const kept = this.deps.edits.restore();
    if (kept && hasProfileChanges(this.saved, kept, null)) {
      this.form = kept;
      this.restoredEdits = true;
    }
    void this.deps.edits.restorePhoto().then(this.restorePhoto);
    this.keepEdits();
  }

  /** Keeps the edits on this device as they are made; none once nothing differs. */
  private keepEdits(): void {
    this.stopKeeping?.();
    const stopForm = reaction(
      () => (hasProfileChanges(this.saved, this.form, null) ? this.form : null),
      (form) => this.deps.edits.save(form),
    );
    const stopPhoto = reaction(
      () => this.photoFile,
      (file) => void this.deps.edits.savePhoto(file),
    );
    this.stopKeeping = () => {
      stopForm();
      stopPhoto();
    };
  }

  private savedAs(profile: Profile): void {
    this.applySaved(profile);
    this.restoredEdits = false;
    this.deps.edits.discard();
    this.deps.toasts.success(SUCCESS_MESSAGES.profileUpdated);
  }

  private failed(error: unknown, message: string): void {
    if (isAppError(error)) this.errors = profileErrorsFromServer(error.fieldErrors);
    this.deps.toasts.error(message);
  }

  private applySaved(profile: Profile): void {
    this.saved = formFromProfile(profile);
    this.form = this.saved;
    this.photoUrl = profile.photoUrl ?? this.photoUrl;
    this.discardPhoto();
  }

  /** A photo kept from an earlier visit was checked when it was picked; one picked since wins. */
  private restorePhoto(photo: UploadFile | null): void {
    if (photo && !this.photoFile) this.photoFile = photo;
  }

  private setProgress(progress: UploadProgress): void {
    this.progress = progress;
  }
}
