import type { AxiosInstance } from 'axios';
import { CUSTOMER_ROLE_ID } from '../../../domain/auth/user';
import type {
  AuthGateway,
  Credentials,
  PasswordReset,
  SignInOutcome,
  SignUpRequest,
  VerifiedEmail,
} from '../../../application/ports/auth-gateway.port';
import { apiFileUrl, type FileUrl } from '../file-url';
import { formBody } from '../http-client';
import type { Dto } from '../dto';
import {
  answerOf,
  refusalOf,
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

  /** One account call: its JSON answer, or a failure (a 401 as a refusal, see `refusalOf`). */
  private async send(path: string, body: Dto | URLSearchParams): Promise<Dto> {
    const { data } = await this.http.post<unknown>(path, body).catch((error: unknown) => {
      throw refusalOf(error);
    });
    return answerOf(data);
  }
}
