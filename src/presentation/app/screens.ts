import type { FeatureLoader, FeatureName } from '../../di/feature-loader';
import LandingScreen from '../features/landing/landing.screen';
import { preloadable } from './preloadable';

/**
 * Every portal screen is its own chunk, and its feature's bindings load with it (issue 2: portal
 * screens load lazily, one chunk per screen; issue 3: bundle budgets). Each can be preloaded, so
 * the route of a first visit renders without a fallback (src/main.tsx).
 */
export function createScreens(features: FeatureLoader) {
  // The screen's chunk and its feature's bindings download side by side, not one after the other.
  const screen = (feature: FeatureName, load: () => Promise<{ default: React.ComponentType }>) =>
    preloadable(() => Promise.all([load(), features.ensure(feature)]).then(([module]) => module));
  return {
    // The first page of most visits, in the entry: no chunk to wait for before it paints. It needs
    // no feature: its form loads the waiting list on the first submit.
    LandingScreen,
    // The portal shell (header, tabs) is needed only once signed in: its own chunk.
    PortalShell: preloadable(() => import('./portal-shell')),
    // Sign-up is a chunk of its own inside the auth screen: a first visit to /signup loads both.
    AuthScreen: screen('auth', () =>
      import('../features/auth/auth.screen').then(async (module) => {
        await module.preloadAuthView(window.location.pathname);
        return module;
      }),
    ),
    DashboardScreen: screen('dashboard', () => import('../features/dashboard/dashboard.screen')),
    MyLoadsScreen: screen('dashboard', () => import('../features/my-loads/my-loads.screen')),
    CreateJobScreen: screen('createJob', () => import('../features/create-job/create-job.screen')),
    BidsScreen: screen('bids', () => import('../features/bids/bids.screen')),
    TripsScreen: screen('trips', () => import('../features/trips/trips.screen')),
    HistoryScreen: screen('history', () => import('../features/history/history.screen')),
    LoadDetailsScreen: screen('history', () => import('../features/history/load-details.screen')),
    BidHistoryScreen: screen('history', () => import('../features/history/bid-history.screen')),
    EditProfileScreen: screen('profile', () => import('../features/profile/edit-profile.screen')),
  };
}

export type Screens = ReturnType<typeof createScreens>;
