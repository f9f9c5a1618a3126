import type { AxiosInstance } from 'axios';
import { AppError, isAppError } from '../../../domain/shared/app-error';
import { CUSTOMER_ROLE_ID } from '../../../domain/auth/user';
import { isRecord } from '../../../lib/is-record';
import type {
  AuthGateway,
  Credentials,
  PasswordReset,
  SignInOutcome,
  SignUpRequest,
  VerifiedEmail,
} from '../../../application/ports/auth-gateway.port';
import { apiFileUrl, type FileUrl } from '../file-url';
import { formBody, UNAUTHENTICATED_MESSAGE } from '../http-client';
import type { Dto } from '../dto';
import {
  resetPasswordToDto,
  signInOutcomeFromDto,
  signInToDto,
  signUpToDto,
  verifiedEmailFromDto,
} from './auth.serialization';

/** The account calls; sign in, sign up, forgot password and send code carry the customer role. */
export class HttpAuthGateway implements AuthGateway {
  private readonly fileUrl: FileUrl;

  constructor(private readonly http: AxiosInstance) {
    this.fileUrl = apiFileUrl(http);
  }

  async signIn(credentials: Credentials): Promise<SignInOutcome> {
    const data = await this.send('/signin', signInToDto(credentials));
    return signInOutcomeFromDto(data, credentials.email, this.fileUrl);
  }

  async signUp(request: SignUpRequest): Promise<void> {
    await this.send('/signup', signUpToDto(request));
  }

  async sendOtp(email: string): Promise<void> {
    await this.send('/email/send-otp', { email, role_id: CUSTOMER_ROLE_ID });
  }

  async verifyOtp(email: string, otp: string): Promise<VerifiedEmail> {
    return verifiedEmailFromDto(await this.send('/email/verify-otp', { email, otp }), this.fileUrl);
  }

  /** The one account call the API takes as a form rather than JSON. */
  async requestPasswordReset(email: string, baseUrl: string): Promise<void> {
    await this.send(
      '/forgot-password',
      formBody({ email: email.trim(), role_id: CUSTOMER_ROLE_ID, base_url: baseUrl }),
    );
  }

  async resetPassword(reset: PasswordReset): Promise<void> {
    await this.send('/reset-password', resetPasswordToDto(reset));
  }

  private send(path: string, body: Dto | URLSearchParams): Promise<Dto> {
    return postAccountCall(this.http, path, body);
  }
}

/**
 * An account or waiting-list call. Its answer must be a JSON object: an HTML page from a proxy or
 * a misrouted base URL, even with 200, is a server error, since nothing proves the call was done.
 */
export async function postAccountCall(
  http: AxiosInstance,
  path: string,
  body: Dto | URLSearchParams,
): Promise<Dto> {
  const { data } = await http.post<unknown>(path, body).catch((error: unknown) => {
    throw refusalOf(error);
  });
  if (!isRecord(data)) throw AppError.server();
  return data;
}

/**
 * These calls are made signed out, where a 401 or 'Unauthenticated.' ends no session but refuses
 * the call (a wrong password, a bad code). 'Unauthenticated.' is no reason a visitor can act on,
 * so it gives way to the area's fallback text; a reason the server did send is kept.
 */
function refusalOf(error: unknown): unknown {
  if (!isAppError(error) || error.kind !== 'unauthenticated') return error;
  if (error.serverMessage !== UNAUTHENTICATED_MESSAGE) return error;
  return new AppError('unauthenticated', undefined, error.fieldErrors, error.status);
}
