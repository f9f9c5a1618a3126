import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { createRoutes, warmRoute } from '../../../src/presentation/app/app-routes';
import { preloadable } from '../../../src/presentation/app/preloadable';
import type { Screens } from '../../../src/presentation/app/screens';

/** A stand-in for every screen, counting the downloads each one is asked for. */
function fakeScreens() {
  const loads = new Map<string, number>();
  const fake = (name: string) =>
    preloadable(() => {
      loads.set(name, (loads.get(name) ?? 0) + 1);
      return Promise.resolve({ default: (() => null) as ComponentType });
    });
  const screens = {
    LandingScreen: () => <main />,
    PortalShell: fake('PortalShell'),
    AuthScreen: fake('AuthScreen'),
    DashboardScreen: fake('DashboardScreen'),
    MyLoadsScreen: fake('MyLoadsScreen'),
    CreateJobScreen: fake('CreateJobScreen'),
    BidsScreen: fake('BidsScreen'),
    TripsScreen: fake('TripsScreen'),
    HistoryScreen: fake('HistoryScreen'),
    LoadDetailsScreen: fake('LoadDetailsScreen'),
    BidHistoryScreen: fake('BidHistoryScreen'),
    EditProfileScreen: fake('EditProfileScreen'),
  } satisfies Screens;
  return { routes: createRoutes(screens), loaded: () => [...loads.keys()].sort() };
}

describe('warmRoute (issue 3: the first visit renders its screen without a fallback)', () => {
  it.each([
    ['/dashboard', ['DashboardScreen', 'PortalShell']],
    ['/my-loads', ['MyLoadsScreen', 'PortalShell']],
    ['/history/42', ['LoadDetailsScreen', 'PortalShell']],
    ['/history/42/bids', ['BidHistoryScreen', 'PortalShell']],
    ['/profile/edit', ['EditProfileScreen', 'PortalShell']],
    ['/reset-password', ['AuthScreen']],
  ])('signed in, %s loads %j', async (path, expected) => {
    const { routes, loaded } = fakeScreens();
    await warmRoute(routes, path, true);
    expect(loaded()).toEqual(expected);
  });

  it.each([
    ['/login', ['AuthScreen']],
    ['/signup', ['AuthScreen']],
    ['/reset-password', ['AuthScreen']],
  ])('signed out, %s loads %j', async (path, expected) => {
    const { routes, loaded } = fakeScreens();
    await warmRoute(routes, path, false);
    expect(loaded()).toEqual(expected);
  });

  it('loads nothing where the guard redirects, for the landing page or an unknown path', async () => {
    const { routes, loaded } = fakeScreens();
    await warmRoute(routes, '/dashboard', false);
    await warmRoute(routes, '/login', true);
    await warmRoute(routes, '/', true);
    await warmRoute(routes, '/nowhere', false);
    expect(loaded()).toEqual([]);
  });

  it('resolves when a chunk fails, leaving the failure to the screen', async () => {
    const { routes } = fakeScreens();
    const failing = preloadable(() => Promise.reject(new Error('chunk failed')));
    const shell = routes.find((r) => (r.handle as { session?: string } | undefined)?.session === 'in');
    const dashboard = shell?.children?.[0]?.children?.[0];
    expect(dashboard?.path).toBe('/dashboard');
    if (dashboard) dashboard.handle = { preload: failing.preload };
    const spy = vi.fn();
    await warmRoute(routes, '/dashboard', true).then(spy);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
