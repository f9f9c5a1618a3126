import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import { AppError } from '../../../src/domain/shared/app-error';
import {
  deferred,
  MemoryKeptFiles,
  pngFile,
  validForm,
} from '../../support/create-job/create-job-fakes';
import { OWNER, presenterHarness } from '../../support/create-job/presenter-harness';
import { aLoad } from '../../domain/my-loads/load-fixture';

const START = new Date(2026, 2, 2, 10, 0, 20);
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

/** Lets every pending promise callback run: the load, the form's lists, the address lookups. */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

const DEPOT = 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG';
const SHOWROOM = '48 Broad Street, Birmingham B1 2HF';

/** A past run: both stops placed, a small van, pallets, a note and a file. */
const PAST = aLoad({
  id: 10421,
  loadNo: 'BH-10421',
  displayId: 'BH-10421',
  status: 'completed',
  pickupAddress: DEPOT,
  pickupLocation: { lat: 53.787, lng: -1.506 },
  pickupRegion: 'West Yorkshire',
  deliveryAddress: SHOWROOM,
  deliveryLocation: { lat: 52.478, lng: -1.91 },
  deliveryRegion: 'West Midlands',
  weightKg: 420,
  itemCount: 10,
  loadTypeId: 2,
  preferredVehicleName: 'Small van',
  instructions: 'Tail lift needed at delivery.',
  attachments: [{ id: 1, name: 'note.pdf', url: 'https://files.test/note.pdf', sizeBytes: 10 }],
});

function harness(
  load = PAST,
  draft?: Parameters<typeof presenterHarness>[0],
  files?: MemoryKeptFiles,
) {
  const h = presenterHarness(draft, files);
  h.loads.loads.set(load.id ?? 0, load);
  const stop = h.presenter.start();
  return { ...h, stop };
}

