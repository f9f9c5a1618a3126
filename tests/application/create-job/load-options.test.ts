import { describe, expect, it } from 'vitest';
import { ListLoadTypes } from '../../../src/application/create-job/list-load-types.use-case';
import { ListVehicles } from '../../../src/application/create-job/list-vehicles.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import { FakeOptions, LOAD_TYPES, VEHICLES } from '../../support/create-job/create-job-fakes';

describe('ListVehicles and ListLoadTypes', () => {
  it('give the port answers', async () => {
    const options = new FakeOptions();
    await expect(new ListVehicles(options).execute()).resolves.toEqual(VEHICLES);
    await expect(new ListLoadTypes(options).execute()).resolves.toEqual(LOAD_TYPES);
    expect([options.vehicleCalls, options.loadTypeCalls]).toEqual([1, 1]);
  });

  it('pass failures on', async () => {
    const options = new FakeOptions();
    options.vehiclesAnswer = () => Promise.reject(AppError.server('down'));
    await expect(new ListVehicles(options).execute()).rejects.toMatchObject({
      serverMessage: 'down',
    });
  });
});
