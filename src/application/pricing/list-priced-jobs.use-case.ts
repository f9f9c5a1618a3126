import type { PricedJob } from '../../domain/pricing/priced-route';
import { pricedJobsOf } from '../../domain/pricing/price-subject';
import { SearchLoadHistory } from '../history/search-load-history.use-case';
import type { LoadRepository } from '../ports/load-repository.port';

/**
 * The shipper's past jobs with what each cost them, read through the list History reads
 * (customer/loads/list, every page; no call of its own): what the price check compares with,
 * for a posted load or for the Create Job form as it is filled.
 */
export class ListPricedJobs {
  private readonly history: SearchLoadHistory;

  constructor(loads: LoadRepository) {
    this.history = new SearchLoadHistory(loads);
  }

  async execute(signal?: AbortSignal): Promise<PricedJob[]> {
    const { loads } = await this.history.execute('', signal);
    return pricedJobsOf(loads);
  }
}
