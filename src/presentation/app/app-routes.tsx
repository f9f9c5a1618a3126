import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PortalShell } from './portal-shell';
import { ScreenFallback } from './screen-fallback';
import { SignedInOnly, SignedOutOnly, UnknownPath } from './route-guards';
import {
  AuthScreen,
  BidHistoryScreen,
  BidsScreen,
  CreateJobScreen,
  DashboardScreen,
  EditProfileScreen,
  HistoryScreen,
  LandingScreen,
  LoadDetailsScreen,
  MyLoadsScreen,
  TripsScreen,
} from './screens';

/** Spec §2.1, the route table. */
export function AppRoutes() {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Routes>
        <Route path="/" element={<LandingScreen />} />
        <Route element={<SignedOutOnly />}>
          <Route path="/login" element={<AuthScreen />} />
          <Route path="/signup" element={<AuthScreen />} />
          <Route path="/forgot-password" element={<AuthScreen />} />
          <Route path="/email-verification" element={<AuthScreen />} />
        </Route>
        <Route path="/reset-password" element={<AuthScreen />} />
        <Route element={<SignedInOnly />}>
          <Route element={<PortalShell />}>
            <Route path="/dashboard" element={<DashboardScreen />} />
            <Route path="/my-loads" element={<MyLoadsScreen />} />
            <Route path="/create-job" element={<CreateJobScreen />} />
            <Route path="/bids" element={<BidsScreen />} />
            <Route path="/trips" element={<TripsScreen />} />
            <Route path="/history" element={<HistoryScreen />} />
            <Route path="/history/:loadId" element={<LoadDetailsScreen />} />
            <Route path="/history/:loadId/bids" element={<BidHistoryScreen />} />
            <Route path="/profile/edit" element={<EditProfileScreen />} />
          </Route>
        </Route>
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
