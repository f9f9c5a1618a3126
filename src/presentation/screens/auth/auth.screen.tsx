import { Suspense, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { AUTH_PATHS } from '../../../features';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { preloadable } from '../../app/preloadable';
import { ScreenFallback } from '../../app/screen-fallback';
import { SessionViewModel } from '../../app/session.view-model';
import { BrandMark } from '../../components/brand-mark';
import { ForgotPasswordView } from './forgot-password.view';
import { ResetPasswordView } from './reset-password.view';
import { SignInView } from './sign-in.view';
import { VerifyEmailView } from './verify-email.view';
import ui from '../../styles/ui.module.css';
import css from './auth.module.css';

/** The auth screen's views, each on its own path. */
type AuthView = keyof typeof AUTH_PATHS;

/** Each view's page title, as its heading names it. */
const TITLES: Readonly<Record<AuthView, string>> = {
  signin: 'Sign in',
  signup: 'Create your account',
  'forgot-password': 'Forgot your password?',
  'reset-password': 'Choose a new password',
  'verify-email': 'Verify your email',
};

/** The view a path shows; an unknown path shows sign in. */
function viewFor(pathname: string): AuthView {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = Object.entries(AUTH_PATHS).find(([, p]) => p === path);
  return (entry?.[0] as AuthView | undefined) ?? 'signin';
}

/**
 * Sign-up carries the address field and its search: its own chunk, so the sign-in form, the page
 * most visits start on, downloads without them.
 */
const SignUpView = preloadable(() =>
  import('./sign-up.view').then((m) => ({ default: m.SignUpView })),
);

/** Loads the view a path shows when it is a chunk of its own, so a first visit paints it at once. */
export function preload(pathname: string): Promise<void> {
  return viewFor(pathname) === 'signup' ? SignUpView.preload() : Promise.resolve();
}

const VIEWS: Record<AuthView, ComponentType> = {
  signin: SignInView,
  signup: SignUpView,
  'forgot-password': ForgotPasswordView,
  'reset-password': ResetPasswordView,
  'verify-email': VerifyEmailView,
};

/**
 * One auth screen that picks its view from the path and moves between views by changing the path.
 * A pending e-mail verification forces the verify view, except on the reset view, which anyone
 * may open from an e-mail link. The verify view with nothing to verify leaves by itself: a code it
 * has just sent also ends the verification, and the view then goes on where the code leads (into
 * the portal, or to sign in with a notice), not straight to sign in.
 */
const AuthScreen = observer(function AuthScreen() {
  const session = usePresenter(SessionViewModel);
  const { pathname, search } = useLocation();
  const requested = viewFor(pathname);
  const view =
    session.pendingVerificationEmail && requested !== 'reset-password' ? 'verify-email' : requested;
  usePageTitle(TITLES[view]);
  if (view !== requested) return <Navigate to={{ pathname: AUTH_PATHS[view], search }} replace />;
  const View = VIEWS[view];
  return (
    <main id="main" className={css.page}>
      <RouterLink to="/" aria-label="Bidhaul home" className={css.brand}>
        <BrandMark size={34} />
        <span className={css.brandName}>Bidhaul</span>
      </RouterLink>
      <div className={`${ui.paper} ${css.card} ${view === 'signup' ? css.wide : ''}`}>
        <Suspense fallback={<ScreenFallback />}>
          <View key={view} />
        </Suspense>
      </div>
    </main>
  );
});

export default AuthScreen;
