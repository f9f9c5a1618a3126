import type { ServiceIdentifier } from 'inversify';
import type { FeatureName } from '../features';
import type { RouteMapLoader } from '../application/ports/route-map.port';
import type { SessionViewModel } from './app/session.view-model';
import type { ToastStore } from './app/toast.store';
import type { DemoInboxPresenter } from './app/demo/demo-inbox.presenter';
import type { AddressSearchPresenter } from './components/address-field/address-search.presenter';
import type { ForgotPasswordPresenter } from './features/auth/forgot-password.presenter';
import type { ResetPasswordPresenter } from './features/auth/reset-password.presenter';
import type { SignInPresenter } from './features/auth/sign-in.presenter';
import type { SignUpPresenter } from './features/auth/sign-up.presenter';
import type { VerifyEmailPresenter } from './features/auth/verify-email.presenter';
import type { BidsPresenter } from './features/bids/bids.presenter';
import type { CreateJobPresenter } from './features/create-job/create-job.presenter';
import type { DashboardPresenter } from './features/dashboard/dashboard.presenter';
import type { BidHistoryPresenter } from './features/history/bid-history.presenter';
import type { HistoryPresenter } from './features/history/history.presenter';
import type { LoadDetailsPresenter } from './features/history/load-details.presenter';
import type { WaitingListPresenter } from './features/landing/waiting-list.presenter';
import type { MyLoadsPresenter } from './features/my-loads/my-loads.presenter';
import type { EditProfilePresenter } from './features/profile/edit-profile.presenter';
import type { TripsPresenter } from './features/trips/trips.presenter';

/**
 * What the screens ask the container for, one token each; `usePresenter(token)` is the only way
 * in. Nothing here runs: the composition root (`src/di/`) binds every token.
 */

/** The settings a screen shows: the support address, and whether this is the demo. */
export interface PortalSettings {
  readonly supportEmail: string;
  readonly demo: boolean;
}

/** Loads a feature's bindings before its screen shows (each feature its own download). */
export interface FeatureLoading {
  /** What every feature stands on: the mode's adapters and the maps. */
  ready(): Promise<void>;
  ensure(feature: FeatureName): Promise<void>;
}

const token = <T>(name: string): ServiceIdentifier<T> => Symbol(name);

// The shell and what every screen shares (singletons).
export const PortalSettingsToken = token<PortalSettings>('PortalSettings');
export const FeatureLoadingToken = token<FeatureLoading>('FeatureLoading');
export const SessionViewModelToken = token<SessionViewModel>('SessionViewModel');
export const ToastStoreToken = token<ToastStore>('ToastStore');
export const RouteMapLoaderToken = token<RouteMapLoader>('RouteMapLoader');
/** Demo mode only: the Demo inbox. */
export const DemoInboxPresenterToken = token<DemoInboxPresenter>('DemoInboxPresenter');

// One per mounted view (transient).
export const AddressSearchPresenterToken = token<AddressSearchPresenter>('AddressSearchPresenter');
export const WaitingListPresenterToken = token<WaitingListPresenter>('WaitingListPresenter');
export const SignInPresenterToken = token<SignInPresenter>('SignInPresenter');
export const SignUpPresenterToken = token<SignUpPresenter>('SignUpPresenter');
export const VerifyEmailPresenterToken = token<VerifyEmailPresenter>('VerifyEmailPresenter');
export const ForgotPasswordPresenterToken = token<ForgotPasswordPresenter>('ForgotPasswordPresenter');
export const ResetPasswordPresenterToken = token<ResetPasswordPresenter>('ResetPasswordPresenter');
export const DashboardPresenterToken = token<DashboardPresenter>('DashboardPresenter');
export const MyLoadsPresenterToken = token<MyLoadsPresenter>('MyLoadsPresenter');
export const CreateJobPresenterToken = token<CreateJobPresenter>('CreateJobPresenter');
export const BidsPresenterToken = token<BidsPresenter>('BidsPresenter');
export const TripsPresenterToken = token<TripsPresenter>('TripsPresenter');
export const HistoryPresenterToken = token<HistoryPresenter>('HistoryPresenter');
export const LoadDetailsPresenterToken = token<LoadDetailsPresenter>('LoadDetailsPresenter');
export const BidHistoryPresenterToken = token<BidHistoryPresenter>('BidHistoryPresenter');
export const EditProfilePresenterToken = token<EditProfilePresenter>('EditProfilePresenter');
