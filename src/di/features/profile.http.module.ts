import { HttpProfileRepository } from '../../infrastructure/http/profile/http-profile-repository';
import { httpAdapters } from '../modules/shared-http.module';
import { ProfileRepositoryToken } from '../tokens';

/** The profile over the API. */
export default httpAdapters((adapter) => {
  adapter(ProfileRepositoryToken, (http) => new HttpProfileRepository(http));
});
