import type {
  Credentials,
  PasswordReset,
  SignInOutcome,
  SignUpRequest,
  VerifiedEmail,
} from '../../src/application/ports/auth-gateway.port';
import type { User } from '../../src/domain/auth/user';
import { validateSignUp, type SignUpField } from '../../src/domain/auth/sign-up-form';
import { userToDto as userToStoredDto } from '../../src/infrastructure/http/user.serialization';
import type { FileLinks } from '../files/file-store';
import { text, type Fields } from '../http/request-fields';
import { refuseInvalid } from '../http/validation';

const SIGN_UP_FIELDS: Readonly<Record<SignUpField, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  password: 'password',
  confirmPassword: 'password_confirmation',
  phoneNumber: 'phone_number',
  businessType: 'business_type',
  businessDescription: 'business_description',
  address: 'address',
};

/** POST /signup, checked by the sign-up form's own rules. */
export function signUpRequestOf(fields: Fields): SignUpRequest {
  const request = {
    firstName: text(fields, 'first_name'),
    lastName: text(fields, 'last_name'),
    email: text(fields, 'email'),
    password: text(fields, 'password'),
    passwordConfirmation: text(fields, 'password_confirmation'),
    phoneNumber: text(fields, 'phone_number'),
    businessType: text(fields, 'business_type'),
    businessDescription: text(fields, 'business_description'),
    address: text(fields, 'address'),
  };
  refuseInvalid(
    validateSignUp({ ...request, confirmPassword: request.passwordConfirmation }),
    SIGN_UP_FIELDS,
  );
  return request;
}

export function credentialsOf(fields: Fields): Credentials {
  return { email: text(fields, 'email'), password: text(fields, 'password') };
}

export function passwordResetOf(fields: Fields): PasswordReset {
  return {
    token: text(fields, 'token'),
    email: text(fields, 'email'),
    password: text(fields, 'password'),
    passwordConfirmation: text(fields, 'password_confirmation'),
  };
}

/** A customer's photo as an address on the files origin. */
export function photoLink(photoUrl: string | null, files: FileLinks): string | null {
  return files.link(photoUrl, 'profile-photo');
}

/** The user as the API sends it, its photo on the files origin. */
export function userToDto(user: User, files: FileLinks) {
  return userToStoredDto({ ...user, photoUrl: photoLink(user.photoUrl, files) });
}

/** POST /signin answers the user and `access_token`, or `data.needs_email_verification`. */
export function signInToDto(outcome: SignInOutcome, files: FileLinks) {
  if (outcome.kind === 'needs-verification') {
    return {
      message: 'Please verify your email. We sent you a code.',
      data: { needs_email_verification: true, email: outcome.email },
      access_token: null,
    };
  }
  return {
    message: 'Signed in',
    data: { ...userToDto(outcome.user, files), needs_email_verification: false },
    access_token: outcome.token,
  };
}

/** POST /email/verify-otp answers message, data (the user) and access_token. */
export function verifiedEmailToDto(verified: VerifiedEmail, files: FileLinks) {
  return {
    message: 'Email verified successfully',
    data: verified.user ? userToDto(verified.user, files) : null,
    access_token: verified.token,
  };
}
