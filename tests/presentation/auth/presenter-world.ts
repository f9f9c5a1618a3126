import { JoinWaitingList } from '../../../src/application/auth/join-waiting-list.use-case';
import { LeaveVerification } from '../../../src/application/auth/leave-verification.use-case';
import { OpenResetLink } from '../../../src/application/auth/open-reset-link.use-case';
import { RequestPasswordReset } from '../../../src/application/auth/request-password-reset.use-case';
import { ResendOtp } from '../../../src/application/auth/resend-otp.use-case';
import { ResetPassword } from '../../../src/application/auth/reset-password.use-case';
import { SignIn } from '../../../src/application/auth/sign-in.use-case';
import { SignUp } from '../../../src/application/auth/sign-up.use-case';
import { VerifyOtpAndAutoLogin } from '../../../src/application/auth/verify-otp-and-auto-login.use-case';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { SessionViewModel } from '../../../src/presentation/app/session.view-model';
import { ToastStore } from '../../../src/presentation/app/toast.store';
import { ForgotPasswordPresenter } from '../../../src/presentation/screens/auth/forgot-password.presenter';
import { ResetPasswordPresenter } from '../../../src/presentation/screens/auth/reset-password.presenter';
import { SignInPresenter } from '../../../src/presentation/screens/auth/sign-in.presenter';
import { SignUpPresenter } from '../../../src/presentation/screens/auth/sign-up.presenter';
import { VerifyEmailPresenter } from '../../../src/presentation/screens/auth/verify-email.presenter';
import { WaitingListPresenter } from '../../../src/presentation/screens/landing/waiting-list.presenter';
import { authWorld } from '../../application/auth/auth-world';

/** Presenters over the real use cases and the in-memory adapters; no DOM. Timers are the platform's, so fake timers drive them. */
export function presenterWorld() {
  const world = authWorld();
  const { gateway, session, clock } = world;
  const viewModel = new SessionViewModel(session);
  const toasts = new ToastStore();
  return {
    ...world,
    viewModel,
    toasts,
    signIn: () => new SignInPresenter(new SignIn(gateway, session, clock), viewModel),
    signUp: () => new SignUpPresenter(new SignUp(gateway, session, clock)),
    verify: () =>
      new VerifyEmailPresenter({
        verifyOtp: new VerifyOtpAndAutoLogin(gateway, session),
        resendOtp: new ResendOtp(gateway, session, clock),
        leaveVerification: new LeaveVerification(session),
        session: viewModel,
        toasts,
        timers: systemTimers,
      }),
    forgot: () => new ForgotPasswordPresenter(new RequestPasswordReset(gateway, session), toasts),
    reset: () =>
      new ResetPasswordPresenter(
        new OpenResetLink(session),
        new ResetPassword(gateway, session),
        toasts,
      ),
    waitingList: () => new WaitingListPresenter(new JoinWaitingList(world.waitingList)),
  };
}
