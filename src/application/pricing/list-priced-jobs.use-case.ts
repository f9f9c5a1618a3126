import type { Load } from '../../domain/load/load';
import type { PricedJob } from '../../domain/pricing/priced-route';
import { pricedJobsOf } from '../../domain/pricing/price-subject';
import { recentLoads } from '../history/search-load-history.use-case';
import type { LoadRepository } from '../ports/load-repository.port';

/** Reads the shipper's past loads; `signal` abandons the read. */
export type ReadPastLoads = (signal: AbortSignal) => Promise<readonly Load[]>;

/** The shipper's newest loads, through the list History reads (customer/loads/list). */
export function newestPastLoads(loads: LoadRepository): ReadPastLoads {
  return (signal) => recentLoads(loads, signal);
}

/**
 * The shipper's past jobs with what each cost them, from their past loads (no call of its own):
 * what the price check compares with, for a posted load or for the Create Job form as it is filled.
 */
export class ListPricedJobs {
  constructor(private readonly readPastLoads: ReadPastLoads) {}

  async execute(signal: AbortSignal): Promise<PricedJob[]> {
    return pricedJobsOf(await this.readPastLoads(signal));
  }
}
