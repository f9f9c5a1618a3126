import { InMemoryTripRepository } from '../../infrastructure/memory/trips/in-memory-trip-repository';
import { memoryAdapters } from '../modules/shared-memory.module';
import { TripRepositoryToken } from '../tokens';

/** The trips over the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(TripRepositoryToken, (gateway) => new InMemoryTripRepository(gateway));
});
