import type { Load, LoadId } from '../../domain/load/load';
import type { LoadRepository } from '../ports/load-repository.port';

/**
 * The load in the bids screen's Job Summary. Read through the details call
 * (customer/loads/detail), so the summary also works for a load that is no longer active
 * (assigned after an accept).
 */
export class GetSelectedLoad {
  constructor(private readonly loads: LoadRepository) {}

  execute(loadId: LoadId, signal?: AbortSignal): Promise<Load> {
    return this.loads.details(loadId, signal);
  }
}
