import { lazy } from 'react';
import type { FeatureLoader, FeatureName } from '../../di/feature-loader';

/**
 * Every screen is its own chunk, and its feature's bindings load with it (issue 2: portal screens
 * load lazily, one chunk per screen; issue 3: bundle budgets).
 */
export function createScreens(features: FeatureLoader) {
  const screen = <T extends { default: React.ComponentType }>(feature: FeatureName, load: () => Promise<T>) =>
    lazy(() => features.ensure(feature).then(load));
  return {
    // The landing page waits for no feature: its form loads the waiting list on first submit.
    LandingScreen: lazy(() => import('../features/landing/landing.screen')),
    AuthScreen: screen('auth', () => import('../features/auth/auth.screen')),
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
