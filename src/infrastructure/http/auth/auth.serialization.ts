import { AppError } from '../../../domain/shared/app-error';
import { CUSTOMER_ROLE_ID } from '../../../domain/auth/user';
import type {
  Credentials,
  PasswordReset,
  SignInOutcome,
  SignUpRequest,
  VerifiedEmail,
} from '../../../application/ports/auth-gateway.port';
import { asDto, bool, str, type Dto } from '../dto';
import type { FileUrl } from '../file-url';
import { userFromDto } from '../user.serialization';

/** POST /signup payload, with the customer role. */
export function signUpToDto(request: SignUpRequest): Dto {
  return {
    first_name: request.firstName.trim(),
    last_name: request.lastName.trim(),
    email: request.email.trim(),
    role_id: CUSTOMER_ROLE_ID,
    password: request.password,
    password_confirmation: request.passwordConfirmation,
    business_description: request.businessDescription.trim(),
    business_type: request.businessType.trim(),
    phone_number: request.phoneNumber,
    address: request.address.trim(),
  };
}

export function signInToDto({ email, password }: Credentials): Dto {
  return { email: email.trim(), password, role_id: CUSTOMER_ROLE_ID };
}

export function resetPasswordToDto(reset: PasswordReset): Dto {
  return {
    token: reset.token,
    email: reset.email,
    password: reset.password,
    password_confirmation: reset.passwordConfirmation,
  };
}

/** The bearer token: `access_token` on the body, or inside `data` (two readings). */
function tokenOf(body: Dto): string | null {
  return str(body, 'access_token', 'data.access_token', 'token', 'data.token');
}

/**
 * POST /signin reads data (with needs_email_verification, email) and access_token. A body
 * with neither a verification flag nor a token is malformed.
 */
export function signInOutcomeFromDto(
  value: unknown,
  requestedEmail: string,
  fileUrl: FileUrl,
): SignInOutcome {
  const body = asDto(value);
  const data = asDto(body.data);
  if (bool(data, 'needs_email_verification') || bool(body, 'needs_email_verification')) {
    return {
      kind: 'needs-verification',
      email: str(data, 'email') ?? str(body, 'email') ?? requestedEmail.trim(),
    };
  }
  const token = tokenOf(body);
  if (!token) throw AppError.server();
  const user = userFromDto(data, fileUrl);
  return {
    kind: 'signed-in',
    token,
    user: user.email ? user : { ...user, email: requestedEmail.trim() },
  };
}

/** POST /email/verify-otp reads message, data and access_token; any may be absent. */
export function verifiedEmailFromDto(value: unknown, fileUrl: FileUrl): VerifiedEmail {
  const body = asDto(value);
  const token = tokenOf(body);
  const user = body.data === undefined ? null : userFromDto(body.data, fileUrl);
  return { token, user: user?.email ? user : null };
}
