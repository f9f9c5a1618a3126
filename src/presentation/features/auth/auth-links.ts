import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REDIRECT_PARAM } from '../../app/route-guards';
import { AUTH_VIEW_PATHS, type AuthNavigation } from './auth-views';

/** The remembered page (spec §2.1, decisions Q21) from the address, or null. */
export function redirectParam(search: string): string | null {
  return new URLSearchParams(search).get(REDIRECT_PARAM);
}

/** Keeps the remembered page while moving between auth views. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : path;
}

const AUTH_PATHS = new Set(Object.values(AUTH_VIEW_PATHS));

/**
 * The remembered page of the current address, and a function that carries out a finished step:
 * to another auth view (keeping the remembered page and any notice) or into the portal.
 */
export function useAuthNavigation(): {
  redirect: string | null;
  go: (next: AuthNavigation | null) => void;
} {
  const navigate = useNavigate();
  const { search } = useLocation();
  const redirect = redirectParam(search);
  const go = useCallback(
    (next: AuthNavigation | null) => {
      if (!next) return;
      const to = AUTH_PATHS.has(next.to) ? withRedirect(next.to, redirect) : next.to;
      void navigate(to, { replace: true, state: next.notice ? { notice: next.notice } : null });
    },
    [navigate, redirect],
  );
  return { redirect, go };
}
