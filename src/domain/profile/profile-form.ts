/** The editable text fields of the profile form. */
export interface ProfileForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly address: string;
  readonly businessType: string;
  readonly businessDescription: string;
}

export type ProfileField = keyof ProfileForm;

export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address',
  'businessType',
  'businessDescription',
];

export const EMPTY_PROFILE_FORM: ProfileForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  address: '',
  businessType: '',
  businessDescription: '',
};
