import { HttpProfileRepository } from '../../infrastructure/http/profile/http-profile-repository';
import { httpAdapters } from '../modules/adapter-sets';
import { ProfileRepository } from '../../application/ports/profile-repository.port';

/** The profile over the API. */
export default httpAdapters((adapter) => {
  adapter(ProfileRepository, (http) => new HttpProfileRepository(http));
});
