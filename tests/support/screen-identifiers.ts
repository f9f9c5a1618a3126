import { namesInSrc } from './src-names';
import type { ServiceIdentifier } from 'inversify';
import { RouteMapLoader } from '../../src/application/ports/route-map.port';
import { DemoInboxPresenter } from '../../src/presentation/app/demo/demo-inbox.presenter';
import { FeatureLoading } from '../../src/presentation/app/feature-loading';
import { PortalSettings } from '../../src/presentation/app/portal-settings';
import { PortalStatusPresenter } from '../../src/presentation/app/portal-status.presenter';
import { SessionViewModel } from '../../src/presentation/app/session.view-model';
import { ToastStore } from '../../src/presentation/app/toast.store';
import { AddressSearchPresenter } from '../../src/presentation/components/address-field/address-search.presenter';
import { ForgotPasswordPresenter } from '../../src/presentation/screens/auth/forgot-password.presenter';
import { ResetPasswordPresenter } from '../../src/presentation/screens/auth/reset-password.presenter';
import { SignInPresenter } from '../../src/presentation/screens/auth/sign-in.presenter';
import { SignUpPresenter } from '../../src/presentation/screens/auth/sign-up.presenter';
import { VerifyEmailPresenter } from '../../src/presentation/screens/auth/verify-email.presenter';
import { BidsPresenter } from '../../src/presentation/screens/bids/bids.presenter';
import { CreateJobPresenter } from '../../src/presentation/screens/create-job/create-job.presenter';
import { DashboardPresenter } from '../../src/presentation/screens/dashboard/dashboard.presenter';
import { BidHistoryPresenter } from '../../src/presentation/screens/history/bid-history.presenter';
import { HistoryPresenter } from '../../src/presentation/screens/history/history.presenter';
import { LoadDetailsPresenter } from '../../src/presentation/screens/history/load-details.presenter';
import { ImportJobsPresenter } from '../../src/presentation/screens/import-jobs/import-jobs.presenter';
import { WaitingListPresenter } from '../../src/presentation/screens/landing/waiting-list.presenter';
import { MyLoadsPresenter } from '../../src/presentation/screens/my-loads/my-loads.presenter';
import { EditProfilePresenter } from '../../src/presentation/screens/profile/edit-profile.presenter';
import { TripsPresenter } from '../../src/presentation/screens/trips/trips.presenter';

/** What the shell shares: one for the app's life. */
export const SHARED_VIEW_STATE = {
  PortalSettings,
  FeatureLoading,
  SessionViewModel,
  ToastStore,
  PortalStatusPresenter,
  RouteMapLoader,
} as const;

/**
 * Everything a view asks the container for, by the name it is asked by: the shared view state,
 * then each view's own presenter (one per mounted view).
 */
export const SCREEN_IDENTIFIERS: Readonly<Record<string, ServiceIdentifier<unknown>>> = {
  ...SHARED_VIEW_STATE,
  DemoInboxPresenter,
  AddressSearchPresenter,
  WaitingListPresenter,
  SignInPresenter,
  SignUpPresenter,
  VerifyEmailPresenter,
  ForgotPasswordPresenter,
  ResetPasswordPresenter,
  DashboardPresenter,
  MyLoadsPresenter,
  CreateJobPresenter,
  ImportJobsPresenter,
  BidsPresenter,
  TripsPresenter,
  HistoryPresenter,
  LoadDetailsPresenter,
  BidHistoryPresenter,
  EditProfilePresenter,
};

/** The names `usePresenter(…)` is called with anywhere in src/, read from the source. */
export function namesAskedForInSrc(): string[] {
  return namesInSrc(/usePresenter\((\w+)\)/g);
}
