import type { AxiosInstance } from 'axios';
import type { TripGroups } from '../../../domain/trip/trip';
import type { TripRepository } from '../../../application/ports/trip-repository.port';
import { tripGroupsFromDto } from './trip.serialization';

export class HttpTripRepository implements TripRepository {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<TripGroups> {
    const { data } = await this.http.get<unknown>('/customer/my-trips');
    return tripGroupsFromDto(data);
  }
}
