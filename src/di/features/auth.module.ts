import { ContainerModule } from 'inversify';
import { LeaveVerification } from '../../application/auth/leave-verification.use-case';
import { OpenResetLink } from '../../application/auth/open-reset-link.use-case';
import { RequestPasswordReset } from '../../application/auth/request-password-reset.use-case';
import { ResendOtp } from '../../application/auth/resend-otp.use-case';
import { ResetPassword } from '../../application/auth/reset-password.use-case';
import { SignIn } from '../../application/auth/sign-in.use-case';
import { SignUp } from '../../application/auth/sign-up.use-case';
import { VerifyOtpAndAutoLogin } from '../../application/auth/verify-otp-and-auto-login.use-case';
import { ForgotPasswordPresenter } from '../../presentation/screens/auth/forgot-password.presenter';
import { ResetPasswordPresenter } from '../../presentation/screens/auth/reset-password.presenter';
import { SessionViewModel } from '../../presentation/app/session.view-model';
import { SignInPresenter } from '../../presentation/screens/auth/sign-in.presenter';
import { SignUpPresenter } from '../../presentation/screens/auth/sign-up.presenter';
import { ToastStore } from '../../presentation/app/toast.store';
import { VerifyEmailPresenter } from '../../presentation/screens/auth/verify-email.presenter';
import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { Clock } from '../../application/ports/clock.port';
import { SessionStore } from '../../application/ports/session-store.port';
import { Timers } from '../../application/ports/timers.port';
import { WaitingList } from '../../application/ports/waiting-list.port';
import { httpAdapters, memoryAdapters } from '../modules/adapter-sets';
import type { FeatureModule } from '../feature-loader';

/** Sign-in, sign-up, the e-mail code and password reset: presenters over their use cases. */
export default {
  core: new ContainerModule(({ bind }) => {
    bind(SignInPresenter).toResolvedValue(
      (gateway: AuthGateway, session: SessionStore, clock: Clock, view: SessionViewModel) =>
        new SignInPresenter(new SignIn(gateway, session, clock), view),
      [AuthGateway, SessionStore, Clock, SessionViewModel],
    );
    bind(SignUpPresenter).toResolvedValue(
      (gateway: AuthGateway, session: SessionStore, clock: Clock) =>
        new SignUpPresenter(new SignUp(gateway, session, clock)),
      [AuthGateway, SessionStore, Clock],
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
      [AuthGateway, SessionStore, Clock, SessionViewModel, ToastStore, Timers],
    );
    bind(ForgotPasswordPresenter).toResolvedValue(
      (gateway: AuthGateway, session: SessionStore, toasts: ToastStore) =>
        new ForgotPasswordPresenter(new RequestPasswordReset(gateway, session), toasts),
      [AuthGateway, SessionStore, ToastStore],
    );
    bind(ResetPasswordPresenter).toResolvedValue(
      (gateway: AuthGateway, session: SessionStore, toasts: ToastStore) =>
        new ResetPasswordPresenter(
          new OpenResetLink(session),
          new ResetPassword(gateway, session),
          toasts,
        ),
      [AuthGateway, SessionStore, ToastStore],
    );
  }),
  // The account gateway and the waiting list, over the API or over the demo marketplace.
  adapters: {
    http: () =>
      Promise.all([
        import('../../infrastructure/http/auth/http-auth-gateway'),
        import('../../infrastructure/http/auth/http-waiting-list'),
      ]).then(([{ HttpAuthGateway }, { HttpWaitingList }]) =>
        httpAdapters((adapter) => {
          adapter(AuthGateway, (http) => new HttpAuthGateway(http));
          adapter(WaitingList, (http) => new HttpWaitingList(http));
        }),
      ),
    memory: () =>
      Promise.all([
        import('../../infrastructure/memory/auth/in-memory-auth-gateway'),
        import('../../infrastructure/memory/auth/in-memory-waiting-list'),
      ]).then(([{ InMemoryAuthGateway }, { InMemoryWaitingList }]) =>
        memoryAdapters((adapter) => {
          adapter(AuthGateway, (gateway) => new InMemoryAuthGateway(gateway));
          adapter(WaitingList, (gateway) => new InMemoryWaitingList(gateway));
        }),
      ),
  },
} satisfies FeatureModule;
