import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Audience } from '../../features';
import LandingScreen from '../screens/landing/landing.screen';
import { AppSplash } from './app-splash';
import { usePresenter } from './container';
import { SignedInOnly, SignedOutOnly, UnknownPath } from './route-guards';
import { useSessionFollower } from './session-follower';
import { screenRoutes, type ScreenRoute } from './screens';
import { FeatureLoading } from './feature-loading';

/** The portal shell (header, tabs) is needed only once signed in: its own chunk. */
const PortalShell = lazy(() => import('./portal-shell'));

/**
 * The route table: the landing page, then every feature's screens grouped by who may see them
 * (signed out only, anyone, signed in only inside the portal shell); any other path is redirected.
 */
export function AppRoutes() {
  const features = usePresenter(FeatureLoading);
  useSessionFollower();
  const [routes] = useState(() => screenRoutes(features));
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
