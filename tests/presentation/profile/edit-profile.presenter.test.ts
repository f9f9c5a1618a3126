import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { AppError } from '../../../src/domain/shared/app-error';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import {
  ControlledProfiles,
  DANA_PROFILE,
  loadedPresenter,
  pngOf,
  presenterWith,
  settle,
} from './profile-fakes';

describe('EditProfilePresenter: loading', () => {
  it('loads once: idle, loading, succeeded, with the form from the profile', async () => {
    const { presenter, profiles } = presenterWith();
    const seen: string[] = [];
    autorun(() => seen.push(presenter.profile.status.kind));
    presenter.start();
    presenter.start();
    expect(profiles.gets).toHaveLength(1);
    profiles.gets[0]!.resolve(DANA_PROFILE);
    await settle();
    expect(seen).toEqual(['idle', 'loading', 'succeeded']);
    expect(presenter.form).toMatchObject({ firstName: 'Dana', phoneNumber: '7700900123' });
    expect(presenter.hasChanges).toBe(false);
    expect(presenter.canSave).toBe(false);
    expect(presenter.initials).toBe('DS');
  });

  it('reloads after a StrictMode stop/start, ignoring the first answer', async () => {
    const { presenter, profiles } = presenterWith();
    const dispose = presenter.start();
    dispose();
    presenter.start();
    expect(profiles.gets).toHaveLength(2);
    profiles.gets[1]!.resolve(DANA_PROFILE);
    await settle();
    profiles.gets[0]!.resolve({ ...DANA_PROFILE, firstName: 'Stale' });
    await settle();
    expect(presenter.form.firstName).toBe('Dana');
  });

  it("fails with the server's message, else 'Failed to fetch profile details', and retries", async () => {
    const { presenter, profiles } = presenterWith();
    presenter.start();
    profiles.gets[0]!.reject(AppError.server('Profile service is down'));
    await settle();
    expect(presenter.profile.status).toEqual({
      kind: 'failed',
      message: 'Profile service is down',
    });
    void presenter.load();
    profiles.gets[1]!.reject(new AppError('network'));
    await settle();
    expect(presenter.profile.status).toEqual({
      kind: 'failed',
      message: 'Failed to fetch profile details',
    });
    void presenter.load();
    expect(presenter.profile.status.kind).toBe('loading');
    profiles.gets[2]!.resolve(DANA_PROFILE);
    await settle();
    expect(presenter.loaded).toBe(true);
  });

  it('lets the newest load win', async () => {
    const { presenter, profiles } = presenterWith();
    void presenter.load();
    void presenter.load();
    profiles.gets[1]!.resolve({ ...DANA_PROFILE, firstName: 'New' });
    await settle();
    profiles.gets[0]!.reject(AppError.server('old failure'));
    await settle();
    expect(presenter.profile.status.kind).toBe('succeeded');
    expect(presenter.form.firstName).toBe('New');
  });
});

describe('EditProfilePresenter: editing', () => {
  it('enables Save Changes when a field differs and disables it when reverted', async () => {
    const { presenter } = await loadedPresenter();
    presenter.setField('businessType', 'Wholesale');
    expect(presenter.hasChanges).toBe(true);
    expect(presenter.canSave).toBe(true);
    presenter.setField('businessType', 'Retail');
    expect(presenter.canSave).toBe(false);
  });

  it('reads a UK phone as its 10-digit national number', async () => {
    const { presenter } = await loadedPresenter();
    presenter.setField('phoneNumber', '+44 (0)7700-900-999');
    expect(presenter.form.phoneNumber).toBe('7700900999');
  });

  it('takes a picked address', async () => {
    const { presenter } = await loadedPresenter();
    presenter.pickAddress({
      address: '2 Park Row, Leeds LS1 5HD',
      latitude: 53.8,
      longitude: -1.55,
      cityName: 'Leeds',
      zipcode: 'LS1',
      stateName: 'West Yorkshire',
      isFromDropdown: true,
    });
    expect(presenter.form.address).toBe('2 Park Row, Leeds LS1 5HD');
    expect(presenter.hasChanges).toBe(true);
  });

  it("blocks an invalid save with field errors and the toast 'Please fix validation errors'", async () => {
    const { presenter, profiles, toasts } = await loadedPresenter();
    presenter.setField('email', 'not-an-email');
    presenter.setField('firstName', ' ');
    presenter.setField('phoneNumber', '12345');
    await presenter.save();
    expect(profiles.updates).toHaveLength(0);
    expect(presenter.errors).toEqual({
      email: 'Email is invalid',
      firstName: 'First name is required',
      phoneNumber: 'Phone number must be exactly 10 digits',
    });
    expect(toasts.current).toMatchObject({
      kind: 'error',
      message: 'Please fix validation errors',
    });
  });

  it('clears the error of the field being edited only', async () => {
    const { presenter } = await loadedPresenter();
    presenter.setField('email', '');
    presenter.setField('lastName', '');
    await presenter.save();
    presenter.setField('email', 'd');
    expect(presenter.errors.email).toBeUndefined();
    expect(presenter.errors.lastName).toBe('Last name is required');
  });
});

