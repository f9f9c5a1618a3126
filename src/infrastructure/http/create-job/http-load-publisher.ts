import type { AxiosInstance } from 'axios';
import type { NewLoad, PublishedLoad } from '../../../domain/load/new-load';
import type { LoadPublisher, PublishOptions } from '../../../application/ports/load-publisher.port';
import { multipartRequest } from '../multipart-upload';
import { publishedLoadFromDto, toLoadCreateFormData } from './load-create.serialization';

/**
 * POST customer/loads/store, multipart, with the publish's idempotency key, so a retry of the same
 * publish cannot create a second load.
 */
export class HttpLoadPublisher implements LoadPublisher {
  constructor(private readonly http: AxiosInstance) {}

  async publish(
    load: NewLoad,
    { idempotencyKey, onProgress, signal }: PublishOptions,
  ): Promise<PublishedLoad> {
    const body = await toLoadCreateFormData(load);
    const { data } = await this.http.post<unknown>('/customer/loads/store', body, {
      ...multipartRequest(body, onProgress),
      headers: { 'Idempotency-Key': idempotencyKey },
      signal,
    });
    return publishedLoadFromDto(data);
  }
}
