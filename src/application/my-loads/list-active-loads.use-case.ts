import type { Load } from '../../domain/load/load';
import type { LoadRepository } from '../ports/load-repository.port';

/**
 * Every load of the customer still waiting for a driver (GET customer/active-loads), for the
 * dashboard and My Loads. The call has no query, so search, sort and paging happen in the
 * presenters.
 */
export class ListActiveLoads {
  constructor(private readonly loads: LoadRepository) {}

  execute(signal?: AbortSignal): Promise<readonly Load[]> {
    return this.loads.listActive(signal);
  }
}
