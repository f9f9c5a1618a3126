import type { Vehicle } from '../../domain/load/load';
import type { LoadFormValues } from '../../domain/load/load-form-rules';
import type { LoadMode } from '../../domain/load/new-load';
import { checkPrice } from '../../domain/pricing/price-check';
import { usualPriceText } from '../../domain/pricing/price-check-texts';
import { priceSubjectOfForm } from '../../domain/pricing/price-subject';
import { ListPricedJobs, type ReadPastLoads } from './list-priced-jobs.use-case';

/**
 * What jobs like the Create Job form, as filled, usually cost the shipper: 'Jobs like this usually
 * cost you £X–£Y (n jobs)' or the not-enough line; null until pickup, delivery and a weight are
 * given.
 */
export type UsualPriceOfForm = (
  values: LoadFormValues,
  mode: LoadMode | null,
  vehicles: readonly Vehicle[],
) => string | null;

/** Reads the shipper's past jobs once; the answer then follows the form with no further call. */
export interface FormPriceGuide {
  execute(signal: AbortSignal): Promise<UsualPriceOfForm>;
}

/**
 * 'Smart pricing suggestions' on Create Job: the same rule as the price check of a posted load,
 * over the same past jobs, for the form as it is being filled. The past loads come from whoever
 * already reads them for the screen (its address fields' recent addresses), so the History list
 * is read once.
 */
export class ReadFormPriceGuide implements FormPriceGuide {
  private readonly pastJobs: ListPricedJobs;

  constructor(readPastLoads: ReadPastLoads) {
    this.pastJobs = new ListPricedJobs(readPastLoads);
  }

  async execute(signal: AbortSignal): Promise<UsualPriceOfForm> {
    const jobs = await this.pastJobs.execute(signal);
    return (values, mode, vehicles) => {
      const subject = priceSubjectOfForm(values, mode, vehicles);
      return subject && usualPriceText(checkPrice(subject, jobs));
    };
  }
}
