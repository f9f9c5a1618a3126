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
import { PushOnThisDevice } from '../../../src/application/profile/push-on-this-device';
import type {
  DevicePush,
  DeviceSubscription,
  PushPermission,
  PushServer,
} from '../../../src/application/ports/push-notifications.port';

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

/** An API whose push key the test sets (null: no push), keeping the devices sent to it. */
export class FakePushServer implements PushServer {
  readonly devices = new Map<string, { subscription: DeviceSubscription; token: string | null }>();
  readonly removed: { endpoint: string; token: string }[] = [];

  constructor(
    public key: string | null = 'BPublicKey',
    private readonly session?: SessionStore,
  ) {}

  async publicKey(): Promise<string | null> {
    return this.key;
  }

  async add(subscription: DeviceSubscription): Promise<void> {
    this.devices.set(subscription.endpoint, {
      subscription,
      token: this.session?.current().token ?? null,
    });
  }

  async remove(endpoint: string, token: string): Promise<void> {
    this.removed.push({ endpoint, token });
    this.devices.delete(endpoint);
  }
}

/** A browser whose permission, and the user's answer when asked, the test sets. */
export class FakeDevicePush implements DevicePush {
  current: DeviceSubscription | null = null;
  asked = 0;

  constructor(
    public granted: PushPermission = 'ask',
    public answer: PushPermission = 'granted',
  ) {}

  permission(): PushPermission {
    return this.granted;
  }

  async requestPermission(): Promise<PushPermission> {
    this.asked += 1;
    if (this.granted === 'ask') this.granted = this.answer;
    return this.granted;
  }

  async subscription(): Promise<DeviceSubscription | null> {
    return this.current;
  }

  async subscribe(publicKey: string): Promise<DeviceSubscription> {
    this.current = {
      endpoint: `https://push.test/${publicKey}/${this.asked}`,
      keys: { p256dh: 'p256dh', auth: 'auth' },
    };
    return this.current;
  }

  async unsubscribe(): Promise<string | null> {
    const endpoint = this.current?.endpoint ?? null;
    this.current = null;
    return endpoint;
  }
}

export function presenterWith(
  profiles = new ControlledProfiles(),
  session: SessionStore = new LocalStorageSessionStore(null),
  edits = new MemoryProfileEdits(),
  files = new MemoryKeptFiles(),
  push: { server?: FakePushServer; device?: FakeDevicePush; demo?: boolean } = {},
) {
  const toasts = new ToastStore();
  const pushServer = push.server ?? new FakePushServer(null, session);
  const device = push.device ?? new FakeDevicePush();
  const presenter = new EditProfilePresenter({
    profiles,
    updateProfile: new UpdateProfile(profiles, session),
    edits: new ProfileEditsKeeper(edits, files, session),
    toasts,
    push: new PushOnThisDevice(pushServer, device, session),
    demo: push.demo ?? false,
  });
  return { presenter, profiles, toasts, session, edits, files, pushServer, device };
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
