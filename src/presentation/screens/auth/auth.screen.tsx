import { Suspense, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { usePresenter } from '../../app/container';
import { AuthLayout } from './auth-layout';
import { AUTH_PATHS } from '../../../features';
import { AUTH_VIEW_TITLES, authViewFor, effectiveAuthView, type AuthView } from './auth-views';
import { usePageTitle } from '../../app/page-title';
import { ForgotPasswordView } from './forgot-password.view';
import { ResetPasswordView } from './reset-password.view';
import { SignInView } from './sign-in.view';
import { VerifyEmailView } from './verify-email.view';
import { preloadable } from '../../app/preloadable';
import { ScreenFallback } from '../../app/screen-fallback';
import { SessionViewModel } from '../../app/session.view-model';

/**
 * Sign-up carries the address field and its search: its own chunk, so the sign-in form, the page
 * most visits start on, downloads without them.
 */
const SignUpView = preloadable(() =>
  import('./sign-up.view').then((m) => ({ default: m.SignUpView })),
);

/** Loads the view a path shows when it is a chunk of its own, so a first visit paints it at once. */
export function preload(pathname: string): Promise<void> {
  return authViewFor(pathname) === 'signup' ? SignUpView.preload() : Promise.resolve();
}

const VIEWS: Record<AuthView, ComponentType> = {
  signin: SignInView,
  signup: SignUpView,
  'forgot-password': ForgotPasswordView,
  'reset-password': ResetPasswordView,
  'verify-email': VerifyEmailView,
};

/**
 * One auth screen that picks its view from the path and moves between views by changing the path;
 * a pending e-mail verification forces the verify view (spec §2.1).
 */
const AuthScreen = observer(function AuthScreen() {
  const session = usePresenter(SessionViewModel);
  const { pathname, search } = useLocation();
  const requested = authViewFor(pathname);
  const view = effectiveAuthView(requested, session.pendingVerificationEmail);
  usePageTitle(AUTH_VIEW_TITLES[view]);
  if (view !== requested) return <Navigate to={{ pathname: AUTH_PATHS[view], search }} replace />;
  const View = VIEWS[view];
  return (
    <AuthLayout wide={view === 'signup'}>
      <Suspense fallback={<ScreenFallback />}>
        <View key={view} />
      </Suspense>
    </AuthLayout>
  );
});

export default AuthScreen;
