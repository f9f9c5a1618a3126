import { describe, expect, it } from 'vitest';
import { PublishLoad } from '../../../src/application/create-job/publish-load.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import type { NewLoad } from '../../../src/domain/load/new-load';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import {
  FakePublisher,
  MemoryDraftStore,
  signedInSession,
} from '../../support/create-job/create-job-fakes';

const LOAD: NewLoad = {
  mode: 'manual',
  pickup: { address: 'Leeds', place: null },
  delivery: { address: 'York', place: null },
  pickupDate: '2026-03-03',
  pickupTime: '09:30',
  deliveryDate: '2026-03-03',
  deliveryTime: '15:00',
  weightKg: 10,
  itemCount: 1,
  instructions: 'Ring ahead',
  loadType: { id: 1, name: 'Parcels' },
  vehicleId: 3,
  allowExternalDrivers: true,
  attachments: [],
};

function setup() {
  const publisher = new FakePublisher();
  const drafts = new MemoryDraftStore();
  drafts.write('demo@shipper.test', {
    mode: 'manual',
    values: EMPTY_LOAD_FORM,
    savedAt: '2026-03-02T10:00:00Z',
  });
  drafts.write('someone@else.test', {
    mode: 'auto',
    values: EMPTY_LOAD_FORM,
    savedAt: '2026-03-02T10:00:00Z',
  });
  const useCase = new PublishLoad(publisher, drafts, signedInSession());
  return { publisher, drafts, useCase };
}

describe('PublishLoad (spec §4 creation flow)', () => {
  it('publishes a manual load with its vehicle and the external-driver choice', async () => {
    const { publisher, useCase } = setup();
    await expect(useCase.execute(LOAD)).resolves.toEqual({ id: 501 });
    expect(publisher.published).toEqual([LOAD]);
  });

  it('publishes an auto load with external drivers not allowed and no vehicle', async () => {
    const { publisher, useCase } = setup();
    await useCase.execute({ ...LOAD, mode: 'auto' });
    expect(publisher.published[0]).toMatchObject({
      mode: 'auto',
      allowExternalDrivers: false,
      vehicleId: null,
    });
  });

  it("clears the publishing user's draft only, once published", async () => {
    const { drafts, useCase } = setup();
    await useCase.execute(LOAD);
    expect(drafts.read('demo@shipper.test')).toBeNull();
    expect(drafts.read('someone@else.test')).not.toBeNull();
  });

  it('keeps the draft and passes the error on when publishing fails', async () => {
    const { publisher, drafts, useCase } = setup();
    const failure = AppError.validation('Invalid', { pickup_date: ['Bad date'] });
    publisher.answer = () => Promise.reject(failure);
    await expect(useCase.execute(LOAD)).rejects.toBe(failure);
    expect(drafts.read('demo@shipper.test')).not.toBeNull();
  });
});
