import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { ScreenFallback } from './screen-fallback';
import { SignedInOnly, SignedOutOnly, UnknownPath } from './route-guards';
import type { Preloadable } from './preloadable';
import type { Screens } from './screens';

/** What a route of the table says about its first visit: what to preload, who may see it. */
interface RouteHandle {
  readonly preload?: () => Promise<void>;
  /** The guard's condition: `in` signed in, `out` signed out. */
  readonly session?: 'in' | 'out';
}

const screenRoute = (path: string, Screen: Preloadable): RouteObject => ({
  path,
  element: <Screen />,
  handle: { preload: Screen.preload } satisfies RouteHandle,
});

/** Spec §2.1, the route table. */
export function createRoutes(s: Screens): RouteObject[] {
  return [
    { path: '/', element: <s.LandingScreen /> },
    {
      element: <SignedOutOnly />,
      handle: { session: 'out' } satisfies RouteHandle,
      children: ['/login', '/signup', '/forgot-password', '/email-verification'].map((path) =>
        screenRoute(path, s.AuthScreen),
      ),
    },
    screenRoute('/reset-password', s.AuthScreen),
    {
      element: <SignedInOnly />,
      handle: { session: 'in' } satisfies RouteHandle,
      children: [
        {
          element: <s.PortalShell />,
          handle: { preload: s.PortalShell.preload } satisfies RouteHandle,
          children: [
            screenRoute('/dashboard', s.DashboardScreen),
            screenRoute('/my-loads', s.MyLoadsScreen),
            screenRoute('/create-job', s.CreateJobScreen),
            screenRoute('/bids', s.BidsScreen),
            screenRoute('/trips', s.TripsScreen),
            screenRoute('/history', s.HistoryScreen),
            screenRoute('/history/:loadId', s.LoadDetailsScreen),
            screenRoute('/history/:loadId/bids', s.BidHistoryScreen),
            screenRoute('/profile/edit', s.EditProfileScreen),
          ],
        },
      ],
    },
    { path: '*', element: <UnknownPath /> },
  ];
}

/**
 * Loads what the route at `pathname` renders (portal shell, screen, feature) so that the first
 * render paints it without a fallback. A route its guard will redirect from loads nothing. Never
 * rejects: a chunk that fails here fails again, visibly, when the screen renders.
 */
export async function warmRoute(routes: RouteObject[], pathname: string, signedIn: boolean): Promise<void> {
  const handles = (matchRoutes(routes, pathname) ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);
  if (handles.some((h) => (h.session === 'in' && !signedIn) || (h.session === 'out' && signedIn))) return;
  const loads = handles.flatMap((h) => (h.preload ? [h.preload()] : []));
  await Promise.all(loads).catch(() => undefined);
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return <Suspense fallback={<ScreenFallback />}>{useRoutes(routes)}</Suspense>;
}
