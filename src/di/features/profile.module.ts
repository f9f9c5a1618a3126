import { ContainerModule } from 'inversify';
import { ProfileEditsKeeper } from '../../application/profile/profile-edits-keeper';
import { UpdateProfile } from '../../application/profile/update-profile.use-case';
import { PushOnThisDevice } from '../../application/profile/push-on-this-device';
import { PortalSettings } from '../../presentation/app/portal-settings';
import { browserDevicePush } from '../../infrastructure/platform/browser-device-push';
import { EditProfilePresenter } from '../../presentation/screens/profile/edit-profile.presenter';
import { ToastStore } from '../../presentation/app/toast.store';
import { KeptFiles } from '../../application/ports/kept-files.port';
import { ProfileEditsStore } from '../../application/ports/profile-edits-store.port';
import { ProfileRepository } from '../../application/ports/profile-repository.port';
import { DevicePush, PushServer } from '../../application/ports/push-notifications.port';
import { SessionStore } from '../../application/ports/session-store.port';
import { httpAdapters, memoryAdapters } from '../modules/adapter-sets';
import type { FeatureModule } from '../feature-loader';

/**
 * Edit Profile: the presenter over the profile, the edits kept across a session expiry, and push
 * on this device.
 */
export default {
  core: new ContainerModule(({ bind }) => {
    bind(DevicePush).toConstantValue(browserDevicePush);
    bind(EditProfilePresenter).toResolvedValue(
      (
        profiles: ProfileRepository,
        session: SessionStore,
        edits: ProfileEditsStore,
        files: KeptFiles,
        toasts: ToastStore,
        pushServer: PushServer,
        device: DevicePush,
        settings: PortalSettings,
      ) =>
        new EditProfilePresenter({
          profiles,
          updateProfile: new UpdateProfile(profiles, session),
          edits: new ProfileEditsKeeper(edits, files, session),
          toasts,
          push: new PushOnThisDevice(pushServer, device, session),
          demo: settings.demo,
        }),
      [
        ProfileRepository,
        SessionStore,
        ProfileEditsStore,
        KeptFiles,
        ToastStore,
        PushServer,
        DevicePush,
        PortalSettings,
      ],
    );
  }),
  // The profile, and the API's side of push.
  adapters: {
    http: () =>
      Promise.all([
        import('../../infrastructure/http/profile/http-profile-repository'),
        import('../../infrastructure/http/profile/http-push-server'),
      ]).then(([{ HttpProfileRepository }, { HttpPushServer }]) =>
        httpAdapters((adapter) => {
          adapter(ProfileRepository, (http) => new HttpProfileRepository(http));
          adapter(PushServer, (http) => new HttpPushServer(http));
        }),
      ),
    memory: () =>
      Promise.all([
        import('../../infrastructure/memory/profile/in-memory-profile-repository'),
        import('../../infrastructure/memory/profile/in-memory-push-server'),
      ]).then(([{ InMemoryProfileRepository }, { InMemoryPushServer }]) =>
        memoryAdapters((adapter) => {
          adapter(ProfileRepository, (gateway) => new InMemoryProfileRepository(gateway));
          adapter(PushServer, () => new InMemoryPushServer());
        }),
      ),
  },
} satisfies FeatureModule;
