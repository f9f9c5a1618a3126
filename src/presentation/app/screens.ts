import { lazy } from 'react';
import type { FeatureLoader, FeatureName } from '../../di/feature-loader';
import LandingScreen from '../features/landing/landing.screen';

/**
 * Every portal screen is its own chunk, and its feature's bindings load with it (issue 2: portal
 * screens load lazily, one chunk per screen; issue 3: bundle budgets).
 */
export function createScreens(features: FeatureLoader) {
  // The screen's chunk and its feature's bindings (and those of any other feature it reads from)
  // download side by side, not one after the other.
  const screen = (
    feature: FeatureName,
    load: () => Promise<{ default: React.ComponentType }>,
    alsoNeeds: readonly FeatureName[] = [],
  ) =>
    lazy(() =>
      Promise.all([load(), features.ensure(feature), ...alsoNeeds.map((f) => features.ensure(f))]).then(
        ([module]) => module,
      ),
    );
  return {
    // The first page of most visits, in the entry: no chunk to wait for before it paints. It needs
    // no feature: its form loads the waiting list on the first submit.
    LandingScreen,
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
    // Bid History reads the bids feature's repository.
    BidHistoryScreen: screen('history', () => import('../features/history/bid-history.screen'), ['bids']),
    EditProfileScreen: screen('profile', () => import('../features/profile/edit-profile.screen')),
  };
}

export type Screens = ReturnType<typeof createScreens>;
