import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH, safeRedirectTarget } from '../../domain/auth/safe-redirect';
import { usePresenter } from './container';
import { SessionViewModel } from './session.view-model';
import { AUTH_PATHS } from '../../features';

/** The query parameter that remembers where a signed-out visitor was going, to return there. */
export const REDIRECT_PARAM = 'redirect';

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const from = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${REDIRECT_PARAM}=${encodeURIComponent(from)}`;
}

/**
 * Signed-in only: a visitor without a session goes to /email-verification while an e-mail address
 * waits for its verification code, otherwise to /login, which brings them back to the page they
 * asked for once signed in (unless they have just signed out).
 */
export const SignedInOnly = observer(function SignedInOnly() {
  const session = usePresenter(SessionViewModel);
  const location = useLocation();
  if (session.signedIn) return <Outlet />;
  if (session.pendingVerificationEmail) return <Navigate to="/email-verification" replace />;
  // A deliberate sign-out starts afresh; an expired session or a deep link remembers the page.
  if (session.lastChange === 'signed-out') return <Navigate to="/login" replace />;
  return <Navigate to={loginPathFor(location)} replace />;
});

/**
 * Signed-out only (the auth views): a signed-in user goes to /dashboard, or to the page the login
 * remembered, e.g. when the user signed in again in another tab.
 */
export const SignedOutOnly = observer(function SignedOutOnly() {
  const session = usePresenter(SessionViewModel);
  const [params] = useSearchParams();
  if (!session.signedIn) return <Outlet />;
  return <Navigate to={safeRedirectTarget(params.get(REDIRECT_PARAM), AUTH_PATHS)} replace />;
});

/** Any other path: /dashboard when signed in, otherwise /login. */
export const UnknownPath = observer(function UnknownPath() {
  const session = usePresenter(SessionViewModel);
  return <Navigate to={session.signedIn ? DEFAULT_SIGNED_IN_PATH : AUTH_PATHS.signin} replace />;
});
