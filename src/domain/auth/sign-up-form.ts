import { AUTH_TEXTS } from './auth-texts';
import { looksLikeEmail } from './email-address';
import { confirmationError, passwordError } from './password-rules';
import { isPhoneNumber } from '../shared/uk-phone';

export interface SignUpFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly phoneNumber: string;
  readonly businessType: string;
  readonly businessDescription: string;
  readonly address: string;
}

export type SignUpField = keyof SignUpFields;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

export function emailError(email: string): string | null {
  if (email.trim() === '') return AUTH_TEXTS.emailRequired;
  return looksLikeEmail(email) ? null : AUTH_TEXTS.emailInvalid;
}

export function phoneError(phone: string): string | null {
  return phone === '' || isPhoneNumber(phone) ? null : AUTH_TEXTS.phoneDigits;
}

/**
 * Names and email required, the email well formed, the password long enough and confirmed, the
 * phone empty or 10 digits; the result holds one message per failing field.
 */
export function validateSignUp(fields: SignUpFields): SignUpErrors {
  const errors: SignUpErrors = {};
  if (fields.firstName.trim() === '') errors.firstName = AUTH_TEXTS.firstNameRequired;
  if (fields.lastName.trim() === '') errors.lastName = AUTH_TEXTS.lastNameRequired;
  const email = emailError(fields.email);
  if (email) errors.email = email;
  const password = passwordError(fields.password);
  if (password) errors.password = password;
  const confirm = confirmationError(fields.password, fields.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  const phone = phoneError(fields.phoneNumber);
  if (phone) errors.phoneNumber = phone;
  return errors;
}

export function hasErrors(errors: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some((e) => e !== undefined);
}
