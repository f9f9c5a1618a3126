import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AddressLookup } from '../../../src/application/ports/address-lookup.port';
import type { LoadDraft } from '../../../src/application/ports/draft-store.port';
import { AppError } from '../../../src/domain/shared/app-error';
import { formatDate } from '../../../src/domain/shared/date-time';
import CreateJobScreen, {
  CreateJobView,
} from '../../../src/presentation/screens/create-job/create-job.screen';
import {
  deferred,
  MemoryKeptFiles,
  pdfFile,
  pngFile,
  textFile,
  validForm,
} from '../../support/create-job/create-job-fakes';
import { presenterHarness } from '../../support/create-job/presenter-harness';
import { addressLookup, bindTo, renderWithContainer } from '../support/render-with-container';
import { ToastStore } from '../../../src/presentation/app/toast.store';
import { CreateJobPresenter } from '../../../src/presentation/screens/create-job/create-job.presenter';

const lookup: AddressLookup = {
  attribution: 'Powered by Test gazetteer',
  startSession: () => ({
    suggest: async () => [{ id: 'y', primary: 'York', secondary: 'North Yorkshire YO1' }],
    resolve: async () => ({
      address: 'York YO1',
      latitude: 53.96,
      longitude: -1.08,
      cityName: 'York',
      zipcode: 'YO1',
      stateName: 'North Yorkshire',
      isFromDropdown: true,
    }),
  }),
};

// MUI forms are heavy in jsdom, and the test machine is shared: allow them time.
vi.setConfig({ testTimeout: 30_000 });

let stops: (() => void)[] = [];
let user = userEvent.setup({ delay: null, applyAccept: false });

