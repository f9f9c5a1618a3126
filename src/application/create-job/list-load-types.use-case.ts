import type { LoadType } from '../../domain/load/load';
import type { LoadFormOptions } from '../ports/load-publisher.port';

/** The load-type dropdown's choices. */
export class ListLoadTypes {
  constructor(private readonly options: LoadFormOptions) {}

  execute(signal?: AbortSignal): Promise<readonly LoadType[]> {
    return this.options.loadTypes(signal);
  }
}
