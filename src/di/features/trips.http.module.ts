import { HttpTripRepository } from '../../infrastructure/http/trips/http-trip-repository';
import { httpAdapters } from '../modules/shared-http.module';
import { TripRepositoryToken } from '../tokens';

/** The trips over the API. */
export default httpAdapters((adapter) => {
  adapter(TripRepositoryToken, (http) => new HttpTripRepository(http));
});
