import { autorun, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import { RECHECK_INTERVAL_MS } from '../../../src/presentation/screens/create-job/create-job.presenter';
import {
  deferred,
  pdfFile,
  pngFile,
  textFile,
  LOAD_TYPES,
  validForm,
  VEHICLES,
} from '../../support/create-job/create-job-fakes';
import { OWNER, presenterHarness, settle } from '../../support/create-job/presenter-harness';

const START = new Date(2026, 2, 2, 10, 0, 20);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

async function ready(mode: 'auto' | 'manual', overrides = {}) {
  const h = presenterHarness();
  const stop = h.presenter.start();
  h.presenter.chooseMode(mode);
  await settle();
  const values = validForm(START, { vehicleId: mode === 'manual' ? 2 : null, ...overrides });
  runInAction(() => {
    h.presenter.fill(values);
  });
  return { ...h, stop };
}

describe('CreateJobPresenter: modes and options', () => {
  it('starts at the chooser and opens the form of the chosen mode; Back to Options clears the mode', async () => {
    const { presenter, options } = presenterHarness();
    presenter.start();
    expect(presenter.mode).toBeNull();
    expect(options.loadTypeCalls).toBe(0);
    presenter.chooseMode('manual');
    expect(presenter.title).toBe('Manual Load Creation');
    expect(presenter.submitLabel).toBe('Submit & View Bids');
    presenter.backToOptions();
    expect(presenter.mode).toBeNull();
    presenter.chooseMode('auto');
    expect(presenter.title).toBe('Auto Load Creation');
    expect(presenter.submitLabel).toBe('Create Load');
  });

  it('fetches load types when idle, and vehicles in manual mode only', async () => {
    const { presenter, options } = presenterHarness();
    presenter.start();
    presenter.chooseMode('auto');
    expect(presenter.loadTypes.status.kind).toBe('loading');
    await settle();
    expect([options.loadTypeCalls, options.vehicleCalls]).toEqual([1, 0]);
    expect(presenter.loadTypes.data).toHaveLength(2);
    presenter.backToOptions();
    presenter.chooseMode('manual');
    await settle();
    expect([options.loadTypeCalls, options.vehicleCalls]).toEqual([1, 1]);
    expect(presenter.vehicles.data).toEqual(VEHICLES);
    presenter.backToOptions();
    presenter.chooseMode('manual');
    await settle();
    expect(options.vehicleCalls).toBe(1);
  });

  it('shows fetch failures (the server text, else the fallback) and refetches vehicles when failed and empty', async () => {
    const { presenter, options } = presenterHarness();
    options.vehiclesAnswer = () => Promise.reject(AppError.server());
    options.loadTypesAnswer = () => Promise.reject(AppError.server('Dropdowns are down'));
    presenter.start();
    presenter.chooseMode('manual');
    await settle();
    expect(presenter.vehicles.error).toBe('Failed to fetch vehicles');
    expect(presenter.loadTypes.error).toBe('Dropdowns are down');
    options.vehiclesAnswer = async () => VEHICLES;
    options.loadTypesAnswer = () => Promise.reject(new AppError('network'));
    presenter.backToOptions();
    presenter.chooseMode('manual');
    await settle();
    expect(options.vehicleCalls).toBe(2);
    expect(presenter.vehicles.error).toBeNull();
    expect(options.loadTypeCalls).toBe(1);
    await presenter.loadTypes.run();
    expect(presenter.loadTypes.error).toBe('Failed to fetch load dropdowns');
  });

  it('keeps only the newest load-types answer', async () => {
    const { presenter, options } = presenterHarness();
    const first = deferred<readonly { id: number; name: string }[]>();
    options.loadTypesAnswer = () => first.promise;
    presenter.start();
    presenter.chooseMode('auto');
    options.loadTypesAnswer = async () => [{ id: 9, name: 'Newest' }];
    await presenter.loadTypes.run();
    first.resolve([{ id: 1, name: 'Stale' }]);
    await settle();
    expect(presenter.loadTypes.data).toEqual([{ id: 9, name: 'Newest' }]);
  });

  it('drops a chosen load type or vehicle the lists no longer offer', async () => {
    const { presenter, options } = presenterHarness({
      mode: 'manual',
      values: { ...EMPTY_LOAD_FORM, loadTypeId: 77, vehicleId: 2 },
      publishKey: null,
      attachmentNames: [],
      savedAt: START.toISOString(),
    });
    options.vehiclesAnswer = async () => [{ id: 5, name: 'Truck', loadCapacity: 2800 }];
    presenter.start();
    await settle();
    expect(presenter.values.loadTypeId).toBeNull();
    expect(presenter.values.vehicleId).toBeNull();
  });
});

describe('CreateJobPresenter reads the LoadFormOptions port', () => {
  it('shows the vehicles and load types the port answers, one call each', async () => {
    const { presenter, options } = presenterHarness();
    await presenter.vehicles.run();
    await presenter.loadTypes.run();
    expect(presenter.vehicles.data).toEqual(VEHICLES);
    expect(presenter.loadTypes.data).toEqual(LOAD_TYPES);
    expect([options.vehicleCalls, options.loadTypeCalls]).toEqual([1, 1]);
  });

  it("shows a failed read with the server's message", async () => {
    const { presenter, options } = presenterHarness();
    options.vehiclesAnswer = () => Promise.reject(AppError.server('down'));
    await presenter.vehicles.run();
    expect(presenter.vehicles.error).toBe('down');
  });

  it('hands each read its abort signal', async () => {
    const { presenter, options } = presenterHarness();
    const signals: (AbortSignal | undefined)[] = [];
    options.vehicles = (signal?: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(VEHICLES);
    };
    options.loadTypes = (signal?: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(LOAD_TYPES);
    };
    await presenter.vehicles.run();
    await presenter.loadTypes.run();
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
  });
});

describe('CreateJobPresenter: validation', () => {
  it('shows "required" only for fields left empty after touching them, and says what is still needed', async () => {
    const { presenter } = presenterHarness();
    presenter.start();
    presenter.chooseMode('manual');
    await settle();
    expect(presenter.errorFor('weight')).toBeUndefined();
    expect(presenter.canSubmit).toBe(false);
    expect(presenter.submitHint).toBe(
      'Still needed: pickup address, delivery address, pickup date, pickup time, weight, number of items, load type, vehicle type.',
    );
    presenter.touch('weight');
    expect(presenter.errorFor('weight')).toBe('Weight is required');
    presenter.typeAddress('pickup', 'Le');
    presenter.typeAddress('pickup', '');
    expect(presenter.errorFor('pickupAddress')).toBe('Pickup address is required');
  });

  it('enables submit only when everything is present and right', async () => {
    const { presenter } = await ready('manual');
    expect(presenter.canSubmit).toBe(true);
    expect(presenter.submitHint).toBeNull();
    presenter.setText('itemCount', '0');
    expect(presenter.canSubmit).toBe(false);
    expect(presenter.submitHint).toBe('Fix the fields marked in red to continue.');
    expect(presenter.errorFor('itemCount')).toBe('Enter a whole number of items, 1 or more');
  });

  it('re-checks the time rules as the minutes pass', async () => {
    const { presenter, stop } = await ready('auto', {
      pickupDate: '2026-03-02',
      pickupTime: '10:01',
    });
    expect(presenter.canSubmit).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(presenter.errorFor('pickupTime')).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(presenter.errorFor('pickupTime')).toBe('Pickup time cannot be in the past');
    expect(presenter.canSubmit).toBe(false);
    stop();
    presenter.setText('pickupTime', '10:03');
    vi.advanceTimersByTime(10 * 60_000);
    expect(presenter.errorFor('pickupTime')).toBeUndefined();
  });

  it('keeps a picked address with its place; typing drops the place', () => {
    const { presenter } = presenterHarness();
    const result = {
      address: 'Leeds LS1',
      latitude: 53.8,
      longitude: -1.5,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS1',
      isFromDropdown: true,
    };
    presenter.pickAddress('pickup', result);
    expect(presenter.values.pickupAddress).toBe('Leeds LS1');
    expect(presenter.values.pickupPlace).toEqual({
      latitude: 53.8,
      longitude: -1.5,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS1',
    });
    presenter.typeAddress('pickup', 'Leeds LS1 ');
    expect(presenter.values.pickupPlace).toBeNull();
  });
});

describe('CreateJobPresenter: attachments (type, size and content checked)', () => {
  it('keeps valid files and names the refused ones in the spec text', async () => {
    const { presenter } = presenterHarness();
    await presenter.attachments.add([pngFile('a.png'), textFile('notes.txt'), pdfFile('b.pdf')]);
    expect(presenter.attachments.items.map((a) => a.file.name)).toEqual(['a.png', 'b.pdf']);
    expect(presenter.attachments.error).toBe(
      'Invalid files: notes.txt. Only JPG, PNG, GIF, and PDFs under 5 MB are allowed.',
    );
    await presenter.attachments.add([pngFile('c.png')]);
    expect(presenter.attachments.error).toBeNull();
  });

  it('keeps at most 5 and says which were not added; a removal makes room', async () => {
    const { presenter } = presenterHarness();
    await presenter.attachments.add(Array.from({ length: 6 }, (_, i) => pdfFile(`f${i}.pdf`)));
    expect(presenter.attachments.items).toHaveLength(5);
    expect(presenter.attachments.notice).toBe(
      'At most 5 files can be attached; not added: f5.pdf.',
    );
    expect(presenter.canAddAttachments).toBe(false);
    presenter.attachments.remove(presenter.attachments.items[0]!.id);
    expect(presenter.attachments.items.map((a) => a.file.name)).toEqual([
      'f1.pdf',
      'f2.pdf',
      'f3.pdf',
      'f4.pdf',
    ]);
    expect(presenter.canAddAttachments).toBe(true);
  });
});

describe('CreateJobPresenter: publishing (once, however often clicked)', () => {
  it('publishes an auto load at once, without the dialog, and goes to its bids', async () => {
    const { presenter, publisher, toasts, drafts } = await ready('auto');
    await presenter.attachments.add([pngFile()]);
    presenter.submit();
    expect(presenter.confirmOpen).toBe(false);
    expect(presenter.submitLabel).toBe('Publishing…');
    await settle();
    expect(publisher.published).toHaveLength(1);
    expect(publisher.published[0]).toMatchObject({
      mode: 'auto',
      allowExternalDrivers: false,
      vehicleId: null,
    });
    expect(publisher.published[0]!.attachments).toHaveLength(1);
    expect(presenter.navigateTo).toBe('/bids?load=501');
    expect(toasts.current).toMatchObject({
      kind: 'success',
      message: 'Your job has been successfully published!',
    });
    expect(drafts.read(OWNER)).toBeNull();
    expect(presenter.mode).toBeNull();
    expect(presenter.values).toEqual(EMPTY_LOAD_FORM);
    presenter.navigated();
    expect(presenter.navigateTo).toBeNull();
    expect(presenter.publishing.status.kind).toBe('idle');
  });

  it('asks for confirmation in manual mode and publishes with the external-driver choice', async () => {
    const { presenter, publisher } = await ready('manual');
    const statuses: string[] = [];
    autorun(() => statuses.push(presenter.publishing.status.kind));
    presenter.submit();
    expect(presenter.confirmOpen).toBe(true);
    expect(publisher.published).toHaveLength(0);
    presenter.setAllowExternalDrivers(true);
    await presenter.publish();
    expect(publisher.published[0]).toMatchObject({
      mode: 'manual',
      vehicleId: 2,
      allowExternalDrivers: true,
    });
    expect(statuses).toEqual(['idle', 'loading', 'succeeded']);
    expect(presenter.confirmOpen).toBe(false);
  });

  it('Cancel closes the dialog without publishing', async () => {
    const { presenter, publisher } = await ready('manual');
    presenter.submit();
    presenter.cancelConfirm();
    expect(presenter.confirmOpen).toBe(false);
    expect(publisher.published).toHaveLength(0);
  });

  it('publishes once however often it is clicked', async () => {
    const { presenter, publisher } = await ready('manual');
    const answer = deferred<{ id: number; loadNo: null }>();
    publisher.answer = () => answer.promise;
    presenter.submit();
    presenter.submit();
    void presenter.publish();
    void presenter.publish();
    presenter.submit();
    expect(presenter.canSubmit).toBe(false);
    presenter.cancelConfirm();
    expect(presenter.confirmOpen).toBe(true);
    answer.resolve({ id: 9, loadNo: null });
    await settle();
    expect(publisher.published).toHaveLength(1);
  });

  it('on failure shows the create-load failure toast and keeps the form, files and choice exactly', async () => {
    const { presenter, publisher, toasts, drafts } = await ready('manual', {
      instructions: 'Gate code 4411',
    });
    await presenter.attachments.add([pngFile('a.png'), pdfFile('b.pdf')]);
    const before = presenter.values;
    publisher.answer = () =>
      Promise.reject(
        AppError.validation('The given data was invalid.', {
          pickup_date: ['The pickup date is invalid.'],
        }),
      );
    presenter.submit();
    presenter.setAllowExternalDrivers(true);
    await presenter.publish();
    expect(toasts.current).toMatchObject({
      kind: 'error',
      message: 'The given data was invalid.\nThe pickup date is invalid.',
    });
    expect(presenter.values).toBe(before);
    expect(presenter.mode).toBe('manual');
    expect(presenter.attachments.items.map((a) => a.file.name)).toEqual(['a.png', 'b.pdf']);
    expect(presenter.allowExternalDrivers).toBe(true);
    expect(presenter.confirmOpen).toBe(false);
    expect(presenter.publishing.status).toEqual({
      kind: 'failed',
      message: 'The given data was invalid.\nThe pickup date is invalid.',
    });
    expect(presenter.canSubmit).toBe(true);
    expect(presenter.navigateTo).toBeNull();
    expect(drafts.read(OWNER)?.values).toEqual(before);
  });

  it('goes to My Loads when the server sends no id', async () => {
    const { presenter, publisher } = await ready('auto');
    publisher.answer = async () => ({ id: null, loadNo: null });
    presenter.submit();
    await settle();
    expect(presenter.navigateTo).toBe('/my-loads');
  });

  it('does not publish a form that went stale in the meantime', async () => {
    const { presenter, publisher } = await ready('manual', {
      pickupDate: '2026-03-02',
      pickupTime: '10:01',
    });
    presenter.submit();
    vi.setSystemTime(new Date(2026, 2, 2, 10, 5));
    await presenter.publish();
    expect(publisher.published).toHaveLength(0);
    expect(presenter.confirmOpen).toBe(false);
    expect(presenter.errorFor('pickupTime')).toBe('Pickup time cannot be in the past');
  });
});

describe('CreateJobPresenter: drafts', () => {
  it('saves the form as it is typed, and its files beside it', async () => {
    const { presenter, drafts, keptFiles } = presenterHarness();
    presenter.start();
    presenter.chooseMode('manual');
    presenter.setText('weight', '12.5');
    await presenter.attachments.add([pngFile()]);
    await settle();
    expect(drafts.read(OWNER)).toEqual({
      mode: 'manual',
      values: { ...EMPTY_LOAD_FORM, weight: '12.5' },
      publishKey: null,
      attachmentNames: ['parcel.png'],
      savedAt: START.toISOString(),
    });
    expect(
      [...keptFiles.files.entries()].map(([key, files]) => [key, files.map((f) => f.name)]),
    ).toEqual([['demo@shipper.test/create-job', ['parcel.png']]]);
  });

  it('comes back after a reload and can be started over', async () => {
    const saved = validForm(START, { instructions: 'Back door' });
    const { presenter, drafts } = presenterHarness({
      mode: 'auto',
      values: saved,
      publishKey: null,
      attachmentNames: [],
      savedAt: '2026-03-02T09:00:00.000Z',
    });
    presenter.start();
    expect(presenter.mode).toBe('auto');
    expect(presenter.values).toEqual(saved);
    expect(presenter.restoredAt).toBe('2026-03-02T09:00:00.000Z');
    presenter.startOver();
    expect(presenter.values).toEqual(EMPTY_LOAD_FORM);
    expect(presenter.restoredAt).toBeNull();
    // The emptied form is no draft: the next visit opens the chooser, with nothing restored.
    expect(drafts.read(OWNER)).toBeNull();
    const next = presenterHarness(drafts.read(OWNER) ?? undefined);
    next.presenter.start();
    expect(next.presenter.mode).toBeNull();
    expect(next.presenter.restoredAt).toBeNull();
  });

  it('keeps no draft of a chosen mode alone: the next visit opens the chooser', async () => {
    const { presenter, drafts } = presenterHarness();
    presenter.start();
    presenter.chooseMode('manual');
    presenter.setText('instructions', '  ');
    await settle();
    expect(drafts.read(OWNER)).toBeNull();
  });

  it('a restored draft emptied by hand is no longer announced, nor kept', () => {
    const { presenter, drafts } = presenterHarness({
      mode: 'manual',
      values: { ...EMPTY_LOAD_FORM, weight: '40' },
      publishKey: null,
      attachmentNames: [],
      savedAt: '2026-03-02T09:00:00.000Z',
    });
    presenter.start();
    expect(presenter.restoredAt).toBe('2026-03-02T09:00:00.000Z');
    presenter.setText('weight', '');
    expect(presenter.restoredAt).toBeNull();
    expect(drafts.read(OWNER)).toBeNull();
    presenter.setText('weight', '41');
    expect(presenter.restoredAt).toBeNull();
    expect(drafts.read(OWNER)?.values.weight).toBe('41');
  });

  it('start is idempotent and restores once; stop ends autosave and the timer', async () => {
    const { presenter, drafts } = presenterHarness({
      mode: 'auto',
      values: EMPTY_LOAD_FORM,
      publishKey: null,
      attachmentNames: [],
      savedAt: START.toISOString(),
    });
    const stop = presenter.start();
    presenter.start();
    presenter.setText('weight', '3');
    stop();
    presenter.backToOptions();
    const again = presenter.start();
    expect(presenter.mode).toBeNull();
    again();
    presenter.setText('weight', '4');
    expect(drafts.read(OWNER)?.values.weight).toBe('3');
    const minute = presenter.nowMinute;
    vi.advanceTimersByTime(5 * RECHECK_INTERVAL_MS * 6);
    expect(presenter.nowMinute).toBe(minute);
  });
});
