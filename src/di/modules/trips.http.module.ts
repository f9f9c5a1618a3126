import { ContainerModule } from 'inversify';
import type { AxiosInstance } from 'axios';
import { HttpTripRepository } from '../../infrastructure/http/trips/http-trip-repository';
import { HttpClient } from '../tokens';
import { TripRepositoryToken } from './trips.module';

/** The trip repository over the API. */
export const tripsHttp = new ContainerModule(({ bind }) => {
  bind(TripRepositoryToken)
    .toResolvedValue((http: AxiosInstance) => new HttpTripRepository(http), [HttpClient])
    .inSingletonScope();
});
