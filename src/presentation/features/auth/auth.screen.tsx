import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { useInjection } from '../../../di/container-context';
import { SessionViewModelToken } from '../../../di/tokens';
import { AuthLayout } from './auth-layout';
import { AUTH_VIEW_PATHS, authViewFor, effectiveAuthView, type AuthView } from './auth-views';
import { ForgotPasswordView } from './forgot-password.view';
import { ResetPasswordView } from './reset-password.view';
import { SignInView } from './sign-in.view';
import { SignUpView } from './sign-up.view';
import { VerifyEmailView } from './verify-email.view';

const VIEWS: Record<AuthView, () => React.JSX.Element | null> = {
  signin: SignInView,
  signup: SignUpView,
  'forgot-password': ForgotPasswordView,
  'reset-password': ResetPasswordView,
  'verify-email': VerifyEmailView,
};

/**
 * Spec §2.1: one auth screen that picks its view from the path and moves between them by path; a
 * pending verification forces the verify view.
 */
const AuthScreen = observer(function AuthScreen() {
  const session = useInjection(SessionViewModelToken);
  const { pathname, search } = useLocation();
  const requested = authViewFor(pathname);
  const view = effectiveAuthView(requested, session.pendingVerificationEmail);
  if (view !== requested)
    return <Navigate to={{ pathname: AUTH_VIEW_PATHS[view], search }} replace />;
  const View = VIEWS[view];
  return (
    <AuthLayout wide={view === 'signup'}>
      <View key={view} />
    </AuthLayout>
  );
});

export default AuthScreen;
