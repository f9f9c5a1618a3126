import { InMemoryProfileRepository } from '../../infrastructure/memory/profile/in-memory-profile-repository';
import { memoryAdapters } from '../modules/shared-memory.module';
import { ProfileRepositoryToken } from '../tokens';

/** The profile over the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(ProfileRepositoryToken, (gateway) => new InMemoryProfileRepository(gateway));
});
