import type { Load } from '../../domain/load/load';
import { checkPrice, type PriceCheck } from '../../domain/pricing/price-check';
import { pricedJobsOf, priceSubjectOfLoad } from '../../domain/pricing/price-subject';
import { SearchLoadHistory } from '../history/search-load-history.use-case';
import type { LoadRepository } from '../ports/load-repository.port';

/**
 * The price check of one posted load (issue 18): reads the shipper's past jobs once, through the
 * same list History reads (customer/loads/list, every page; no call of its own), and answers what
 * jobs like this one usually cost them. Each open bid is then judged against the answer with
 * `priceVerdict`, which asks nothing more of the server.
 */
export class CheckLoadPrice {
  private readonly history: SearchLoadHistory;

  constructor(loads: LoadRepository) {
    this.history = new SearchLoadHistory(loads);
  }

  async execute(load: Load, signal?: AbortSignal): Promise<PriceCheck> {
    const { loads } = await this.history.execute('', signal);
    return checkPrice(priceSubjectOfLoad(load), pricedJobsOf(loads));
  }
}
