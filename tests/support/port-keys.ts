import { namesInSrc } from './src-names';
import { AddressLookup } from '../../src/application/ports/address-lookup.port';
import { AttachmentDownloader } from '../../src/application/ports/attachment-downloader.port';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { BidRepository } from '../../src/application/ports/bid-repository.port';
import { Clock } from '../../src/application/ports/clock.port';
import { Connection } from '../../src/application/ports/connection.port';
import { DashboardRepository } from '../../src/application/ports/dashboard-repository.port';
import { DemoControls } from '../../src/application/ports/demo-controls.port';
import { DevicePush, PushServer } from '../../src/application/ports/push-notifications.port';
import { DraftStore } from '../../src/application/ports/draft-store.port';
import { FileSaver } from '../../src/application/ports/file-saver.port';
import { ImportStore } from '../../src/application/ports/import-store.port';
import { KeptFiles } from '../../src/application/ports/kept-files.port';
import { LiveUpdates } from '../../src/application/ports/live-updates.port';
import { LoadFormOptions } from '../../src/application/ports/load-publisher.port';
import { LoadPublisher } from '../../src/application/ports/load-publisher.port';
import { LoadRepository } from '../../src/application/ports/load-repository.port';
import { PageVisibility } from '../../src/application/ports/page-visibility.port';
import { PortalUpdates } from '../../src/application/ports/portal-updates.port';
import { PastAddressReader } from '../../src/application/repeat/past-addresses';
import { ProfileEditsStore } from '../../src/application/ports/profile-edits-store.port';
import { ProfileRepository } from '../../src/application/ports/profile-repository.port';
import { RouteMapLoader } from '../../src/application/ports/route-map.port';
import { SeenBidsStore } from '../../src/application/ports/seen-bids-store.port';
import { SessionStore } from '../../src/application/ports/session-store.port';
import { Timers } from '../../src/application/ports/timers.port';
import { TripRepository } from '../../src/application/ports/trip-repository.port';
import { WaitingList } from '../../src/application/ports/waiting-list.port';

/** Every port's key, by the port's name. */
export const PORT_KEYS = {
  AddressLookup,
  AttachmentDownloader,
  AuthGateway,
  BidRepository,
  Clock,
  Connection,
  DashboardRepository,
  DemoControls,
  DevicePush,
  DraftStore,
  FileSaver,
  ImportStore,
  KeptFiles,
  LiveUpdates,
  LoadFormOptions,
  LoadPublisher,
  LoadRepository,
  PageVisibility,
  PastAddressReader,
  PortalUpdates,
  ProfileEditsStore,
  ProfileRepository,
  PushServer,
  RouteMapLoader,
  SeenBidsStore,
  SessionStore,
  Timers,
  TripRepository,
  WaitingList,
} as const;

/** The names of the keys declared with portKey() anywhere in src/, read from the source. */
export function portKeysDeclaredInSrc(): string[] {
  return namesInSrc(/export const (\w+) = portKey</g);
}