describe('Post again: Create Job filled from a past load', () => {
  it('fills the form of its mode from the load: no dates, no files, the pickup date to focus, the source named', async () => {
    const { presenter, options, loads } = harness();
    presenter.copyFrom(10421);
    expect(presenter.copySource.loading).toBe(true);
    await settle();
    expect(presenter.copySource.loading).toBe(false);
    expect(loads.detailCalls).toBe(1);
    expect(presenter.mode).toBe('manual');
    expect(presenter.values).toEqual({
      ...EMPTY_LOAD_FORM,
      pickupAddress: DEPOT,
      pickupPlace: {
        latitude: 53.787,
        longitude: -1.506,
        cityName: 'Leeds',
        stateName: 'West Yorkshire',
        zipcode: 'LS9 0SG',
      },
      pickupChosen: true,
      deliveryAddress: SHOWROOM,
      deliveryPlace: {
        latitude: 52.478,
        longitude: -1.91,
        cityName: 'Birmingham',
        stateName: 'West Midlands',
        zipcode: 'B1 2HF',
      },
      deliveryChosen: true,
      weight: '420',
      itemCount: '10',
      loadTypeId: 2,
      vehicleId: 2,
      instructions: 'Tail lift needed at delivery.',
    });
    expect(presenter.attachments.items).toEqual([]);
    expect(presenter.copiedFrom).toBe('BH-10421');
    expect(presenter.focusTo).toBe('pickup-date');
    presenter.focused();
    expect(presenter.focusTo).toBeNull();
    expect([options.loadTypeCalls, options.vehicleCalls]).toEqual([1, 1]);
    expect(presenter.askingToReplace).toBe(false);
  });

  it('a load without a vehicle opens Auto mode, and the vehicles are not read', async () => {
    const { presenter, options } = harness(aLoad({ id: 7, preferredVehicleName: null }));
    presenter.copyFrom(7);
    await settle();
    expect(presenter.mode).toBe('auto');
    expect(presenter.values.vehicleId).toBeNull();
    expect(options.vehicleCalls).toBe(0);
  });

  it('asking again for the same copy reads nothing more (the screen effect runs twice)', async () => {
    const { presenter, loads } = harness();
    presenter.copyFrom(10421);
    presenter.copyFrom(10421);
    await settle();
    presenter.copyFrom(10421);
    await settle();
    expect(loads.detailCalls).toBe(1);
  });

  it('leaving while the load is read drops it; coming back reads it again', async () => {
    const { presenter, loads, stop } = harness();
    const held = deferred<typeof PAST>();
    loads.answer = () => held.promise;
    presenter.copyFrom(10421);
    stop();
    held.resolve(PAST);
    await settle();
    expect(presenter.mode).toBeNull();
    expect(presenter.copiedFrom).toBeNull();
    loads.answer = null;
    presenter.start();
    presenter.copyFrom(10421);
    await settle();
    expect(presenter.copiedFrom).toBe('BH-10421');
  });

  it('a failed read says so and can be tried again; the form is left alone', async () => {
    const { presenter, loads } = harness();
    loads.answer = () => Promise.reject(new AppError('network'));
    presenter.copyFrom(10421);
    await settle();
    expect(presenter.copySource.error).toBe('Failed to fetch load details');
    expect(presenter.mode).toBeNull();
    expect(presenter.values).toEqual(EMPTY_LOAD_FORM);
    loads.answer = null;
    presenter.retryCopy();
    await settle();
    expect(presenter.copySource.error).toBeNull();
    expect(presenter.copiedFrom).toBe('BH-10421');
  });

  it("'Start empty' clears the form and the banner, keeps the mode and puts the focus on the pickup address", async () => {
    const { presenter } = harness();
    presenter.copyFrom(10421);
    await settle();
    presenter.focused();
    presenter.startEmpty();
    expect(presenter.values).toEqual(EMPTY_LOAD_FORM);
    expect(presenter.copiedFrom).toBeNull();
    expect(presenter.mode).toBe('manual');
    expect(presenter.focusTo).toBe('pickup-address');
  });

  it('every rule of the form still applies: nothing is published until the dates are set', async () => {
    const { presenter, publisher } = harness();
    presenter.copyFrom(10421);
    await settle();
    expect(presenter.canSubmit).toBe(false);
    expect(presenter.submitHint).toBe('Still needed: pickup date, pickup time.');
    presenter.submit();
    expect(presenter.confirmOpen).toBe(false);
    const { pickupDate } = validForm(START);
    presenter.setText('pickupDate', pickupDate);
    presenter.setText('pickupTime', '09:30');
    expect(presenter.canSubmit).toBe(true);
    presenter.submit();
    await presenter.publish();
    expect(publisher.published[0]).toMatchObject({
      pickup: { address: DEPOT },
      delivery: { address: SHOWROOM },
      weightKg: 420,
      vehicleId: 2,
    });
    expect(presenter.copiedFrom).toBeNull();
  });
});

describe("Post again over a draft: 'Replace your draft?'", () => {
  const draft = {
    mode: 'auto' as const,
    values: { ...EMPTY_LOAD_FORM, pickupAddress: 'Half-typed, Yor' },
    publishKey: null,
    attachmentNames: [],
    savedAt: START.toISOString(),
  };

  it('asks before replacing a draft in progress; Keep my draft leaves it as it was', async () => {
    const { presenter } = harness(PAST, draft);
    presenter.copyFrom(10421);
    await settle();
    expect(presenter.askingToReplace).toBe(true);
    expect(presenter.offeredCopy?.sourceLoadNo).toBe('BH-10421');
    expect(presenter.values.pickupAddress).toBe('Half-typed, Yor');
    presenter.keepDraft();
    expect(presenter.askingToReplace).toBe(false);
    expect(presenter.mode).toBe('auto');
    expect(presenter.values.pickupAddress).toBe('Half-typed, Yor');
    expect(presenter.copiedFrom).toBeNull();
    presenter.replaceDraft();
    expect(presenter.values.pickupAddress).toBe('Half-typed, Yor');
  });

  it('Replace puts the copy in its place, and the restored-draft notice goes', async () => {
    const { presenter, drafts } = harness(PAST, draft);
    expect(presenter.restoredAt).not.toBeNull();
    presenter.copyFrom(10421);
    await settle();
    presenter.replaceDraft();
    expect(presenter.mode).toBe('manual');
    expect(presenter.values.pickupAddress).toBe(DEPOT);
    expect(presenter.restoredAt).toBeNull();
    expect(presenter.copiedFrom).toBe('BH-10421');
    // The copy is now the draft kept as typed.
    expect(drafts.read(OWNER)?.values.pickupAddress).toBe(DEPOT);
  });

  it('a chosen mode alone is no draft: the copy fills the form without asking', async () => {
    const { presenter } = harness(PAST, { ...draft, values: EMPTY_LOAD_FORM });
    presenter.copyFrom(10421);
    await settle();
    expect(presenter.askingToReplace).toBe(false);
    expect(presenter.values.pickupAddress).toBe(DEPOT);
  });

  it('a draft whose files are still coming back counts, and they do not come back over the copy', async () => {
    const files = new MemoryKeptFiles();
    await files.save(`${OWNER}:create-job`, [pngFile('crate.png')]);
    const held = deferred<void>();
    const load = files.load.bind(files);
    files.load = async (key) => {
      await held.promise;
      return load(key);
    };
    const onlyFiles = { ...draft, values: EMPTY_LOAD_FORM, attachmentNames: ['crate.png'] };
    const { presenter } = harness(PAST, onlyFiles, files);
    presenter.copyFrom(10421);
    await settle();
    expect(presenter.askingToReplace).toBe(true);
    presenter.replaceDraft();
    held.resolve();
    await settle();
    expect(presenter.attachments.items).toEqual([]);
    expect(presenter.attachments.missing).toEqual([]);
  });
});

