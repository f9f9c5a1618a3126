import type { User } from '../../domain/auth/user';

/** The customer's sign-in details (spec §7 POST /signin; role 5 is the adapter's business). */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Spec §4 Sign in: either a session, or the account must prove its e-mail first. */
export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly user: User; readonly token: string }
  | { readonly kind: 'needs-verification'; readonly email: string };

/** Spec §2.4 / §7 POST /signup, in the core's language. */
export interface SignUpRequest {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly phoneNumber: string;
  readonly businessType: string;
  readonly businessDescription: string;
  readonly address: string;
}

/** Spec §7 POST /email/verify-otp reads data and access_token; either may be missing. */
export interface VerifiedEmail {
  readonly user: User | null;
  readonly token: string | null;
}

export interface PasswordReset {
  readonly token: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

/** The account calls of spec §7 (signup, signin, forgot/reset password, send/verify OTP). */
export interface AuthGateway {
  signIn(credentials: Credentials): Promise<SignInOutcome>;
  /** Creates the account; the server sends the verification code. Does not sign in (spec §4). */
  signUp(request: SignUpRequest): Promise<void>;
  /** Sends a fresh verification code to `email`. */
  sendOtp(email: string): Promise<void>;
  verifyOtp(email: string, otp: string): Promise<VerifiedEmail>;
  /** Sends the reset link; `baseUrl` is the portal's origin the link points back to. */
  requestPasswordReset(email: string, baseUrl: string): Promise<void>;
  resetPassword(reset: PasswordReset): Promise<void>;
}
