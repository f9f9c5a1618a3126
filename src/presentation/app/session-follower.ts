import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useLocation } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH } from '../../domain/auth/safe-redirect';
import { AUTH_PATHS } from '../../features';
import { usePresenter } from './container';
import { SessionViewModel } from './session.view-model';

/** Starts the page afresh at `path` (a full load: nothing of the previous user stays in memory). */
export type PageReload = (path: string) => void;

const reloadPage: PageReload = (path) => window.location.replace(path);

/**
 * Keeps this tab in step with the session every tab shares, on every page. When another tab
 * signs in as someone else, this tab starts afresh as the new user: what it holds in memory
 * (forms, lists, drafts on their way to storage) belongs to the previous one and must be neither
 * shown nor written for the new. The password kept for the automatic sign-in after the e-mail
 * code lives only while the code view is on screen: it goes as soon as the address is anything
 * else, however the view was left.
 */
export function useSessionFollower(reload: PageReload = reloadPage): void {
  const session = usePresenter(SessionViewModel);
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
    if (pathname !== AUTH_PATHS['verify-email']) session.forgetSignupPassword();
  }, [pathname, session]);
}