beforeEach(() => {
  user = userEvent.setup({ delay: null, applyAccept: false });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:thumb'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

/** Create Job with a restored draft, or a mode chosen on an empty form. */
function renderForm(draft?: LoadDraft, mode?: 'auto' | 'manual') {
  const harness = presenterHarness(draft);
  stops.push(harness.presenter.start());
  if (mode) harness.presenter.chooseMode(mode);
  renderWithContainer(<CreateJobView presenter={harness.presenter} />, [addressLookup(lookup)]);
  return harness;
}

const draftOf = (mode: 'auto' | 'manual', overrides = {}): LoadDraft => ({
  mode,
  values: validForm(new Date(), { vehicleId: mode === 'manual' ? 2 : null, ...overrides }),
  publishKey: null,
  attachmentNames: [],
  savedAt: new Date().toISOString(),
});

describe('Create Job: the mode chooser', () => {
  it('shows the notice and both modes with their points; choosing opens the titled form', async () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Job' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Jobs cannot be edited once published; details can be reviewed before final confirmation.',
      ),
    ).toBeInTheDocument();
    const auto = screen.getByRole('region', { name: /Auto Mode/ });
    expect(within(auto).getByText('Recommended')).toBeInTheDocument();
    expect(
      within(auto)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Quick 2-minute setup',
      'AI route optimisation',
      'Automatic driver matching',
      'Smart pricing suggestions',
    ]);
    const manual = screen.getByRole('region', { name: 'Manual Load Mode' });
    expect(
      within(manual)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Custom pickup and delivery details',
      'Choose a specific vehicle type',
      'Review and select bids',
      'Detailed load specifications',
    ]);
    await user.click(screen.getByRole('button', { name: 'Use Manual Mode' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Manual Load Creation' })).toHaveFocus();
    for (const card of ['Pickup & Delivery', 'Timing', 'Load Details', 'Vehicle Type']) {
      expect(screen.getByRole('heading', { level: 2, name: card })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Back to Options' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Job' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Auto Mode' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Auto Load Creation' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vehicle Type' })).not.toBeInTheDocument();
  });
});

describe('Create Job: the form per state', () => {
  it('while loading: the selects say so and are disabled', async () => {
    const harness = presenterHarness();
    const types = deferred<readonly { id: number; name: string }[]>();
    harness.options.loadTypesAnswer = () => types.promise;
    harness.options.vehiclesAnswer = () => new Promise(() => undefined);
    stops.push(harness.presenter.start());
    harness.presenter.chooseMode('manual');
    renderWithContainer(<CreateJobView presenter={harness.presenter} />, [addressLookup(lookup)]);
    expect(screen.getByText('Loading load types…')).toBeInTheDocument();
    expect(screen.getByText('Loading vehicles…')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Load type/ })).toBeDisabled();
    types.resolve([{ id: 1, name: 'Parcels' }]);
    await waitFor(() => expect(screen.queryByText('Loading load types…')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /Load type/ })).toBeEnabled();
  });

  it('empty form: labels (delivery optional), submit disabled with what is still needed', async () => {
    renderForm(undefined, 'auto');
    expect(screen.getByLabelText('Delivery date (optional)')).not.toBeRequired();
    expect(screen.getByLabelText('Delivery time (optional)')).not.toBeRequired();
    expect(screen.getByLabelText(/^Pickup date/)).toBeRequired();
    expect(screen.getByLabelText(/^Weight \(kg\)/)).toHaveAttribute('step', '0.1');
    const submit = screen.getByRole('button', { name: 'Create Load' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/^Still needed: pickup address/);
    expect(screen.getByText(/Powered by Test gazetteer/)).toBeInTheDocument();
  });

  it('fetch errors of load types and vehicles in red under their selects, with a retry', async () => {
    const harness = presenterHarness();
    harness.options.loadTypesAnswer = () => Promise.reject(AppError.server());
    harness.options.vehiclesAnswer = () => Promise.reject(AppError.server('Fleet offline'));
    stops.push(harness.presenter.start());
    harness.presenter.chooseMode('manual');
    renderWithContainer(<CreateJobView presenter={harness.presenter} />, [addressLookup(lookup)]);
    // Each select is marked invalid and read with its own error.
    const typeSelect = await screen.findByRole('combobox', { name: /Load type/ });
    await waitFor(() =>
      expect(typeSelect).toHaveAccessibleDescription('Failed to fetch load dropdowns'),
    );
    expect(typeSelect).toBeInvalid();
    const vehicleSelect = screen.getByRole('combobox', { name: /Vehicle type/ });
    expect(vehicleSelect).toHaveAccessibleDescription('Fleet offline');
    expect(vehicleSelect).toBeInvalid();
    harness.options.loadTypesAnswer = async () => [{ id: 1, name: 'Parcels' }];
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() =>
      expect(screen.queryByText('Failed to fetch load dropdowns')).not.toBeInTheDocument(),
    );
  });

  it('data: a restored draft fills the fields, says so, and can be started over', async () => {
    renderForm(draftOf('manual', { instructions: 'Side gate' }));
    expect(screen.getByText(/We restored the job you had not published yet/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Pickup address/ })).toHaveValue(
      '12 Wellington Street, Leeds LS1',
    );
    expect(screen.getByLabelText(/^Weight \(kg\)/)).toHaveValue(250.5);
    expect(screen.getByLabelText('Special instructions (optional)')).toHaveValue('Side gate');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Vehicle type/ })).toHaveDisplayValue(
        'Small van — up to 600 kg',
      ),
    );
    expect(screen.getByRole('button', { name: 'Submit & View Bids' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Special instructions (optional)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit & View Bids' })).toBeDisabled();
  });

  it('errors: rule messages under their fields, tied to them', async () => {
    renderForm(draftOf('auto', { deliveryAddress: ' 12 WELLINGTON street, leeds ls1' }));
    const delivery = screen.getByRole('combobox', { name: /Delivery address/ });
    expect(delivery).toHaveAccessibleDescription(/Pickup and delivery addresses must be different/);
    fireEvent.change(screen.getByLabelText(/^Pickup date/), { target: { value: '2020-01-01' } });
    expect(screen.getByLabelText(/^Pickup time/)).toHaveAccessibleDescription(
      'Pickup time cannot be in the past',
    );
    expect(screen.getByRole('button', { name: 'Create Load' })).toBeDisabled();
  });

  it('errors: a required field left empty says so once left', async () => {
    renderForm(draftOf('auto'));
    const weight = screen.getByLabelText(/^Weight \(kg\)/);
    await user.clear(weight);
    await user.tab();
    expect(weight).toHaveAccessibleDescription('Weight is required');
  });

  it('picking an address suggestion fills the field', async () => {
    const harness = renderForm(draftOf('auto', { deliveryAddress: '', deliveryPlace: null }));
    const delivery = screen.getByRole('combobox', { name: /Delivery address/ });
    await user.type(delivery, 'Yor');
    await user.click(await screen.findByRole('option', { name: /York/ }));
    await waitFor(() => expect(delivery).toHaveValue('York YO1'));
    expect(harness.presenter.values.deliveryPlace).toMatchObject({
      cityName: 'York',
      zipcode: 'YO1',
    });
  });
});

describe('Create Job: an address typed, not picked; a load over the vehicle', () => {
  it('marks an address the suggestions do not give once left, says why submit waits, and clears on a pick', async () => {
    renderForm(draftOf('auto', { pickupAddress: '', pickupPlace: null }));
    const pickup = screen.getByRole('combobox', { name: /Pickup address/ });
    const submit = screen.getByRole('button', { name: 'Create Load' });
    await user.type(pickup, 'Unit 3 Trafford Park');
    expect(pickup).not.toHaveAccessibleDescription(/Choose an address/);
    await user.tab();
    // No suggestion for it: the mark says what to add, with the shipper's own line as the example.
    const mark =
      'Choose an address from the suggestions. Add the town or postcode, for example "Unit 3 Trafford Park, Manchester".';
    await waitFor(() => expect(pickup).toHaveAccessibleDescription(mark));
    expect(pickup).toBeInvalid();
    expect(screen.getByText(mark)).toHaveAttribute('id', 'pickup-address-helper-text');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Still needed: pickup address chosen from the suggestions.',
    );

    await user.clear(pickup);
    await user.type(pickup, 'Yor');
    await user.click(await screen.findByRole('option', { name: /York/ }));
    await waitFor(() => expect(pickup).toHaveValue('York YO1'));
    expect(pickup).not.toHaveAccessibleDescription(/Choose an address/);
    expect(pickup).toBeValid();
    expect(submit).toBeEnabled();
  });

  it("warns under the weight when the load is over the vehicle's capacity, and submit stays open", async () => {
    renderForm(draftOf('manual', { weight: '650' }));
    const weight = screen.getByLabelText(/^Weight \(kg\)/);
    await waitFor(() =>
      expect(weight).toHaveAccessibleDescription("Over this vehicle's 600 kg limit"),
    );
    expect(weight).toBeValid();
    expect(screen.getByRole('button', { name: 'Submit & View Bids' })).toBeEnabled();
    await user.clear(weight);
    await user.type(weight, '600');
    expect(weight).not.toHaveAccessibleDescription();
  });
});

