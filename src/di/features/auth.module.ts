import { ContainerModule } from 'inversify';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import type { Timers } from '../../application/ports/timers.port';
import { LeaveVerification } from '../../application/auth/leave-verification.use-case';
import { OpenResetLink } from '../../application/auth/open-reset-link.use-case';
import { RequestPasswordReset } from '../../application/auth/request-password-reset.use-case';
import { ResendOtp } from '../../application/auth/resend-otp.use-case';
import { ResetPassword } from '../../application/auth/reset-password.use-case';
import { SignIn } from '../../application/auth/sign-in.use-case';
import { SignUp } from '../../application/auth/sign-up.use-case';
import { VerifyOtpAndAutoLogin } from '../../application/auth/verify-otp-and-auto-login.use-case';
import { AuthGatewayToken, ClockToken, SessionStoreToken, TimersToken } from '../tokens';
import { ForgotPasswordPresenter } from '../../presentation/features/auth/forgot-password.presenter';
import { ResetPasswordPresenter } from '../../presentation/features/auth/reset-password.presenter';
import { SessionViewModel } from '../../presentation/app/session.view-model';
import { SignInPresenter } from '../../presentation/features/auth/sign-in.presenter';
import { SignUpPresenter } from '../../presentation/features/auth/sign-up.presenter';
import { ToastStore } from '../../presentation/app/toast.store';
import { VerifyEmailPresenter } from '../../presentation/features/auth/verify-email.presenter';

/** Sign-in, sign-up, the e-mail code and password reset: presenters over their use cases. */
export default new ContainerModule(({ bind }) => {
  bind(SignInPresenter).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore, clock: Clock, view: SessionViewModel) =>
      new SignInPresenter(new SignIn(gateway, session, clock), view),
    [AuthGatewayToken, SessionStoreToken, ClockToken, SessionViewModel],
  );
  bind(SignUpPresenter).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore, clock: Clock) =>
      new SignUpPresenter(new SignUp(gateway, session, clock)),
    [AuthGatewayToken, SessionStoreToken, ClockToken],
  );
  bind(VerifyEmailPresenter).toResolvedValue(
    (
      gateway: AuthGateway,
      store: SessionStore,
      clock: Clock,
      session: SessionViewModel,
      toasts: ToastStore,
      timers: Timers,
    ) =>
      new VerifyEmailPresenter({
        verifyOtp: new VerifyOtpAndAutoLogin(gateway, store),
        resendOtp: new ResendOtp(gateway, store, clock),
        leaveVerification: new LeaveVerification(store),
        session,
        toasts,
        timers,
      }),
    [AuthGatewayToken, SessionStoreToken, ClockToken, SessionViewModel, ToastStore, TimersToken],
  );
  bind(ForgotPasswordPresenter).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore, toasts: ToastStore) =>
      new ForgotPasswordPresenter(new RequestPasswordReset(gateway, session), toasts),
    [AuthGatewayToken, SessionStoreToken, ToastStore],
  );
  bind(ResetPasswordPresenter).toResolvedValue(
    (gateway: AuthGateway, session: SessionStore, toasts: ToastStore) =>
      new ResetPasswordPresenter(
        new OpenResetLink(session),
        new ResetPassword(gateway, session),
        toasts,
      ),
    [AuthGatewayToken, SessionStoreToken, ToastStore],
  );
});
