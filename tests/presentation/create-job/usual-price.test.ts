import { describe, expect, it } from 'vitest';
import { ReadFormPriceGuide } from '../../../src/application/pricing/form-price-guide.use-case';
import { newestPastLoads } from '../../../src/application/pricing/list-priced-jobs.use-case';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import { NOT_ENOUGH_PAST_JOBS } from '../../../src/domain/pricing/price-check-texts';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { demoCustomer } from '../../support/demo-customer';
import { presenterHarness, settle } from '../../support/create-job/presenter-harness';
import { NOT_ABORTED } from '../../support/signals';

/** The busy load's lane: Dana's Leeds depot to her Birmingham showroom, typed as text. */
const DEPOT = 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG';
const SHOWROOM = '48 Broad Street, Birmingham B1 2HF';

describe("Create Job: 'Smart pricing suggestions' (the price check of the form)", () => {
  it('reads the past jobs only once pickup, delivery and a weight are given, once, and follows the form', async () => {
    const { presenter, priceGuide } = presenterHarness();
    const stop = presenter.start();
    presenter.chooseMode('auto');
    presenter.typeAddress('pickup', DEPOT);
    presenter.typeAddress('delivery', SHOWROOM);
    await settle();
    expect(priceGuide.reads).toBe(0);
    expect(presenter.usualPrice).toBeNull();

    presenter.setText('weight', '480');
    await settle();
    expect(priceGuide.reads).toBe(1);
    expect(presenter.usualPrice).toBe('Jobs like 480 kg usually cost you £100–£120 (3 jobs)');
    presenter.setText('weight', '90');
    expect(presenter.usualPrice).toBe('Jobs like 90 kg usually cost you £100–£120 (3 jobs)');

    // A field emptied takes the line away; filled again, it is back without another read.
    presenter.setText('weight', '');
    expect(presenter.usualPrice).toBeNull();
    presenter.setText('weight', '480');
    await settle();
    expect(presenter.usualPrice).not.toBeNull();
    expect(priceGuide.reads).toBe(1);
    stop();
  });

  it('shows nothing when the past jobs cannot be read, and reads again when the form next has what it needs', async () => {
    const { presenter, priceGuide } = presenterHarness();
    const stop = presenter.start();
    presenter.chooseMode('manual');
    priceGuide.failNext = true;
    presenter.fill({
      ...EMPTY_LOAD_FORM,
      pickupAddress: DEPOT,
      deliveryAddress: SHOWROOM,
      weight: '480',
    });
    await settle();
    expect(priceGuide.reads).toBe(1);
    expect(presenter.usualPrice).toBeNull();
    presenter.setText('weight', '');
    presenter.setText('weight', '500');
    await settle();
    expect(priceGuide.reads).toBe(2);
    expect(presenter.usualPrice).toBe('Jobs like 500 kg usually cost you £100–£120 (3 jobs)');
    stop();
  });

  it('a restored or copied form with what it needs reads at once', async () => {
    const { presenter, priceGuide } = presenterHarness();
    presenter.chooseMode('auto');
    presenter.fill({
      ...EMPTY_LOAD_FORM,
      pickupAddress: DEPOT,
      deliveryAddress: SHOWROOM,
      weight: '480',
    });
    const stop = presenter.start();
    await settle();
    expect(priceGuide.reads).toBe(1);
    stop();
  });
});

describe('ReadFormPriceGuide over the demo marketplace', () => {
  it("gives the busy lane's usual range, and the not-enough line where no past job is alike", async () => {
    const { gateway } = demoCustomer();
    const usualPrice = await new ReadFormPriceGuide(
      newestPastLoads(new InMemoryLoadRepository(gateway)),
    ).execute(NOT_ABORTED);
    const form = {
      ...EMPTY_LOAD_FORM,
      pickupAddress: DEPOT,
      deliveryAddress: SHOWROOM,
      weight: '480',
    };
    expect(usualPrice(form, 'auto', [])).toBe('Jobs like this usually cost you £238–£252 (7 jobs)');
    expect(usualPrice({ ...form, weight: '24000' }, 'auto', [])).toBe(NOT_ENOUGH_PAST_JOBS);
    expect(usualPrice({ ...form, weight: '' }, 'auto', [])).toBeNull();
  });
});
