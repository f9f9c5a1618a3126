import type {
  FormPriceGuide,
  UsualPriceOfForm,
} from '../../../src/application/pricing/form-price-guide.use-case';

/**
 * The Create Job price guide, faked: it counts its reads and answers with `answer` (by default a
 * line naming the form's weight, so a test sees the line follow the form), or fails once when
 * `failNext` is set.
 */
export class FakePriceGuide implements FormPriceGuide {
  reads = 0;
  failNext = false;
  answer: UsualPriceOfForm = (values) =>
    `Jobs like ${values.weight} kg usually cost you £100–£120 (3 jobs)`;

  execute(): Promise<UsualPriceOfForm> {
    this.reads += 1;
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('Failed to fetch customer loads'));
    }
    return Promise.resolve(this.answer);
  }
}