describe('Create Job: attachments', () => {
  it('names the files of a restored draft to attach again when the browser could not keep them', async () => {
    const keptFiles = new MemoryKeptFiles();
    keptFiles.unavailable = true;
    const harness = presenterHarness(
      { ...draftOf('auto'), attachmentNames: ['a.png', 'b.pdf'] },
      keptFiles,
    );
    stops.push(harness.presenter.start());
    renderWithContainer(<CreateJobView presenter={harness.presenter} />, [addressLookup(lookup)]);
    expect(await screen.findByText('Attach again: a.png, b.pdf.')).toBeInTheDocument();
  });

  it('shows the 5 MB helper and the sharing note; keeps valid files with thumbnails; names refused files', async () => {
    renderForm(draftOf('auto'));
    expect(screen.getByText(/up to 5 MB each/)).toHaveTextContent(
      'Files will be shared with drivers during bidding.',
    );
    const input = screen.getByTestId('attachments-input');
    await user.upload(input, [pngFile('parcel.png'), textFile('notes.txt'), pdfFile('note.pdf')]);
    const list = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'Preview of parcel.png' })).toHaveAttribute(
      'src',
      'blob:thumb',
    );
    expect(
      screen.getByText(
        'Invalid files: notes.txt. Only JPG, PNG, GIF, and PDFs under 5 MB are allowed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add files \(2\/5\)/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove parcel.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('parcel.png')).not.toBeInTheDocument();
  });
});

describe('Create Job: publishing', () => {
  it('auto mode publishes without a dialog', async () => {
    const harness = renderForm(draftOf('auto'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Load' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(harness.publisher.published).toHaveLength(1));
  });

  it('manual mode: the confirmation dialog with both texts, the external-driver choice, Cancel and one publish', async () => {
    const harness = renderForm(draftOf('manual'));
    const answer = deferred<{ id: number; loadNo: null }>();
    harness.publisher.answer = () => answer.promise;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit & View Bids' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Submit & View Bids' }));
    // The dialog's code arrives with the manual form (a chunk of its own).
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Job Publication' });
    expect(dialog).toHaveTextContent('The load will be published and cannot be edited.');
    expect(dialog).toHaveTextContent(
      'Once published, your job will be visible to drivers who can submit bids.',
    );
    // What is about to be published, line by line, before it cannot be edited.
    const summary = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    const pickupDay = formatDate(validForm(new Date()).pickupDate);
    expect(summary).toEqual([
      ['Route', '12 Wellington Street, Leeds LS1 → 4 Deansgate, Manchester M3'],
      ['Pickup', `${pickupDay}, 09:30`],
      ['Load', '250.5 kg, 4 items'],
      ['Vehicle', 'Small van'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(harness.publisher.published).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Submit & View Bids' }));
    dialog = screen.getByRole('dialog', { name: 'Confirm Job Publication' });
    const allow = within(dialog).getByRole('checkbox', { name: 'Allow external driver' });
    expect(allow).not.toBeChecked();
    expect(allow).toHaveAccessibleDescription(
      'Enable bids from drivers outside your preferred network',
    );
    await user.click(allow);
    const publish = within(dialog).getByRole('button', { name: 'Publish Job' });
    await user.dblClick(publish);
    expect(within(dialog).getByRole('button', { name: 'Publishing…' })).toBeDisabled();
    answer.resolve({ id: 12, loadNo: null });
    await waitFor(() => expect(harness.presenter.navigateTo).toBe('/bids?load=12'));
    expect(harness.publisher.published).toHaveLength(1);
    expect(harness.publisher.published[0]?.allowExternalDrivers).toBe(true);
  });
});

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

describe('CreateJobScreen', () => {
  it('goes to the published load on /bids with the success toast', async () => {
    const harness = presenterHarness(draftOf('auto'));
    renderWithContainer(
      <Routes>
        <Route path="/create-job" element={<CreateJobScreen />} />
        <Route path="/bids" element={<Where />} />
      </Routes>,
      [
        bindTo(CreateJobPresenter, harness.presenter),
        addressLookup(lookup),
        bindTo(ToastStore, harness.toasts),
      ],
      { route: '/create-job' },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Load' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(await screen.findByText('At /bids?load=501')).toBeInTheDocument();
    expect(harness.toasts.current?.message).toBe('Your job has been successfully published!');
  });
});
