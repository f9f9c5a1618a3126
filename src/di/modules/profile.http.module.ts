import { ContainerModule } from 'inversify';
import type { AxiosInstance } from 'axios';
import { HttpProfileRepository } from '../../infrastructure/http/profile/http-profile-repository';
import { HttpClient } from '../tokens';
import { ProfileRepositoryToken } from './profile.module';

/** The profile feature's HTTP adapter. */
export const profileHttp = new ContainerModule(({ bind }) => {
  bind(ProfileRepositoryToken)
    .toResolvedValue((http: AxiosInstance) => new HttpProfileRepository(http), [HttpClient])
    .inSingletonScope();
});
