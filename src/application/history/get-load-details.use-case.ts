import { AppError } from '../../domain/shared/app-error';
import type { Load, LoadId } from '../../domain/load/load';
import type { LoadRepository } from '../ports/load-repository.port';

/** One load for Load Details. An id that cannot be a load's is not found. */
export class GetLoadDetails {
  constructor(private readonly loads: LoadRepository) {}

  async execute(id: LoadId, signal: AbortSignal): Promise<Load> {
    if (!Number.isSafeInteger(id) || id <= 0) throw AppError.server('Load not found.', 404);
    return this.loads.details(id, signal);
  }
}
