import type { AxiosInstance } from 'axios';
import type { TripGroups } from '../../../domain/trip/trip';
import type { TripRepository } from '../../../application/ports/trip-repository.port';
import { apiFileUrl, type FileUrl } from '../file-url';
import { tripGroupsFromDto } from './trip.serialization';

export class HttpTripRepository implements TripRepository {
  private readonly fileUrl: FileUrl;

  constructor(private readonly http: AxiosInstance) {
    this.fileUrl = apiFileUrl(http);
  }

  async list(signal: AbortSignal): Promise<TripGroups> {
    const { data } = await this.http.get<unknown>('/customer/my-trips', { signal });
    return tripGroupsFromDto(data, this.fileUrl);
  }
}
