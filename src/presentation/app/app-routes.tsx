import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useInjection } from '../../di/container-context';
import { FeatureLoaderToken } from '../../di/tokens';
import { AppSplash } from './app-splash';
import { SignedInOnly, SignedOutOnly, UnknownPath } from './route-guards';
import { createScreens } from './screens';

/** The portal shell (header, tabs) is needed only once signed in: its own chunk. */
const PortalShell = lazy(() => import('./portal-shell'));

/** Spec §2.1, the route table. */
export function AppRoutes() {
  const features = useInjection(FeatureLoaderToken);
  const [s] = useState(() => createScreens(features));
  return (
    <Suspense fallback={<AppSplash />}>
      <Routes>
        <Route path="/" element={<s.LandingScreen />} />
        <Route element={<SignedOutOnly />}>
          <Route path="/login" element={<s.AuthScreen />} />
          <Route path="/signup" element={<s.AuthScreen />} />
          <Route path="/forgot-password" element={<s.AuthScreen />} />
          <Route path="/email-verification" element={<s.AuthScreen />} />
        </Route>
        <Route path="/reset-password" element={<s.AuthScreen />} />
        <Route element={<SignedInOnly />}>
          <Route element={<PortalShell />}>
            <Route path="/dashboard" element={<s.DashboardScreen />} />
            <Route path="/my-loads" element={<s.MyLoadsScreen />} />
            <Route path="/create-job" element={<s.CreateJobScreen />} />
            <Route path="/bids" element={<s.BidsScreen />} />
            <Route path="/trips" element={<s.TripsScreen />} />
            <Route path="/history" element={<s.HistoryScreen />} />
            <Route path="/history/:loadId" element={<s.LoadDetailsScreen />} />
            <Route path="/history/:loadId/bids" element={<s.BidHistoryScreen />} />
            <Route path="/profile/edit" element={<s.EditProfileScreen />} />
          </Route>
        </Route>
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
