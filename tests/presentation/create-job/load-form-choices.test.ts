import { describe, expect, it } from 'vitest';
import type { LoadFormOptions } from '../../../src/application/ports/load-publisher.port';
import { AppError } from '../../../src/domain/shared/app-error';
import { LoadFormChoices } from '../../../src/presentation/screens/create-job/load-form-choices';
import { FakeOptions, LOAD_TYPES, VEHICLES } from '../../support/create-job/create-job-fakes';

describe('LoadFormChoices reads the LoadFormOptions port', () => {
  it('shows the vehicles and load types the port answers, one call each', async () => {
    const options = new FakeOptions();
    const choices = new LoadFormChoices(options);
    await choices.vehicles.run();
    await choices.loadTypes.run();
    expect(choices.vehicleList).toEqual(VEHICLES);
    expect(choices.loadTypeList).toEqual(LOAD_TYPES);
    expect([options.vehicleCalls, options.loadTypeCalls]).toEqual([1, 1]);
  });

  it("shows a failed read with the server's message", async () => {
    const options = new FakeOptions();
    options.vehiclesAnswer = () => Promise.reject(AppError.server('down'));
    const choices = new LoadFormChoices(options);
    await choices.vehicles.run();
    expect(choices.vehicles.error).toBe('down');
  });

  it('hands each read its abort signal', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const options: LoadFormOptions = {
      vehicles: (signal) => {
        signals.push(signal);
        return Promise.resolve(VEHICLES);
      },
      loadTypes: (signal) => {
        signals.push(signal);
        return Promise.resolve(LOAD_TYPES);
      },
    };
    const choices = new LoadFormChoices(options);
    await choices.vehicles.run();
    await choices.loadTypes.run();
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
  });
});
