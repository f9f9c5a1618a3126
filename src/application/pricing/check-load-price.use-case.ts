import type { Load } from '../../domain/load/load';
import { checkPrice, type PriceCheck } from '../../domain/pricing/price-check';
import { priceSubjectOfLoad } from '../../domain/pricing/price-subject';
import type { LoadRepository } from '../ports/load-repository.port';
import { newestPastLoads, ListPricedJobs } from './list-priced-jobs.use-case';

/**
 * The price check of one posted load: reads the shipper's past jobs once, through the
 * same list History reads (customer/loads/list, every page; no call of its own), and answers what
 * jobs like this one usually cost them. Each open bid is then judged against the answer with
 * `priceVerdict`, which asks nothing more of the server.
 */
export class CheckLoadPrice {
  private readonly pastJobs: ListPricedJobs;

  constructor(loads: LoadRepository) {
    this.pastJobs = new ListPricedJobs(newestPastLoads(loads));
  }

  async execute(load: Load, signal: AbortSignal): Promise<PriceCheck> {
    return checkPrice(priceSubjectOfLoad(load), await this.pastJobs.execute(signal));
  }
}
