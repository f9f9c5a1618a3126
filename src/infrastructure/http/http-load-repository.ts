import type { AxiosInstance } from 'axios';
import type { Load, LoadId } from '../../domain/load/load';
import type { Page } from '../../domain/shared/pagination';
import {
  DEFAULT_LOAD_LIST_PAGE_SIZE,
  type LoadRepository,
  type LoadSearch,
} from '../../application/ports/load-repository.port';
import { AppError } from '../../domain/shared/app-error';
import { asDto, at, num, requireArray } from './dto';
import { apiFileUrl, type FileUrl } from './file-url';
import { formBody } from './http-client';
import { loadFromDto, pageMetaFromDto } from './load.serialization';

export class HttpLoadRepository implements LoadRepository {
  private readonly fileUrl: FileUrl;

  constructor(private readonly http: AxiosInstance) {
    this.fileUrl = apiFileUrl(http);
  }

  async listActive(signal: AbortSignal): Promise<readonly Load[]> {
    const { data } = await this.http.get<unknown>('/customer/active-loads', { signal });
    return requireArray(data, 'data').map((item) => loadFromDto(item, this.fileUrl));
  }

  async search({
    q,
    page,
    perPage = DEFAULT_LOAD_LIST_PAGE_SIZE,
    signal,
  }: LoadSearch): Promise<Page<Load>> {
    const { data } = await this.http.post<unknown>(
      '/customer/loads/list',
      formBody({ q, page, per_page: perPage }),
      { signal },
    );
    const items = requireArray(data, 'message.items').map((item) =>
      loadFromDto(item, this.fileUrl),
    );
    return {
      items,
      meta: pageMetaFromDto(at(data, 'message.meta'), { page, perPage, count: items.length }),
    };
  }

  async details(id: LoadId, signal: AbortSignal): Promise<Load> {
    const { data } = await this.http.post<unknown>(
      '/customer/loads/detail',
      formBody({ load_id: id }),
      { signal },
    );
    const body = at(data, 'data') ?? data;
    // A body without a load (an HTML page, another shape) is a server fault, not an empty load.
    if (num(asDto(body), 'id') === null) throw AppError.server();
    return loadFromDto(body, this.fileUrl);
  }
}