describe('Post again: addresses the load gives only as text', () => {
  const textOnly = aLoad({
    id: 9,
    pickupAddress: '1 Wellington Place, Leeds LS1 4AP',
    pickupLocation: null,
    deliveryAddress: '12 High Street, Leeds',
    deliveryLocation: null,
    preferredVehicleName: null,
  });

  it("looks each up once: an exact match is filled as picked, else the text stays marked 'Check this address'", async () => {
    const { presenter, lookup } = harness(textOnly);
    presenter.copyFrom(9);
    await settle();
    expect(lookup.suggested).toEqual([
      '1 Wellington Place, Leeds LS1 4AP',
      '12 High Street, Leeds',
    ]);
    expect(presenter.values.pickupPlace).toMatchObject({
      cityName: 'Leeds',
      zipcode: 'LS1 4AP',
    });
    expect(presenter.values.deliveryAddress).toBe('12 High Street, Leeds');
    expect(presenter.values.deliveryPlace).toBeNull();
    expect(presenter.isUnchecked('pickup')).toBe(false);
    expect(presenter.isUnchecked('delivery')).toBe(true);
  });

  it('the mark stays until the shipper picks an address for the field', async () => {
    const { presenter } = harness(textOnly);
    presenter.copyFrom(9);
    await settle();
    presenter.typeAddress('delivery', '12 High Street, Leeds LS1');
    expect(presenter.isUnchecked('delivery')).toBe(true);
    presenter.pickAddress('delivery', {
      address: '12 High Street, Leeds LS1',
      latitude: 53.79,
      longitude: -1.54,
      cityName: 'Leeds',
      zipcode: 'LS1',
      stateName: 'West Yorkshire',
      isFromDropdown: true,
    });
    expect(presenter.isUnchecked('delivery')).toBe(false);
  });

  it('a failed lookup keeps the text and marks it; typing before an answer has the last word', async () => {
    const failing = harness(textOnly);
    failing.lookup.failing = true;
    failing.presenter.copyFrom(9);
    await settle();
    expect(failing.presenter.uncheckedStops).toEqual(['pickup', 'delivery']);
    expect(failing.presenter.values.pickupAddress).toBe('1 Wellington Place, Leeds LS1 4AP');

    const typing = harness(textOnly);
    typing.presenter.copyFrom(9);
    // The load is read in microtasks; the lookups start once the form is filled.
    await vi.waitFor(() => expect(typing.presenter.values.pickupAddress).not.toBe(''));
    typing.presenter.typeAddress('pickup', '2 Wellington Place, Leeds LS1 4AP');
    await settle();
    expect(typing.presenter.values.pickupAddress).toBe('2 Wellington Place, Leeds LS1 4AP');
    expect(typing.presenter.values.pickupPlace).toBeNull();
    expect(typing.presenter.isUnchecked('pickup')).toBe(false);
  });
});
