import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Profile } from '../../../src/domain/profile/profile';
import {
  changedFields,
  checkProfilePhoto,
  formFromProfile,
  hasErrors,
  hasProfileChanges,
  profileErrorsFromServer,
  PROFILE_MESSAGES,
  toProfileUpdate,
  validateProfile,
} from '../../../src/domain/profile/profile-rules';
import { PROFILE_FIELDS, type ProfileForm } from '../../../src/domain/profile/profile-form';
import { userWithProfile } from '../../../src/domain/profile/profile-user';
import type { User } from '../../../src/domain/auth/user';
import { MEGABYTE, type UploadFile } from '../../../src/domain/shared/upload';
import { danaProfileForm } from '../../support/users';

const VALID = danaProfileForm;

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/** An UploadFile whose first bytes are `head` and whose declared size is `size`. */
function fileOf(name: string, type: string, head: number[], size = 1024): UploadFile {
  const bytes = new Uint8Array(Math.min(size, 64));
  bytes.set(head.slice(0, bytes.length));
  return {
    name,
    type,
    size,
    slice: (start = 0, end = bytes.length) => ({
      arrayBuffer: async () => bytes.slice(start, end).buffer,
    }),
  };
}

describe('profile validation', () => {
  it('accepts a complete form', () => {
    expect(validateProfile(VALID)).toEqual({});
    expect(hasErrors(validateProfile(VALID))).toBe(false);
  });

  it.each<[string, Partial<ProfileForm>, Partial<Record<keyof ProfileForm, string>>]>([
    ['first name blank', { firstName: '   ' }, { firstName: 'First name is required' }],
    ['last name empty', { lastName: '' }, { lastName: 'Last name is required' }],
    ['email empty', { email: '' }, { email: 'Email is required' }],
    ['email blank', { email: '  ' }, { email: 'Email is required' }],
    ['email without @', { email: 'dana.shipper.test' }, { email: 'Email is invalid' }],
    ['email without domain dot', { email: 'dana@shipper' }, { email: 'Email is invalid' }],
    ['email with a space', { email: 'dana @shipper.test' }, { email: 'Email is invalid' }],
    [
      'phone of 9 digits',
      { phoneNumber: '770090012' },
      { phoneNumber: 'Phone number must be exactly 10 digits' },
    ],
    [
      'phone with a letter',
      { phoneNumber: '77009001a2' },
      { phoneNumber: 'Phone number must be exactly 10 digits' },
    ],
    [
      'everything required missing',
      { firstName: '', lastName: '', email: '' },
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
      },
    ],
  ])('%s', (_name, change, errors) => {
    const result = validateProfile({ ...VALID, ...change });
    expect(result).toEqual(errors);
    expect(hasErrors(result)).toBe(true);
  });

  it('lets the phone, address and business fields stay empty', () => {
    expect(
      validateProfile({
        ...VALID,
        phoneNumber: '',
        address: '',
        businessType: '',
        businessDescription: '',
      }),
    ).toEqual({});
  });

  it('accepts an email with surrounding spaces (it is saved trimmed)', () => {
    expect(validateProfile({ ...VALID, email: '  dana@shipper.test ' })).toEqual({});
    expect(toProfileUpdate({ ...VALID, email: '  dana@shipper.test ' }, null).email).toBe(
      'dana@shipper.test',
    );
  });
});

describe('change detection behind Save Changes', () => {
  it('sees no change in the loaded form', () => {
    expect(hasProfileChanges(VALID, { ...VALID }, null)).toBe(false);
    expect(changedFields(VALID, { ...VALID })).toEqual([]);
  });

  it('sees each changed field', () => {
    for (const field of PROFILE_FIELDS) {
      const edited = { ...VALID, [field]: `${VALID[field]}x` };
      expect(changedFields(VALID, edited)).toEqual([field]);
      expect(hasProfileChanges(VALID, edited, null)).toBe(true);
    }
  });

  it('ignores spaces around a value (the saved value would be the same)', () => {
    expect(hasProfileChanges(VALID, { ...VALID, firstName: ' Dana  ' }, null)).toBe(false);
  });

  it('counts an edit reverted to the loaded value as no change', () => {
    const edited = { ...VALID, businessType: 'Wholesale' };
    expect(hasProfileChanges(VALID, edited, null)).toBe(true);
    expect(hasProfileChanges(VALID, { ...edited, businessType: 'Retail' }, null)).toBe(false);
  });

  it('counts a new photo as a change', () => {
    expect(hasProfileChanges(VALID, VALID, fileOf('me.png', 'image/png', PNG_HEAD))).toBe(true);
  });

  it('is symmetric and false exactly when every trimmed value is equal', () => {
    const form = fc.record({
      firstName: fc.string(),
      lastName: fc.string(),
      email: fc.string(),
      phoneNumber: fc.string(),
      address: fc.string(),
      businessType: fc.string(),
      businessDescription: fc.string(),
    });
    fc.assert(
      fc.property(form, form, (a, b) => {
        const same = PROFILE_FIELDS.every((f) => a[f].trim() === b[f].trim());
        expect(hasProfileChanges(a, b, null)).toBe(!same);
        expect(hasProfileChanges(b, a, null)).toBe(!same);
      }),
    );
  });
});

