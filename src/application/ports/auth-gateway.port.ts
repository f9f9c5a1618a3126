import type { User } from '../../domain/auth/user';
import { portKey } from './port-key';

/** The customer's sign-in details; the customer role id is the adapter's business. */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Either a session, or the account must prove its e-mail first and is not signed in. */
export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly user: User; readonly token: string }
  | { readonly kind: 'needs-verification'; readonly email: string };

/** A new account as the sign-up form gives it, in the core's language. */
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

/** What a verified code returns: a user and a token, either of which may be missing. */
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

/** The account calls: sign up, sign in, forgot and reset password, send and verify a code. */
export interface AuthGateway {
  signIn(credentials: Credentials): Promise<SignInOutcome>;
  /** Creates the account; the server sends the verification code. Does not sign in. */
  signUp(request: SignUpRequest): Promise<void>;
  /** Sends a fresh verification code to `email`. */
  sendOtp(email: string): Promise<void>;
  verifyOtp(email: string, otp: string): Promise<VerifiedEmail>;
  /** Sends the reset link; `baseUrl` is the portal's origin the link points back to. */
  requestPasswordReset(email: string, baseUrl: string): Promise<void>;
  resetPassword(reset: PasswordReset): Promise<void>;
}

export const AuthGateway = portKey<AuthGateway>('AuthGateway');
