import { lazy, Suspense, useState } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { Audience } from '../../features';
import LandingScreen from '../screens/landing/landing.screen';
import { AppSplash } from './app-splash';
import { usePresenter } from './container';
import { SignedInOnly, SignedOutOnly, UnknownPath } from './route-guards';
import { useSessionFollower } from './session-follower';
import { screenRoutes, type ScreenRoute } from './screens';
import { FeatureLoading } from './feature-loading';
import { SessionViewModel } from './session.view-model';
import { nextTask } from '../../lib/next-task';

/**
 * The portal shell (header, tabs) is needed only once signed in: its own chunk. MUI's theme and
 * styling engine (mui-scope) are asked for beside it, so the browser runs their modules in a task
 * of their own rather than in one long one with the shell's; the theme is made in the next.
 */
const PortalShell = lazy(() => {
  // A failed download shows as the shell's own (which imports mui-scope too).
  import('./mui-scope')
    .then(async ({ appTheme }) => {
      await nextTask();
      appTheme();
    })
    .catch(() => undefined);
  return import('./portal-shell');
});

/**
 * The route table: the landing page, then every feature's screens grouped by who may see them
 * (signed out only, anyone, signed in only inside the portal shell); any other path is redirected.
 */
export function AppRoutes() {
  const features = usePresenter(FeatureLoading);
  const session = usePresenter(SessionViewModel);
  useSessionFollower();
  const [routes] = useState(() => {
    const all = screenRoutes(features);
    // The screen of the address the portal opened on downloads from the start, beside the portal
    // shell, rather than once the shell has arrived and rendered it: on a phone, a round trip or
    // two sooner on the screen. Not a screen the visitor is about to be sent away from.
    const shown = session.signedIn ? 'in' : 'out';
    all
      .find(
        (route) =>
          (route.audience === shown || route.audience === 'any') &&
          matchPath(route.path, window.location.pathname),
      )
      ?.start();
    return all;
  });
  const routesFor = (audience: Audience) =>
    routes
      .filter((route) => route.audience === audience)
      .map(({ path, Screen }: ScreenRoute) => (
        <Route key={path} path={path} element={<Screen />} />
      ));
  return (
    <Suspense fallback={<AppSplash />}>
      <Routes>
        <Route path="/" element={<LandingScreen />} />
        <Route element={<SignedOutOnly />}>{routesFor('out')}</Route>
        {routesFor('any')}
        <Route element={<SignedInOnly />}>
          <Route element={<PortalShell />}>{routesFor('in')}</Route>
        </Route>
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
