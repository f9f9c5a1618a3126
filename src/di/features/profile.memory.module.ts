import { InMemoryProfileRepository } from '../../infrastructure/memory/profile/in-memory-profile-repository';
import { memoryAdapters } from '../modules/adapter-sets';
import { ProfileRepository } from '../../application/ports/profile-repository.port';

/** The profile over the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(ProfileRepository, (gateway) => new InMemoryProfileRepository(gateway));
});
