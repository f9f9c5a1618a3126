import { HttpTripRepository } from '../../infrastructure/http/trips/http-trip-repository';
import { httpAdapters } from '../modules/adapter-sets';
import { TripRepository } from '../../application/ports/trip-repository.port';

/** The trips over the API. */
export default httpAdapters((adapter) => {
  adapter(TripRepository, (http) => new HttpTripRepository(http));
});
