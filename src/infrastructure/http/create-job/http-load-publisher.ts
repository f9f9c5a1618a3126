import type { AxiosInstance } from 'axios';
import type { NewLoad, PublishedLoad } from '../../../domain/load/new-load';
import type { LoadPublisher } from '../../../application/ports/load-publisher.port';
import { publishedLoadFromDto, toLoadCreateFormData } from './load-create.serialization';

/** Spec §7 POST customer/loads/store, multipart. */
export class HttpLoadPublisher implements LoadPublisher {
  constructor(private readonly http: AxiosInstance) {}

  async publish(load: NewLoad): Promise<PublishedLoad> {
    const body = await toLoadCreateFormData(load);
    const { data } = await this.http.post<unknown>('/customer/loads/store', body);
    return publishedLoadFromDto(data);
  }
}
