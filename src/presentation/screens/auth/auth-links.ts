import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REDIRECT_PARAM } from '../../app/route-guards';
import { AUTH_PATHS } from '../../../features';
import type { AuthNavigation } from './auth-views';

/** The page a signed-out visitor was going to, as the address remembers it, or null. */
export function redirectParam(search: string): string | null {
  return new URLSearchParams(search).get(REDIRECT_PARAM);
}

/** Keeps the remembered page while moving between auth views. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : path;
}

/** The page to return to once signed in, as the current address remembers it. */
export function useRedirect(): string | null {
  return redirectParam(useLocation().search);
}

/** An auth presenter whose step can end elsewhere: it says where, the view goes. */
export interface AuthOutcome {
  /** Where the last step leads; null while the view stays. */
  readonly navigateTo: AuthNavigation | null;
  /** The view went there. */
  navigated(): void;
}

const AUTH_PAGES: ReadonlySet<string> = new Set(Object.values(AUTH_PATHS));

/**
 * Goes, once, where the presenter's last step leads: to another auth view (keeping the
 * remembered page, and handing over any notice) or into the portal. The address is replaced, so
 * Back does not return to a form already sent.
 */
export function useAuthOutcome(presenter: AuthOutcome): void {
  const navigate = useNavigate();
  const redirect = useRedirect();
  const next = presenter.navigateTo;
  useEffect(() => {
    if (!next) return;
    presenter.navigated();
    const to = AUTH_PAGES.has(next.to) ? withRedirect(next.to, redirect) : next.to;
    void navigate(to, { replace: true, state: next.notice ? { notice: next.notice } : null });
  }, [next, presenter, navigate, redirect]);
}
