import type { Load } from '../../domain/load/load';
import type { LoadRepository } from '../ports/load-repository.port';

/**
 * Spec §2.5 / §2.6 / §7 GET customer/active-loads: every load of the customer still waiting for a
 * driver. Search, sort and paging of this list happen in the presenters (issue 6).
 */
export class ListActiveLoads {
  constructor(private readonly loads: LoadRepository) {}

  execute(): Promise<readonly Load[]> {
    return this.loads.listActive();
  }
}
