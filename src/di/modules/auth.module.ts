import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import { LeaveVerification } from '../../application/auth/leave-verification.use-case';
import { OpenResetLink } from '../../application/auth/open-reset-link.use-case';
import { RequestPasswordReset } from '../../application/auth/request-password-reset.use-case';
import { ResendOtp } from '../../application/auth/resend-otp.use-case';
import { ResetPassword } from '../../application/auth/reset-password.use-case';
import { SignIn } from '../../application/auth/sign-in.use-case';
import { SignUp } from '../../application/auth/sign-up.use-case';
import { VerifyOtpAndAutoLogin } from '../../application/auth/verify-otp-and-auto-login.use-case';
import type { SessionViewModel } from '../../presentation/app/session.view-model';
import type { ToastStore } from '../../presentation/app/toast.store';
import { ForgotPasswordPresenter } from '../../presentation/features/auth/forgot-password.presenter';
import { ResetPasswordPresenter } from '../../presentation/features/auth/reset-password.presenter';
import { SignInPresenter } from '../../presentation/features/auth/sign-in.presenter';
import { SignUpPresenter } from '../../presentation/features/auth/sign-up.presenter';
import { VerifyEmailPresenter } from '../../presentation/features/auth/verify-email.presenter';
import { ClockToken, SessionStoreToken, SessionViewModelToken, ToastStoreToken } from '../tokens';

export { WaitingListToken } from '../tokens';

/** Ports (singleton adapters by mode). */
export const AuthGatewayToken: ServiceIdentifier<AuthGateway> = Symbol('AuthGateway');

/** Use cases. */
export const SignInToken: ServiceIdentifier<SignIn> = Symbol('SignIn');
export const SignUpToken: ServiceIdentifier<SignUp> = Symbol('SignUp');
export const VerifyOtpAndAutoLoginToken: ServiceIdentifier<VerifyOtpAndAutoLogin> =
  Symbol('VerifyOtpAndAutoLogin');
export const ResendOtpToken: ServiceIdentifier<ResendOtp> = Symbol('ResendOtp');
export const LeaveVerificationToken: ServiceIdentifier<LeaveVerification> =
  Symbol('LeaveVerification');
export const RequestPasswordResetToken: ServiceIdentifier<RequestPasswordReset> =
  Symbol('RequestPasswordReset');
export const OpenResetLinkToken: ServiceIdentifier<OpenResetLink> = Symbol('OpenResetLink');
export const ResetPasswordToken: ServiceIdentifier<ResetPassword> = Symbol('ResetPassword');

/** Presenters (transient: one per mounted view). */
export const SignInPresenterToken: ServiceIdentifier<SignInPresenter> = Symbol('SignInPresenter');
export const SignUpPresenterToken: ServiceIdentifier<SignUpPresenter> = Symbol('SignUpPresenter');
export const VerifyEmailPresenterToken: ServiceIdentifier<VerifyEmailPresenter> =
  Symbol('VerifyEmailPresenter');
export const ForgotPasswordPresenterToken: ServiceIdentifier<ForgotPasswordPresenter> =
  Symbol('ForgotPasswordPresenter');
export const ResetPasswordPresenterToken: ServiceIdentifier<ResetPasswordPresenter> =
  Symbol('ResetPasswordPresenter');

/** The auth feature's use cases and presenters; its adapters are in the mode files. */
export const authCore = new ContainerModule(({ bind }) => {
  bind(SignInToken).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore, clock: Clock) =>
      new SignIn(gateway, session, clock),
    [AuthGatewayToken, SessionStoreToken, ClockToken],
  );
  bind(SignUpToken).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore, clock: Clock) =>
      new SignUp(gateway, session, clock),
    [AuthGatewayToken, SessionStoreToken, ClockToken],
  );
  bind(VerifyOtpAndAutoLoginToken).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore) => new VerifyOtpAndAutoLogin(gateway, session),
    [AuthGatewayToken, SessionStoreToken],
  );
  bind(ResendOtpToken).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore, clock: Clock) =>
      new ResendOtp(gateway, session, clock),
    [AuthGatewayToken, SessionStoreToken, ClockToken],
  );
  bind(LeaveVerificationToken).toResolvedValue(
    (session: SessionStore) => new LeaveVerification(session),
    [SessionStoreToken],
  );
  bind(RequestPasswordResetToken).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore) => new RequestPasswordReset(gateway, session),
    [AuthGatewayToken, SessionStoreToken],
  );
  bind(OpenResetLinkToken).toResolvedValue(
    (session: SessionStore) => new OpenResetLink(session),
    [SessionStoreToken],
  );
  bind(ResetPasswordToken).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore) => new ResetPassword(gateway, session),
    [AuthGatewayToken, SessionStoreToken],
  );
  bind(SignInPresenterToken).toResolvedValue(
    (signIn: SignIn, session: SessionViewModel) => new SignInPresenter(signIn, session),
    [SignInToken, SessionViewModelToken],
  );
  bind(SignUpPresenterToken).toResolvedValue(
    (signUp: SignUp) => new SignUpPresenter(signUp),
    [SignUpToken],
  );
  bind(VerifyEmailPresenterToken).toResolvedValue(
    (
      verify: VerifyOtpAndAutoLogin,
      resend: ResendOtp,
      leave: LeaveVerification,
      session: SessionViewModel,
      toasts: ToastStore,
    ) => new VerifyEmailPresenter(verify, resend, leave, session, toasts),
    [
      VerifyOtpAndAutoLoginToken,
      ResendOtpToken,
      LeaveVerificationToken,
      SessionViewModelToken,
      ToastStoreToken,
    ],
  );
  bind(ForgotPasswordPresenterToken).toResolvedValue(
    (request: RequestPasswordReset, toasts: ToastStore) =>
      new ForgotPasswordPresenter(request, toasts),
    [RequestPasswordResetToken, ToastStoreToken],
  );
  bind(ResetPasswordPresenterToken).toResolvedValue(
    (open: OpenResetLink, reset: ResetPassword, toasts: ToastStore) =>
      new ResetPasswordPresenter(open, reset, toasts),
    [OpenResetLinkToken, ResetPasswordToken, ToastStoreToken],
  );
});

export const authRoots: readonly ServiceIdentifier[] = [
  SignInPresenterToken,
  SignUpPresenterToken,
  VerifyEmailPresenterToken,
  ForgotPasswordPresenterToken,
  ResetPasswordPresenterToken,
];
