import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenForms, openFilledForm } from '../../support/create-job/presenter-harness';

afterEach(closeOpenForms);

describe("Create Job: weight over the vehicle's capacity", () => {
  it('warns under the weight in manual mode, without holding publishing back', async () => {
    // The fakes' vehicle 2 is the Small van, up to 600 kg; vehicle 5 the 7.5 tonne truck.
    const { presenter } = await openFilledForm('manual', { weight: '650.5' });
    expect(presenter.weightWarning).toBe("Over this vehicle's 600 kg limit");
    expect(presenter.errorFor('weight')).toBeUndefined();
    expect(presenter.canSubmit).toBe(true);
    presenter.setText('weight', '600');
    expect(presenter.weightWarning).toBeNull();
    presenter.setText('weight', '3000');
    presenter.setVehicle(5);
    expect(presenter.weightWarning).toBe("Over this vehicle's 2,800 kg limit");
    presenter.setVehicle(null);
    expect(presenter.weightWarning).toBeNull();
  });

  it('says nothing in auto mode, where no vehicle is chosen', async () => {
    const { presenter } = await openFilledForm('auto', { weight: '5000', vehicleId: 2 });
    expect(presenter.weightWarning).toBeNull();
  });
});
