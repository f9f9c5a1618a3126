import type { ServiceIdentifier } from 'inversify';
import type { AddressLookup } from '../application/ports/address-lookup.port';
import type { AttachmentDownloader } from '../application/ports/attachment-downloader.port';
import type { AuthGateway } from '../application/ports/auth-gateway.port';
import type { BidRepository } from '../application/ports/bid-repository.port';
import type { Clock } from '../application/ports/clock.port';
import type { DashboardRepository } from '../application/ports/dashboard-repository.port';
import type { DemoControls } from '../application/ports/demo-controls.port';
import type { DraftStore } from '../application/ports/draft-store.port';
import type { KeptFiles } from '../application/ports/kept-files.port';
import type { LoadFormOptions, LoadPublisher } from '../application/ports/load-publisher.port';
import type { LoadRepository } from '../application/ports/load-repository.port';
import type { PageVisibility } from '../application/ports/page-visibility.port';
import type { PastAddressReader } from '../application/repeat/past-addresses';
import type { ProfileEditsStore } from '../application/ports/profile-edits-store.port';
import type { ProfileRepository } from '../application/ports/profile-repository.port';
import type { SessionStore } from '../application/ports/session-store.port';
import type { SeenBidsStore } from '../application/ports/seen-bids-store.port';
import type { Timers } from '../application/ports/timers.port';
import type { TripRepository } from '../application/ports/trip-repository.port';
import type { WaitingList } from '../application/ports/waiting-list.port';

/**
 * The ports the composition root binds per mode, one Symbol each, named like the interface.
 * Presenters are bound by their class; the mode's internal pieces (the HTTP client, the demo
 * backend) are declared by the module files that bind them.
 */
const token = <T>(name: string): ServiceIdentifier<T> => Symbol(name);

export const SessionStoreToken = token<SessionStore>('SessionStore');
export const ClockToken = token<Clock>('Clock');
export const TimersToken = token<Timers>('Timers');
export const PageVisibilityToken = token<PageVisibility>('PageVisibility');
/** Work kept on this device per user: the Create Job draft, profile edits, their files. */
export const DraftStoreToken = token<DraftStore>('DraftStore');
export const ProfileEditsStoreToken = token<ProfileEditsStore>('ProfileEditsStore');
export const KeptFilesToken = token<KeptFiles>('KeptFiles');
/**
 * The shipper's past loads and addresses, read once for a screen: its address fields' recent
 * addresses and Create Job's usual price share the read.
 */
export const PastAddressReaderToken = token<PastAddressReader>('PastAddressReader');
/** Which bids the shipper has seen, per load, kept on this device per user. */
export const SeenBidsStoreToken = token<SeenBidsStore>('SeenBidsStore');

export const AddressLookupToken = token<AddressLookup>('AddressLookup');
export const AuthGatewayToken = token<AuthGateway>('AuthGateway');
export const WaitingListToken = token<WaitingList>('WaitingList');
export const DashboardRepositoryToken = token<DashboardRepository>('DashboardRepository');
export const LoadRepositoryToken = token<LoadRepository>('LoadRepository');
export const LoadPublisherToken = token<LoadPublisher>('LoadPublisher');
export const LoadFormOptionsToken = token<LoadFormOptions>('LoadFormOptions');
export const BidRepositoryToken = token<BidRepository>('BidRepository');
export const TripRepositoryToken = token<TripRepository>('TripRepository');
export const AttachmentDownloaderToken = token<AttachmentDownloader>('AttachmentDownloader');
export const ProfileRepositoryToken = token<ProfileRepository>('ProfileRepository');
/** Demo mode only. */
export const DemoControlsToken = token<DemoControls>('DemoControls');