describe('EditProfilePresenter: saving', () => {
  it("saves once per click: 'loading' until answered, then the success toast and a clean form", async () => {
    const session = new LocalStorageSessionStore(null);
    session.signIn(
      {
        id: 1,
        email: 'demo@shipper.test',
        firstName: 'Dana',
        lastName: 'Shipper',
        name: '',
        phoneNumber: '',
        address: '',
        businessType: '',
        businessDescription: '',
        photoUrl: null,
      },
      't',
    );
    const { presenter, profiles, toasts } = presenterWith(new ControlledProfiles(), session);
    presenter.start();
    profiles.gets[0]!.resolve(DANA_PROFILE);
    await settle();
    presenter.setField('firstName', '  Danielle ');
    presenter.setField('businessDescription', '');
    const first = presenter.save();
    const second = presenter.save();
    expect(presenter.saveRequest.pending).toBe(true);
    expect(presenter.canSave).toBe(false);
    expect(profiles.updates).toHaveLength(1);
    const { photoUrl: _none, ...fields } = DANA_PROFILE;
    expect(profiles.updates[0]!.update).toEqual({
      ...fields,
      firstName: 'Danielle',
      businessDescription: '',
      photo: null,
    });
    profiles.updates[0]!.answer.resolve({
      ...DANA_PROFILE,
      firstName: 'Danielle',
      businessDescription: '',
    });
    await Promise.all([first, second]);
    expect(presenter.saveRequest.status.kind).toBe('succeeded');
    expect(toasts.current).toMatchObject({
      kind: 'success',
      message: 'Profile updated successfully',
    });
    expect(presenter.form.firstName).toBe('Danielle');
    expect(presenter.hasChanges).toBe(false);
    expect(session.current().user?.firstName).toBe('Danielle');
  });

  it("keeps every edit after a failure and shows the server's message, else 'Failed to update profile'", async () => {
    const { presenter, profiles, toasts } = await loadedPresenter();
    presenter.setField('phoneNumber', '7700900999');
    presenter.setField('businessDescription', 'Sheds.');
    const photo = pngOf(64);
    await presenter.choosePhoto(photo);
    const saving = presenter.save();
    profiles.updates[0]!.answer.reject(new AppError('timeout'));
    await saving;
    expect(presenter.saveRequest.status).toEqual({
      kind: 'failed',
      message: 'Failed to update profile',
    });
    expect(toasts.current).toMatchObject({ kind: 'error', message: 'Failed to update profile' });
    expect(presenter.form).toMatchObject({
      phoneNumber: '7700900999',
      businessDescription: 'Sheds.',
    });
    expect(presenter.photoFile).toBe(photo);
    expect(presenter.canSave).toBe(true);

    const again = presenter.save();
    profiles.updates[1]!.answer.reject(
      AppError.validation('The email has already been taken.', {
        email: ['The email has already been taken.'],
      }),
    );
    await again;
    expect(toasts.queue.at(-1)).toMatchObject({ message: 'The email has already been taken.' });
    expect(presenter.errors.email).toBe('The email has already been taken.');
  });
});

describe('EditProfilePresenter: the photo', () => {
  it('keeps a valid photo for preview and counts it as a change, until saved or dropped', async () => {
    const { presenter, profiles } = await loadedPresenter();
    const photo = pngOf(2048);
    await presenter.choosePhoto(photo);
    expect(presenter.photoFile).toBe(photo);
    expect(presenter.canSave).toBe(true);
    presenter.discardPhoto();
    expect(presenter.canSave).toBe(false);
    await presenter.choosePhoto(photo);
    const saving = presenter.save();
    expect(profiles.updates[0]!.update.photo).toBe(photo);
    profiles.updates[0]!.answer.resolve({ ...DANA_PROFILE, photoUrl: 'data:image/png;base64,AA' });
    await saving;
    expect(presenter.photoFile).toBeNull();
    expect(presenter.photoUrl).toBe('data:image/png;base64,AA');
  });

  it("refuses a photo over 5MB with the toast 'Image size should be less than 5MB'", async () => {
    const { presenter, toasts } = await loadedPresenter();
    await presenter.choosePhoto(pngOf(6 * 1024 * 1024, 'big.png'));
    expect(presenter.photoFile).toBeNull();
    expect(presenter.canSave).toBe(false);
    expect(toasts.current).toMatchObject({
      kind: 'error',
      message: 'Image size should be less than 5MB',
    });
  });

  it('refuses a file whose content is not an image', async () => {
    const { presenter, toasts } = await loadedPresenter();
    await presenter.choosePhoto(new File(['%PDF-1.4'], 'cv.png', { type: 'image/png' }));
    expect(presenter.photoFile).toBeNull();
    expect(toasts.current?.message).toBe('Please choose a JPG, PNG or GIF image.');
  });

  it('holds Save Changes while a photo is being checked, and the newest pick wins', async () => {
    const { presenter } = await loadedPresenter();
    presenter.setField('businessType', 'Wholesale');
    const first = presenter.choosePhoto(pngOf(64, 'first.png'));
    expect(presenter.photoCheck.loading).toBe(true);
    expect(presenter.canSave).toBe(false);
    const second = presenter.choosePhoto(pngOf(64, 'second.png'));
    await Promise.all([first, second]);
    expect(presenter.photoFile?.name).toBe('second.png');
    expect(presenter.photoCheck.loading).toBe(false);
  });
});
