import { InMemoryTripRepository } from '../../infrastructure/memory/trips/in-memory-trip-repository';
import { memoryAdapters } from '../modules/adapter-sets';
import { TripRepository } from '../../application/ports/trip-repository.port';

/** The trips over the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(TripRepository, (gateway) => new InMemoryTripRepository(gateway));
});
