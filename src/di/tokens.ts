import type { ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { AppConfig } from '../infrastructure/config/app-config';
import type { SessionStore } from '../application/ports/session-store.port';
import type { Clock } from '../application/ports/clock.port';
import type { LoadRepository } from '../application/ports/load-repository.port';
import type { BidRepository } from '../application/ports/bid-repository.port';
import type { AddressLookup } from '../application/ports/address-lookup.port';
import type { RouteMapLoader } from '../application/ports/route-map.port';
import type { SignOut } from '../application/auth/sign-out.use-case';
import type { DemoMarketplace } from '../infrastructure/memory/demo/demo-marketplace';
import type { DemoClock } from '../infrastructure/memory/demo/demo-clock';
import type { DemoGateway } from '../infrastructure/memory/demo/demo-gateway';
import type { FeatureLoader } from './feature-loader';
import type { SessionViewModel } from '../presentation/app/session.view-model';
import type { ToastStore } from '../presentation/app/toast.store';
import type { DemoControls } from '../application/ports/demo-controls.port';
import type { WaitingList } from '../application/ports/waiting-list.port';
import type { KeptFiles } from '../application/ports/kept-files.port';
import type { DraftStore } from '../application/ports/draft-store.port';
import type { ProfileEditsStore } from '../application/ports/profile-edits-store.port';
import type { Timers } from '../application/ports/timers.port';

/**
 * Shared tokens: one Symbol per port or singleton, named like the interface it stands for.
 * Each feature keeps its own tokens beside its module in `src/di/modules/`.
 */
export const AppConfigToken: ServiceIdentifier<AppConfig> = Symbol('AppConfig');
export const BrowserStorage: ServiceIdentifier<Storage | null> = Symbol('BrowserStorage');
export const SessionStoreToken: ServiceIdentifier<SessionStore> = Symbol('SessionStore');
export const ClockToken: ServiceIdentifier<Clock> = Symbol('Clock');
export const TimersToken: ServiceIdentifier<Timers> = Symbol('Timers');
/** Files of unsent work (drafts, a new photo), kept beside it on this device. */
export const KeptFilesToken: ServiceIdentifier<KeptFiles> = Symbol('KeptFiles');
/** The Create Job draft and unsaved profile edits, kept on this device per user. */
export const DraftStoreToken: ServiceIdentifier<DraftStore> = Symbol('DraftStore');
export const ProfileEditsStoreToken: ServiceIdentifier<ProfileEditsStore> = Symbol('ProfileEditsStore');
export const HttpClient: ServiceIdentifier<AxiosInstance> = Symbol('HttpClient');
export const LoadRepositoryToken: ServiceIdentifier<LoadRepository> = Symbol('LoadRepository');
/** Bound by the bids feature module (HTTP or in-memory); Bid History uses it too. */
export const BidRepositoryToken: ServiceIdentifier<BidRepository> = Symbol('BidRepository');
export const AddressLookupToken: ServiceIdentifier<AddressLookup> = Symbol('AddressLookup');
/** The route preview map (Google with a key, the offline sketch without), loaded when first asked. */
export const RouteMapLoaderToken: ServiceIdentifier<RouteMapLoader> = Symbol('RouteMapLoader');
export const SignOutToken: ServiceIdentifier<SignOut> = Symbol('SignOut');
export const DemoMarketplaceToken: ServiceIdentifier<DemoMarketplace> = Symbol('DemoMarketplace');
export const DemoClockToken: ServiceIdentifier<DemoClock> = Symbol('DemoClock');
export const SessionViewModelToken: ServiceIdentifier<SessionViewModel> = Symbol('SessionViewModel');
export const ToastStoreToken: ServiceIdentifier<ToastStore> = Symbol('ToastStore');
/**
 * The beta waiting list (spec §2.3): bound by the auth feature's adapter files, used by the
 * landing page, which loads that feature only when a visitor first submits.
 */
export const WaitingListToken: ServiceIdentifier<WaitingList> = Symbol('WaitingList');
/** Loads a feature's bindings on first use (its screen's chunk). */
export const FeatureLoaderToken: ServiceIdentifier<FeatureLoader> = Symbol('FeatureLoader');
/** Demo mode only: the in-memory adapters' gateway to the demo marketplace. */
export const DemoGatewayToken: ServiceIdentifier<DemoGateway> = Symbol('DemoGateway');
/** Bound in demo mode only. */
export const DemoControlsToken: ServiceIdentifier<DemoControls> = Symbol('DemoControls');
