import { describe, expect, it } from 'vitest';
import { SearchLoadHistory } from '../../../src/application/history/search-load-history.use-case';
import { CopyPastLoad } from '../../../src/application/repeat/copy-past-load.use-case';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { InMemoryLoadFormOptions } from '../../../src/infrastructure/memory/create-job/in-memory-load-form-options';
import { demoCustomer } from '../../support/demo-customer';
import { NOT_ABORTED } from '../../support/signals';
import { wholeOf } from '../../support/parts';

async function world() {
  const { gateway } = demoCustomer();
  const loads = new InMemoryLoadRepository(gateway);
  const options = new InMemoryLoadFormOptions(gateway);
  const { loads: history } = await wholeOf(new SearchLoadHistory(loads).execute('', NOT_ABORTED));
  const asked: boolean[] = [];
  const offered = async (manual: boolean) => {
    asked.push(manual);
    return {
      loadTypes: await options.loadTypes(NOT_ABORTED),
      vehicles: manual ? await options.vehicles(NOT_ABORTED) : [],
    };
  };
  return { copy: new CopyPastLoad(loads), history, offered, asked };
}

describe('CopyPastLoad over the demo marketplace', () => {
  it('fills the form from a past run as picked, in the mode its vehicle gives, the vehicles read for it', async () => {
    const { copy, history, offered, asked } = await world();
    const run = history.find((l) => l.status === 'completed' && l.preferredVehicleName)!;
    const prefill = await copy.execute(run.id!, offered, NOT_ABORTED);
    expect(asked).toEqual([true]);
    expect(prefill).toMatchObject({
      sourceLoadNo: run.displayId || run.loadNo,
      mode: 'manual',
      unresolved: [],
      values: {
        pickupAddress: run.pickupAddress,
        deliveryAddress: run.deliveryAddress,
        pickupDate: '',
        pickupTime: '',
        weight: String(run.weightKg),
        itemCount: String(run.itemCount),
        loadTypeId: run.loadTypeId,
      },
    });
    expect(prefill.values.vehicleId).not.toBeNull();
    expect(prefill.values.pickupPlace).toMatchObject({ latitude: run.pickupLocation?.lat });
  });

  it("refuses an id that is not one of the shipper's loads", async () => {
    const { copy, offered } = await world();
    await expect(copy.execute(999_999, offered, NOT_ABORTED)).rejects.toBeDefined();
    await expect(copy.execute(0, offered, NOT_ABORTED)).rejects.toMatchObject({
      serverMessage: 'Load not found.',
    });
  });
});
