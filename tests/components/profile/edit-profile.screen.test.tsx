import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type {
  AddressLookup,
  AddressResult,
} from '../../../src/application/ports/address-lookup.port';
import { AppError } from '../../../src/domain/shared/app-error';
import type { EditProfilePresenter } from '../../../src/presentation/screens/profile/edit-profile.presenter';
import { EditProfileView } from '../../../src/presentation/screens/profile/edit-profile.screen';
import { addressLookup, renderWithContainer } from '../support/render-with-container';
import {
  DANA_PROFILE,
  loadedPresenter,
  pngOf,
  presenterWith,
  settle,
} from '../../presentation/profile/profile-fakes';

const leeds: AddressResult = {
  address: '2 Park Row, Leeds LS1 5HD',
  latitude: 53.8,
  longitude: -1.55,
  cityName: 'Leeds',
  zipcode: 'LS1',
  stateName: 'West Yorkshire',
  isFromDropdown: true,
};

const lookup: AddressLookup = {
  attribution: 'Powered by Test gazetteer',
  startSession: () => ({
    suggest: async () => [{ id: 'p', primary: '2 Park Row', secondary: 'Leeds LS1 5HD' }],
    resolve: async () => leeds,
  }),
};

function renderView(presenter: EditProfilePresenter) {
  return renderWithContainer(
    <Routes>
      <Route path="/profile/edit" element={<EditProfileView presenter={presenter} />} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    [addressLookup(lookup)],
    { route: '/profile/edit' },
  );
}

async function renderLoaded() {
  const setup = await loadedPresenter();
  renderView(setup.presenter);
  return { ...setup, user: userEvent.setup({ delay: null }) };
}

/** Role queries are slow over MUI's DOM in jsdom; labels and texts find the same elements quickly. */
const field = (label: string | RegExp) =>
  screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });
const button = (name: string | RegExp) => screen.getByText(name, { selector: 'button' });
const saveButton = () => button(/^(Save Changes|Saving\.\.\.)$/);

