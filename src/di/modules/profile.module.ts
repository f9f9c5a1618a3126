import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ProfileRepository } from '../../application/ports/profile-repository.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import { GetProfile } from '../../application/profile/get-profile.use-case';
import { UpdateProfile } from '../../application/profile/update-profile.use-case';
import { EditProfilePresenter } from '../../presentation/features/profile/edit-profile.presenter';
import type { ToastStore } from '../../presentation/app/toast.store';
import { SessionStoreToken, ToastStoreToken } from '../tokens';

export const ProfileRepositoryToken: ServiceIdentifier<ProfileRepository> =
  Symbol('ProfileRepository');
export const GetProfileToken: ServiceIdentifier<GetProfile> = Symbol('GetProfile');
export const UpdateProfileToken: ServiceIdentifier<UpdateProfile> = Symbol('UpdateProfile');
export const EditProfilePresenterToken: ServiceIdentifier<EditProfilePresenter> =
  Symbol('EditProfilePresenter');

/** The profile feature's use cases and presenter (spec §2.13); adapters in the mode files. */
export const profileCore = new ContainerModule(({ bind }) => {
  bind(GetProfileToken).toResolvedValue(
    (profiles: ProfileRepository) => new GetProfile(profiles),
    [ProfileRepositoryToken],
  );
  bind(UpdateProfileToken).toResolvedValue(
    (profiles: ProfileRepository, session: SessionStore) => new UpdateProfile(profiles, session),
    [ProfileRepositoryToken, SessionStoreToken],
  );
  bind(EditProfilePresenterToken).toResolvedValue(
    (get: GetProfile, update: UpdateProfile, toasts: ToastStore) =>
      new EditProfilePresenter(get, update, toasts),
    [GetProfileToken, UpdateProfileToken, ToastStoreToken],
  );
});

export const profileRoots: readonly ServiceIdentifier[] = [EditProfilePresenterToken];