describe('the profile photo (JPEG, PNG or GIF up to 5 MB, by content too)', () => {
  it.each([
    ['me.png', 'image/png', PNG_HEAD],
    ['me.jpg', 'image/jpeg', JPEG_HEAD],
    ['me.jpeg', 'image/jpeg', JPEG_HEAD],
    ['me.gif', 'image/gif', GIF_HEAD],
  ])('accepts %s', async (name, type, head) => {
    expect(await checkProfilePhoto(fileOf(name, type, head))).toEqual({ ok: true });
  });

  it('accepts exactly 5MB', async () => {
    expect(await checkProfilePhoto(fileOf('me.png', 'image/png', PNG_HEAD, 5 * MEGABYTE))).toEqual({
      ok: true,
    });
  });

  it("refuses a photo over 5MB with 'Image size should be less than 5MB'", async () => {
    const result = await checkProfilePhoto(
      fileOf('big.png', 'image/png', PNG_HEAD, 5 * MEGABYTE + 1),
    );
    expect(result).toEqual({ ok: false, message: 'Image size should be less than 5MB' });
  });

  it('gives the size message for any file over 5MB, whatever it holds', async () => {
    const result = await checkProfilePhoto(
      fileOf('big.pdf', 'application/pdf', [0x25, 0x50], 6 * MEGABYTE),
    );
    expect(result).toEqual({ ok: false, message: PROFILE_MESSAGES.photoTooLarge });
  });

  it.each([
    ['a PDF', 'cv.pdf', 'application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
    ['a WebP', 'me.webp', 'image/webp', [0x52, 0x49, 0x46, 0x46]],
    ['text renamed to .png', 'me.png', 'image/png', [0x68, 0x69]],
    ['a JPEG named .png', 'me.png', 'image/png', JPEG_HEAD],
    ['a PNG declared as JPEG', 'me.png', 'image/jpeg', PNG_HEAD],
  ])('refuses %s with a clear message', async (_what, name, type, head) => {
    expect(await checkProfilePhoto(fileOf(name, type, head))).toEqual({
      ok: false,
      message: 'Please choose a JPG, PNG or GIF image.',
    });
  });
});

describe('form, update and session user', () => {
  const profile: Profile = {
    ...VALID,
    phoneNumber: '+44 7700 900123',
    photoUrl: 'https://cdn.test/me.png',
  };

  it('starts the form from the profile, the phone as digits, a too-long one not cut', () => {
    expect(formFromProfile(profile)).toEqual({ ...VALID, phoneNumber: '447700900123' });
    const form = formFromProfile(profile);
    expect(validateProfile(form).phoneNumber).toBe('Phone number must be exactly 10 digits');
  });

  it('builds the update from the trimmed form and the new photo', () => {
    const photo = fileOf('me.png', 'image/png', PNG_HEAD);
    expect(toProfileUpdate({ ...VALID, businessType: ' Retail ' }, photo)).toEqual({
      ...VALID,
      photo,
    });
  });

  it('maps server field errors by their API names onto the form', () => {
    expect(
      profileErrorsFromServer({
        email: ['The email has already been taken.'],
        phone_number: ['Bad.', 'Worse.'],
        other: ['x'],
      }),
    ).toEqual({ email: 'The email has already been taken.', phoneNumber: 'Bad.' });
  });

  it('gives the session user the saved name, email and photo, keeping the rest', () => {
    const user: User = {
      id: 7,
      email: 'old@shipper.test',
      firstName: 'Old',
      lastName: 'Name',
      name: 'Old Name',
      phoneNumber: '',
      address: '',
      businessType: '',
      businessDescription: '',
      photoUrl: 'https://cdn.test/old.png',
    };
    expect(userWithProfile(user, profile)).toEqual({
      id: 7,
      email: 'demo@shipper.test',
      firstName: 'Dana',
      lastName: 'Shipper',
      name: 'Dana Shipper',
      phoneNumber: '+44 7700 900123',
      address: VALID.address,
      businessType: 'Retail',
      businessDescription: 'Garden furniture.',
      photoUrl: 'https://cdn.test/me.png',
    });
    expect(userWithProfile(user, { ...profile, photoUrl: null }).photoUrl).toBe(
      'https://cdn.test/old.png',
    );
  });
});
