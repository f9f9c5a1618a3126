import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { ProfileRepository } from '../../application/ports/profile-repository.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import { GetProfile } from '../../application/profile/get-profile.use-case';
import { UpdateProfile } from '../../application/profile/update-profile.use-case';
import { HttpProfileRepository } from '../../infrastructure/http/profile/http-profile-repository';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { InMemoryProfileRepository } from '../../infrastructure/memory/profile/in-memory-profile-repository';
import { EditProfilePresenter } from '../../presentation/features/profile/edit-profile.presenter';
import type { ToastStore } from '../../presentation/app/toast.store';
import { HttpClient, SessionStoreToken, ToastStoreToken } from '../tokens';
import type { FeatureModules } from './feature-module';
import { DemoGatewayToken } from './shared.module';

export const ProfileRepositoryToken: ServiceIdentifier<ProfileRepository> =
  Symbol('ProfileRepository');
export const GetProfileToken: ServiceIdentifier<GetProfile> = Symbol('GetProfile');
export const UpdateProfileToken: ServiceIdentifier<UpdateProfile> = Symbol('UpdateProfile');
export const EditProfilePresenterToken: ServiceIdentifier<EditProfilePresenter> =
  Symbol('EditProfilePresenter');

/** The profile feature's bindings (spec §2.13). */
export const profileFeature: FeatureModules = {
  name: 'profile',
  core: new ContainerModule(({ bind }) => {
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
  }),
  http: new ContainerModule(({ bind }) => {
    bind(ProfileRepositoryToken)
      .toResolvedValue((http: AxiosInstance) => new HttpProfileRepository(http), [HttpClient])
      .inSingletonScope();
  }),
  memory: new ContainerModule(({ bind }) => {
    bind(ProfileRepositoryToken)
      .toResolvedValue(
        (gateway: DemoGateway) => new InMemoryProfileRepository(gateway),
        [DemoGatewayToken],
      )
      .inSingletonScope();
  }),
  roots: [EditProfilePresenterToken],
};
