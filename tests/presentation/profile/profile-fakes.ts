import type {
  ProfileRepository,
  SaveOptions,
} from '../../../src/application/ports/profile-repository.port';
import type { SessionStore } from '../../../src/application/ports/session-store.port';
import { UpdateProfile } from '../../../src/application/profile/update-profile.use-case';
import type { Profile, ProfileUpdate } from '../../../src/domain/profile/profile';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { EditProfilePresenter } from '../../../src/presentation/screens/profile/edit-profile.presenter';
import { ProfileEditsKeeper } from '../../../src/application/profile/profile-edits-keeper';
import type { ProfileEditsStore } from '../../../src/application/ports/profile-edits-store.port';
import type { ProfileForm } from '../../../src/domain/profile/profile-form';
import { MemoryKeptFiles } from '../../support/create-job/create-job-fakes';
import { danaProfileForm } from '../../support/users';
import { ToastStore } from '../../../src/presentation/app/toast.store';

export const DANA_PROFILE: Profile = { ...danaProfileForm, photoUrl: null };

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A repository whose answers the test gives, one call at a time. */
export class ControlledProfiles implements ProfileRepository {
  readonly gets: Deferred<Profile>[] = [];
  readonly updates: { update: ProfileUpdate; answer: Deferred<Profile> }[] = [];
  readonly saveOptions: SaveOptions[] = [];

  get(): Promise<Profile> {
    return new Promise((resolve, reject) => this.gets.push({ resolve, reject }));
  }

  update(update: ProfileUpdate, options: SaveOptions): Promise<Profile> {
    this.saveOptions.push(options);
    return new Promise((resolve, reject) =>
      this.updates.push({ update, answer: { resolve, reject } }),
    );
  }
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Unsaved edits in a Map, as the port describes them. */
export class MemoryProfileEdits implements ProfileEditsStore {
  readonly edits = new Map<string, ProfileForm>();

  read(owner: string): ProfileForm | null {
    return this.edits.get(owner) ?? null;
  }

  write(owner: string, form: ProfileForm): void {
    this.edits.set(owner, form);
  }

  clear(owner: string): void {
    this.edits.delete(owner);
  }
}

export function presenterWith(
  profiles = new ControlledProfiles(),
  session: SessionStore = new LocalStorageSessionStore(null),
  edits = new MemoryProfileEdits(),
  files = new MemoryKeptFiles(),
) {
  const toasts = new ToastStore();
  const presenter = new EditProfilePresenter({
    profiles,
    updateProfile: new UpdateProfile(profiles, session),
    edits: new ProfileEditsKeeper(edits, files, session),
    toasts,
  });
  return { presenter, profiles, toasts, session, edits, files };
}

/** A presenter whose profile has loaded. */
export async function loadedPresenter(profile: Profile = DANA_PROFILE) {
  const setup = presenterWith();
  setup.presenter.start();
  setup.profiles.gets[0]!.resolve(profile);
  await settle();
  return setup;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG-headed file of `size` bytes. */
export function pngOf(size: number, name = 'me.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
}
