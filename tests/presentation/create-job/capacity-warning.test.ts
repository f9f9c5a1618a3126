import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { validForm } from '../../support/create-job/create-job-fakes';
import { presenterHarness, settle } from '../../support/create-job/presenter-harness';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

/** An open form of `mode`, every field valid, its vehicle lists read. */
async function openForm(mode: 'auto' | 'manual', overrides = {}) {
  const h = presenterHarness();
  stops.push(h.presenter.start());
  h.presenter.chooseMode(mode);
  await settle();
  runInAction(() =>
    h.presenter.form.replace(
      validForm(new Date(), { vehicleId: mode === 'manual' ? 2 : null, ...overrides }),
    ),
  );
  return h;
}

describe("Create Job: weight over the vehicle's capacity", () => {
  it('warns under the weight in manual mode, without holding publishing back', async () => {
    // The fakes' vehicle 2 is the Small van, up to 600 kg; vehicle 5 the 7.5 tonne truck.
    const { presenter } = await openForm('manual', { weight: '650.5' });
    expect(presenter.weightWarning).toBe("Over this vehicle's 600 kg limit");
    expect(presenter.form.errorFor('weight')).toBeUndefined();
    expect(presenter.canSubmit).toBe(true);
    presenter.form.setText('weight', '600');
    expect(presenter.weightWarning).toBeNull();
    presenter.form.setText('weight', '3000');
    presenter.form.setVehicle(5);
    expect(presenter.weightWarning).toBe("Over this vehicle's 2,800 kg limit");
    presenter.form.setVehicle(null);
    expect(presenter.weightWarning).toBeNull();
  });

  it('says nothing in auto mode, where no vehicle is chosen', async () => {
    const { presenter } = await openForm('auto', { weight: '5000', vehicleId: 2 });
    expect(presenter.weightWarning).toBeNull();
  });
});
