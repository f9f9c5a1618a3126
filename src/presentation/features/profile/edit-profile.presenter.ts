import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Profile } from '../../../domain/profile/profile';
import {
  checkProfilePhoto,
  formFromProfile,
  hasErrors,
  hasProfileChanges,
  profileErrorsFromServer,
  PROFILE_MESSAGES,
  sanitisePhone,
  toProfileUpdate,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from '../../../domain/profile/profile-rules';
import { isAppError } from '../../../domain/shared/app-error';
import { errorMessage, SUCCESS_MESSAGES } from '../../../domain/shared/error-catalogue';
import {
  failed,
  IDLE,
  LOADING,
  SUCCEEDED,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import { initialsOf } from '../../../domain/shared/text';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type { GetProfile } from '../../../application/profile/get-profile.use-case';
import type { UpdateProfile } from '../../../application/profile/update-profile.use-case';
import type { ToastStore } from '../../app/toast.store';

const EMPTY_FORM: ProfileForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  address: '',
  businessType: '',
  businessDescription: '',
};

/** Edit Profile (spec §2.13, §5): load, edit with validation, pick a photo, save once per click. */
export class EditProfilePresenter {
  loadStatus: RequestStatus = IDLE;
  saveStatus: RequestStatus = IDLE;
  /** The form as last loaded or saved: the baseline for Save Changes. */
  saved: ProfileForm = EMPTY_FORM;
  form: ProfileForm = EMPTY_FORM;
  errors: ProfileErrors = {};
  /** The saved photo's address. */
  photoUrl: string | null = null;
  /** A checked photo chosen but not saved yet (shown as a preview). */
  newPhoto: File | null = null;
  checkingPhoto = false;
  private loadSeq = 0;
  private photoSeq = 0;

  constructor(
    private readonly getProfile: GetProfile,
    private readonly updateProfile: UpdateProfile,
    private readonly toasts: ToastStore,
  ) {
    makeAutoObservable<this, 'getProfile' | 'updateProfile' | 'toasts' | 'loadSeq' | 'photoSeq'>(
      this,
      {
        getProfile: false,
        updateProfile: false,
        toasts: false,
        loadSeq: false,
        photoSeq: false,
        newPhoto: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Loads the profile once; the disposer drops an answer still on its way (StrictMode remounts). */
  start(): () => void {
    if (this.loadStatus.kind === 'idle') void this.load();
    return this.stop;
  }

  stop(): void {
    if (this.loadStatus.kind !== 'loading') return;
    this.loadSeq += 1;
    this.loadStatus = IDLE;
  }

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.loadStatus = LOADING;
    try {
      const profile = await this.getProfile.execute();
      runInAction(() => {
        if (seq !== this.loadSeq) return;
        this.applySaved(profile);
        this.errors = {};
        this.loadStatus = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        if (seq === this.loadSeq) this.loadStatus = failed(errorMessage('profileDetails', error));
      });
    }
  }

  get loaded(): boolean {
    return this.loadStatus.kind === 'succeeded';
  }

  get saving(): boolean {
    return this.saveStatus.kind === 'loading';
  }

  get hasChanges(): boolean {
    return this.loaded && hasProfileChanges(this.saved, this.form, this.newPhoto);
  }

  /** Spec §2.13: Save Changes is disabled until something changes, and while saving. */
  get canSave(): boolean {
    return this.hasChanges && !this.saving && !this.checkingPhoto;
  }

  get initials(): string {
    return initialsOf(this.saved.firstName || this.saved.email, this.saved.lastName);
  }

  /** Editing a field clears its error (spec §5); the phone keeps digits only, at most 10. */
  setField(field: ProfileField, value: string): void {
    this.form = { ...this.form, [field]: field === 'phoneNumber' ? sanitisePhone(value) : value };
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  pickAddress(result: AddressResult): void {
    this.setField('address', result.address);
  }

  /** Spec §5 / decisions S3: a photo over 5MB or of the wrong content is refused with a toast. */
  async choosePhoto(file: File): Promise<void> {
    const seq = ++this.photoSeq;
    this.checkingPhoto = true;
    const check = await checkProfilePhoto(file);
    runInAction(() => {
      if (seq !== this.photoSeq) return;
      this.checkingPhoto = false;
      if (check.ok) this.newPhoto = file;
      else this.toasts.error(check.message);
    });
  }

  discardNewPhoto(): void {
    this.photoSeq += 1;
    this.checkingPhoto = false;
    this.newPhoto = null;
  }

  /** One request per click (decisions S5): a second call while saving does nothing. */
  async save(): Promise<void> {
    if (!this.canSave) return;
    const errors = validateProfile(this.form);
    if (hasErrors(errors)) {
      this.errors = errors;
      this.toasts.error(PROFILE_MESSAGES.fixErrors);
      return;
    }
    this.errors = {};
    this.saveStatus = LOADING;
    try {
      const profile = await this.updateProfile.execute(toProfileUpdate(this.form, this.newPhoto));
      runInAction(() => {
        this.applySaved(profile);
        this.saveStatus = SUCCEEDED;
        this.toasts.success(SUCCESS_MESSAGES.profileUpdated);
      });
    } catch (error) {
      runInAction(() => {
        const message = errorMessage('updateProfile', error);
        this.saveStatus = failed(message);
        if (isAppError(error)) this.errors = profileErrorsFromServer(error.fieldErrors);
        this.toasts.error(message);
      });
    }
  }

  private applySaved(profile: Profile): void {
    this.saved = formFromProfile(profile);
    this.form = this.saved;
    this.photoUrl = profile.photoUrl ?? this.photoUrl;
    this.newPhoto = null;
  }
}
