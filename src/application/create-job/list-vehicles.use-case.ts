import type { Vehicle } from '../../domain/load/load';
import type { LoadFormOptions } from '../ports/load-publisher.port';

/** The vehicles a manual load can ask for. */
export class ListVehicles {
  constructor(private readonly options: LoadFormOptions) {}

  execute(signal?: AbortSignal): Promise<readonly Vehicle[]> {
    return this.options.vehicles(signal);
  }
}
