import { describe, expect, it } from 'vitest';
import { PublishLoad } from '../../../src/application/create-job/publish-load.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import type { NewLoad } from '../../../src/domain/load/new-load';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import { LoadDraftKeeper } from '../../../src/application/create-job/load-draft-keeper';
import {
  FakePublisher,
  MemoryDraftStore,
  MemoryKeptFiles,
  pngFile,
  signedInSession,
} from '../../support/create-job/create-job-fakes';

const KEY = { idempotencyKey: 'key-1' };
const clock = { now: () => new Date('2026-03-02T10:00:00Z') };

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
    publishKey: null,
    attachmentNames: [],
    savedAt: '2026-03-02T10:00:00Z',
  });
  drafts.write('someone@else.test', {
    mode: 'auto',
    values: EMPTY_LOAD_FORM,
    publishKey: null,
    attachmentNames: [],
    savedAt: '2026-03-02T10:00:00Z',
  });
  const files = new MemoryKeptFiles();
  void files.save('demo@shipper.test/create-job', [pngFile()]);
  const useCase = new PublishLoad(
    publisher,
    new LoadDraftKeeper(drafts, files, signedInSession(), clock),
  );
  return { publisher, drafts, files, useCase };
}

describe('PublishLoad', () => {
  it('publishes a manual load with its vehicle and the external-driver choice', async () => {
    const { publisher, useCase } = setup();
    await expect(useCase.execute(LOAD, KEY)).resolves.toEqual({ id: 501, loadNo: null });
    expect(publisher.published).toEqual([LOAD]);
    expect(publisher.options).toMatchObject([KEY]);
    // With the signal of the session it was started in (see publish-load-session-switch.test.ts).
    expect(publisher.options[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('publishes an auto load with external drivers not allowed and no vehicle', async () => {
    const { publisher, useCase } = setup();
    await useCase.execute({ ...LOAD, mode: 'auto' }, KEY);
    expect(publisher.published[0]).toMatchObject({
      mode: 'auto',
      allowExternalDrivers: false,
      vehicleId: null,
    });
  });

  it("clears the publishing user's draft and its files only, once published", async () => {
    const { drafts, files, useCase } = setup();
    await useCase.execute(LOAD, KEY);
    expect(drafts.read('demo@shipper.test')).toBeNull();
    expect(files.files.size).toBe(0);
    expect(drafts.read('someone@else.test')).not.toBeNull();
  });

  it('keeps the draft and passes the error on when publishing fails', async () => {
    const { publisher, drafts, files, useCase } = setup();
    const failure = AppError.validation('Invalid', { pickup_date: ['Bad date'] });
    publisher.answer = () => Promise.reject(failure);
    await expect(useCase.execute(LOAD, KEY)).rejects.toBe(failure);
    expect(drafts.read('demo@shipper.test')).not.toBeNull();
    expect(files.files.size).toBe(1);
  });
});
