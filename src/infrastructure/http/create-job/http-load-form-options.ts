import type { AxiosInstance } from 'axios';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import type { LoadFormOptions } from '../../../application/ports/load-publisher.port';
import { requireArray } from '../dto';
import { loadTypesFromDto, vehiclesFromDto } from './load-create.serialization';

/** The form's choices: GET vehicles (`data`) and GET common/loads/dropdowns (`data.load_types`). */
export class HttpLoadFormOptions implements LoadFormOptions {
  constructor(private readonly http: AxiosInstance) {}

  async vehicles(signal: AbortSignal): Promise<readonly Vehicle[]> {
    const { data } = await this.http.get<unknown>('/vehicles', { signal });
    return vehiclesFromDto(requireArray(data, 'data'));
  }

  async loadTypes(signal: AbortSignal): Promise<readonly LoadType[]> {
    const { data } = await this.http.get<unknown>('/common/loads/dropdowns', { signal });
    return loadTypesFromDto(requireArray(data, 'data.load_types'));
  }
}
