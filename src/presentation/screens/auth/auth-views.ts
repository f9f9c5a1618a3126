import { AUTH_PATHS } from '../../../features';

/** The auth screen's views, each on its own path. */
export type AuthView = keyof typeof AUTH_PATHS;

/** Each view's page title, as its heading names it. */
export const AUTH_VIEW_TITLES: Readonly<Record<AuthView, string>> = {
  signin: 'Sign in',
  signup: 'Create your account',
  'forgot-password': 'Forgot your password?',
  'reset-password': 'Choose a new password',
  'verify-email': 'Verify your email',
};

/** The view a path shows; an unknown path shows sign in. */
export function authViewFor(pathname: string): AuthView {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = Object.entries(AUTH_PATHS).find(([, p]) => p === path);
  return (entry?.[0] as AuthView | undefined) ?? 'signin';
}

/**
 * A pending verification forces the verify view, except on the reset view, which
 * anyone may open from an e-mail link. The verify view with nothing to verify leaves by itself:
 * a code it has just sent also ends the verification, and the view then goes on where the code
 * leads (into the portal, or to sign in with a notice), not straight to sign in.
 */
export function effectiveAuthView(
  view: AuthView,
  pendingVerificationEmail: string | null,
): AuthView {
  return pendingVerificationEmail && view !== 'reset-password' ? 'verify-email' : view;
}

/** What a finished step asks the screen to do. */
export interface AuthNavigation {
  readonly to: string;
  /** Carried to the sign-in view: an e-mail to prefill and a message to show. */
  readonly notice?: { readonly email: string; readonly message: string };
}
