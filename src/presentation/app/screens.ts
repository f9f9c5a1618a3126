import { lazy } from 'react';

/**
 * Every screen is its own chunk (issue 2: portal screens load lazily, one chunk per screen).
 * Each feature owns the file its screen lives in.
 */
export const LandingScreen = lazy(() => import('../features/landing/landing.screen'));
export const AuthScreen = lazy(() => import('../features/auth/auth.screen'));
export const DashboardScreen = lazy(() => import('../features/dashboard/dashboard.screen'));
export const MyLoadsScreen = lazy(() => import('../features/my-loads/my-loads.screen'));
export const CreateJobScreen = lazy(() => import('../features/create-job/create-job.screen'));
export const BidsScreen = lazy(() => import('../features/bids/bids.screen'));
export const TripsScreen = lazy(() => import('../features/trips/trips.screen'));
export const HistoryScreen = lazy(() => import('../features/history/history.screen'));
export const LoadDetailsScreen = lazy(() => import('../features/history/load-details.screen'));
export const BidHistoryScreen = lazy(() => import('../features/history/bid-history.screen'));
export const EditProfileScreen = lazy(() => import('../features/profile/edit-profile.screen'));
