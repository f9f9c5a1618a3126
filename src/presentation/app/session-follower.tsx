import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useLocation } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH } from '../../domain/auth/safe-redirect';
import { useInjection } from '../../di/container-context';
import { SessionViewModelToken } from '../../di/tokens';
import { AUTH_VIEW_PATHS } from '../features/auth/auth-views';

/** Starts the page afresh at `path` (a full load: nothing of the previous user stays in memory). */
export type PageReload = (path: string) => void;

const reloadPage: PageReload = (path) => window.location.replace(path);

/**
 * Keeps this tab in step with the session every tab shares. When another tab signs in as someone
 * else, this tab starts afresh as the new user: what it holds in memory (forms, lists, drafts on
 * their way to storage) belongs to the previous one and must not be shown or written for the new.
 * It also drops the sign-up password as soon as the e-mail code view is left, however it is left.
 */
export function SessionFollower({ reload = reloadPage }: { reload?: PageReload }) {
  const session = useInjection(SessionViewModelToken);
  const { pathname } = useLocation();

  useEffect(
    () =>
      reaction(
        () => session.lastChange,
        (change) => {
          if (change === 'user-changed') reload(DEFAULT_SIGNED_IN_PATH);
        },
      ),
    [session, reload],
  );

  useEffect(() => {
    if (pathname !== AUTH_VIEW_PATHS['verify-email']) session.forgetSignupPassword();
  }, [pathname, session]);

  return null;
}
