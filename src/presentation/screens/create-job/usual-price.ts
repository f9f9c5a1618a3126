import { makeAutoObservable } from 'mobx';
import type { LoadMode } from '../../../domain/load/new-load';
import type {
  FormPriceGuide,
  UsualPriceOfForm,
} from '../../../application/pricing/form-price-guide.use-case';
import { Query } from '../../async/query';
import type { LoadFormChoices } from './load-form-choices';
import type { LoadFormState } from './load-form.state';

/** The form the line is about: the Create Job presenter. */
export interface UsualPriceHolder {
  readonly mode: LoadMode | null;
  readonly form: LoadFormState;
  readonly choices: LoadFormChoices;
}

/**
 * The form's 'Smart pricing suggestions': once pickup, delivery and a weight are given, what jobs
 * like this one usually cost the shipper. The past jobs are read the first time the form has those
 * (a visit that never gets there reads nothing), then the line follows the form as it changes. A
 * failed read shows no line; it is tried again when the form next gets there.
 */
export class UsualPrice {
  private readonly query: Query<UsualPriceOfForm>;

  constructor(
    guide: FormPriceGuide,
    private readonly holder: UsualPriceHolder,
  ) {
    this.query = new Query({
      fetch: (_, signal) => guide.execute(signal),
      // The line is a suggestion: a form without it is complete, so a failure says nothing.
      errorMessage: () => '',
    });
    makeAutoObservable<this, 'query' | 'holder'>(
      this,
      { query: false, holder: false },
      { autoBind: true },
    );
  }

  /** Whether the form has what the price check needs: a mode, pickup, delivery and a weight. */
  get wanted(): boolean {
    const { values } = this.holder.form;
    return (
      this.holder.mode !== null &&
      values.pickupAddress.trim() !== '' &&
      values.deliveryAddress.trim() !== '' &&
      Number(values.weight) > 0
    );
  }

  /** Reads the past jobs unless they are known or on their way. */
  ensure(): void {
    if (!this.query.loaded && !this.query.loading) void this.query.run();
  }

  /** 'Jobs like this usually cost you £X–£Y (n jobs)', the not-enough line, or nothing. */
  get text(): string | null {
    const usualPrice = this.query.data;
    if (!usualPrice || !this.wanted) return null;
    const { form, mode, choices } = this.holder;
    return usualPrice(form.values, mode, choices.vehicleList);
  }

  cancel(): void {
    this.query.cancel();
  }
}
