import { checkUpload, MEGABYTE, type FileKind, type UploadFile } from '../shared/upload';
import { isPhoneNumber } from '../shared/uk-phone';
import type { Profile, ProfileUpdate } from './profile';
import {
  PROFILE_FIELDS,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from './profile-form';

/** The profile form's messages; all but the wrong-type one are the spec's own words. */
export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneLength: 'Phone number must be exactly 10 digits',
  photoTooLarge: 'Image size should be less than 5MB',
  photoWrongType: 'Please choose a JPG, PNG or GIF image.',
  fixErrors: 'Please fix validation errors',
} as const;

/** A photo is a JPEG, PNG or GIF of at most 5MB. */
export const PHOTO_MAX_BYTES = 5 * MEGABYTE;
export const PHOTO_KINDS: readonly FileKind[] = ['jpeg', 'png', 'gif'];

/** A simple address pattern: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form a loaded profile starts from. A stored phone keeps its digits uncapped, so one that is
 * too long shows as it is and fails validation rather than being cut silently.
 */
export function formFromProfile(profile: Profile): ProfileForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber.replace(/\D/g, ''),
    address: profile.address,
    businessType: profile.businessType,
    businessDescription: profile.businessDescription,
  };
}

/** The form as it will be saved: every value trimmed. */
export function normaliseForm(form: ProfileForm): ProfileForm {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phoneNumber: form.phoneNumber.trim(),
    address: form.address.trim(),
    businessType: form.businessType.trim(),
    businessDescription: form.businessDescription.trim(),
  };
}

/**
 * Names and email required, the email well formed, the phone empty or 10 digits: one message per
 * invalid field, an empty object when valid.
 */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const values = normaliseForm(form);
  const errors: ProfileErrors = {};
  if (!values.firstName) errors.firstName = PROFILE_MESSAGES.firstNameRequired;
  if (!values.lastName) errors.lastName = PROFILE_MESSAGES.lastNameRequired;
  if (!values.email) errors.email = PROFILE_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email)) errors.email = PROFILE_MESSAGES.emailInvalid;
  if (values.phoneNumber && !isPhoneNumber(values.phoneNumber)) {
    errors.phoneNumber = PROFILE_MESSAGES.phoneLength;
  }
  return errors;
}

export function hasErrors(errors: ProfileErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The fields whose saved value would differ from the loaded one (compared trimmed). */
export function changedFields(saved: ProfileForm, current: ProfileForm): ProfileField[] {
  const before = normaliseForm(saved);
  const after = normaliseForm(current);
  return PROFILE_FIELDS.filter((field) => before[field] !== after[field]);
}

/** Save Changes is enabled once a field differs or a new photo is chosen. */
export function hasProfileChanges(
  saved: ProfileForm,
  current: ProfileForm,
  newPhoto: UploadFile | null,
): boolean {
  return newPhoto !== null || changedFields(saved, current).length > 0;
}

export function toProfileUpdate(form: ProfileForm, photo: UploadFile | null): ProfileUpdate {
  return { ...normaliseForm(form), photo };
}

export type PhotoCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * At most 5MB, and a JPEG, PNG or GIF by its name, its declared type and its content, so a renamed
 * file is refused too.
 */
export async function checkProfilePhoto(file: UploadFile): Promise<PhotoCheck> {
  // A photo over 5MB gets the size message whatever it holds, before its content is read.
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, message: PROFILE_MESSAGES.photoTooLarge };
  const result = await checkUpload(file, PHOTO_KINDS, PHOTO_MAX_BYTES);
  if (result.ok) return { ok: true };
  return {
    ok: false,
    message:
      result.reason === 'size' ? PROFILE_MESSAGES.photoTooLarge : PROFILE_MESSAGES.photoWrongType,
  };
}

/** The server's names of the profile fields, as it reports its field errors. */
export const PROFILE_FIELD_NAMES: Readonly<Record<ProfileField, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phoneNumber: 'phone_number',
  address: 'address',
  businessType: 'business_type',
  businessDescription: 'business_description',
};

/** A server's field errors (by its field names) as the form's errors: the first message of each. */
export function profileErrorsFromServer(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const message = fieldErrors[PROFILE_FIELD_NAMES[field]]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