// A shared, busy test machine: MUI renders in jsdom take their time.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => 'blob:preview'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('EditProfileView per state', () => {
  it('loading: a labelled loading placeholder and no form yet', () => {
    const { presenter } = presenterWith();
    presenter.start();
    renderView(presenter);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('error: the fallback text with a Retry that loads again', async () => {
    const { presenter, profiles } = presenterWith();
    presenter.start();
    renderView(presenter);
    await act(async () => {
      profiles.gets[0]!.reject(new AppError('network'));
      await settle();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch profile details');
    await userEvent.click(button('Retry'));
    await act(async () => {
      profiles.gets[1]!.resolve(DANA_PROFILE);
      await settle();
    });
    expect(field('First Name')).toHaveValue('Dana');
  });

  it('data: every profile field filled, required ones marked, Save Changes disabled until something changes', async () => {
    const { user } = await renderLoaded();
    expect(screen.getByRole('form', { name: 'Profile' })).toContainElement(field('First Name'));
    expect(field('First Name')).toHaveValue('Dana');
    expect(field('First Name')).toBeRequired();
    expect(field('Last Name')).toBeRequired();
    expect(field('Email Address')).toHaveValue('demo@shipper.test');
    // The stored 10 digits read as the UK number they are: '+44' shown before them, and said.
    expect(field('Phone Number')).toHaveValue('7700900123');
    expect(field('Phone Number').parentElement).toHaveTextContent(/^\+44/);
    expect(field('Phone Number')).toHaveAccessibleDescription(
      'After +44, like 7700 900123',
    );
    expect(field(/^Address/)).toHaveValue(DANA_PROFILE.address);
    expect(field('Business Type')).toHaveValue('Retail');
    expect(field('Business Description')).toHaveValue('Garden furniture.');
    expect(screen.getByText('JPG, PNG or GIF, max 5MB.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(saveButton()).toBeDisabled();
    await user.type(field('Business Type'), 's');
    expect(saveButton()).toBeEnabled();
  });

  it('keeps the digits of the phone as you type, a UK number as its national number', async () => {
    const { user } = await renderLoaded();
    const phone = field('Phone Number');
    await user.clear(phone);
    await user.type(phone, '07a');
    expect(phone).toHaveValue('07');
    await user.clear(phone);
    await user.paste('+44 (0) 7700-900-123');
    expect(phone).toHaveValue('7700900123');
  });

  it('takes an address picked from the suggestions', async () => {
    const { user, presenter } = await renderLoaded();
    const address = field(/^Address/);
    fireEvent.change(address, { target: { value: '2 Park' } });
    await user.click(await screen.findByRole('option', { name: /2 Park Row/ }));
    await waitFor(() => expect(presenter.form.address).toBe(leeds.address));
    expect(screen.getByText('Powered by Test gazetteer')).toBeInTheDocument();
  });

  it("invalid: 'Email is invalid' tied to the field, cleared by editing it", async () => {
    const { user, toasts, profiles } = await renderLoaded();
    const email = field('Email Address');
    fireEvent.change(email, { target: { value: 'dana-at-shipper' } });
    await user.click(saveButton());
    expect(email).toHaveAccessibleDescription('Email is invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.current?.message).toBe('Please fix validation errors');
    expect(profiles.updates).toHaveLength(0);
    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription('Email is invalid');
  });

  it("saving: 'Saving...' on a disabled button, one request for a double click, then the clean form", async () => {
    const { user, profiles, toasts } = await renderLoaded();
    fireEvent.change(field('Business Description'), {
      target: { value: 'Garden furniture. And sheds.' },
    });
    await user.dblClick(saveButton());
    expect(profiles.updates).toHaveLength(1);
    expect(saveButton()).toHaveTextContent('Saving...');
    expect(saveButton()).toBeDisabled();
    expect(field('Business Description')).toBeDisabled();
    await act(async () => {
      profiles.updates[0]!.answer.resolve({
        ...DANA_PROFILE,
        businessDescription: 'Garden furniture. And sheds.',
      });
      await settle();
    });
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(saveButton()).toBeDisabled();
    expect(toasts.current).toMatchObject({
      kind: 'success',
      message: 'Profile updated successfully',
    });
  });

  it('a failed save keeps every edit and the button usable', async () => {
    const { user, profiles, toasts } = await renderLoaded();
    const phone = field('Phone Number');
    fireEvent.change(phone, { target: { value: '7700900999' } });
    await user.click(saveButton());
    await act(async () => {
      profiles.updates[0]!.answer.reject(AppError.server());
      await settle();
    });
    expect(toasts.current?.message).toBe('Failed to update profile');
    expect(phone).toHaveValue('7700900999');
    expect(saveButton()).toBeEnabled();
  });

  it('shows a preview of a picked photo before saving, and can drop it', async () => {
    const { user } = await renderLoaded();
    await user.upload(screen.getByTestId('profile-photo-input'), pngOf(128, 'face.png'));
    const preview = await screen.findByAltText('Preview of the new profile photo');
    expect(preview).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText(/New photo face\.png chosen/)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    await user.click(button('Keep current photo'));
    expect(screen.queryByAltText('Preview of the new profile photo')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(saveButton()).toBeDisabled();
  });

  it('refuses a photo over 5MB with the toast and no preview', async () => {
    const { user, toasts } = await renderLoaded();
    await user.upload(screen.getByTestId('profile-photo-input'), pngOf(6 * 1024 * 1024, 'big.png'));
    await waitFor(() => expect(toasts.current?.message).toBe('Image size should be less than 5MB'));
    expect(screen.queryByAltText(/Preview/)).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('EditProfileView: leaving', () => {
  it('Cancel without changes goes straight back to the dashboard', async () => {
    const { user } = await renderLoaded();
    await user.click(button('Cancel'));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('Cancel with changes asks first; Keep editing stays, Discard changes leaves', async () => {
    const { user } = await renderLoaded();
    await user.type(field('First Name'), 'x');
    await user.click(button('Cancel'));
    // The dialog downloads the first time it is asked for.
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('First Name')).toHaveValue('Danax');
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });
});
