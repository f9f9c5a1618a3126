import { ContainerModule } from 'inversify';
import { SignOut } from '../../application/auth/sign-out.use-case';
import type { Clock } from '../../application/ports/clock.port';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { createHttpClient } from '../../infrastructure/http/http-client';
import { HttpLoadRepository } from '../../infrastructure/http/http-load-repository';
import { InMemoryLoadRepository } from '../../infrastructure/memory/in-memory-load-repository';
import { DemoClock } from '../../infrastructure/memory/demo/demo-clock';
import { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { MarketplaceDemoControls } from '../../infrastructure/memory/demo/demo-controls';
import { createDemoRuntime } from '../../infrastructure/memory/demo/demo-runtime';
import { LocalStorageSessionStore } from '../../infrastructure/storage/local-storage-session-store';
import { OfflineAddressLookup } from '../../infrastructure/maps/offline/offline-address-lookup';
import { GoogleAddressLookup } from '../../infrastructure/maps/google/google-address-lookup';
import { SessionViewModel } from '../../presentation/app/session.view-model';
import { ToastStore } from '../../presentation/app/toast.store';
import {
  AddressLookupToken,
  AppConfigToken,
  BrowserStorage,
  ClockToken,
  DemoClockToken,
  DemoControlsToken,
  DemoMarketplaceToken,
  HttpClient,
  LoadRepositoryToken,
  SessionStoreToken,
  SessionViewModelToken,
  SignOutToken,
  ToastStoreToken,
} from '../tokens';
import type { ServiceIdentifier } from 'inversify';
import type { DemoMarketplace } from '../../infrastructure/memory/demo/demo-marketplace';

export const DemoGatewayToken: ServiceIdentifier<DemoGateway> = Symbol('DemoGateway');

const systemClock: Clock = { now: () => new Date() };

/** Session, view-state singletons and shared use cases: the same in every mode. */
export function sharedCoreModule(config: AppConfig, storage: Storage | null): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AppConfigToken).toConstantValue(config);
    bind(BrowserStorage).toConstantValue(storage);
    bind(SessionStoreToken)
      .toResolvedValue((s: Storage | null) => new LocalStorageSessionStore(s), [BrowserStorage])
      .inSingletonScope();
    bind(SessionViewModelToken)
      .toResolvedValue((store) => new SessionViewModel(store), [SessionStoreToken])
      .inSingletonScope();
    bind(ToastStoreToken).toResolvedValue(() => new ToastStore()).inSingletonScope();
    bind(SignOutToken).toResolvedValue((store) => new SignOut(store), [SessionStoreToken]);
  });
}

/** Decisions M1, API set: HTTP adapters over one axios instance. */
export function sharedHttpModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ClockToken).toConstantValue(systemClock);
    bind(HttpClient)
      .toResolvedValue((session) => createHttpClient(config.apiBaseUrl ?? '', session), [SessionStoreToken])
      .inSingletonScope();
    bind(LoadRepositoryToken)
      .toResolvedValue((http) => new HttpLoadRepository(http), [HttpClient])
      .inSingletonScope();
  });
}

/** Decisions M1, demo set: in-memory adapters over the demo marketplace. */
export function sharedMemoryModule(overrides: { demoClock?: DemoClock } = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(DemoClockToken).toConstantValue(overrides.demoClock ?? new DemoClock());
    bind(ClockToken).toResolvedValue((clock: DemoClock) => clock, [DemoClockToken]);
    bind(DemoMarketplaceToken)
      .toResolvedValue(
        (storage: Storage | null, clock: DemoClock) => createDemoRuntime({ storage, clock }),
        [BrowserStorage, DemoClockToken],
      )
      .inSingletonScope();
    bind(DemoGatewayToken)
      .toResolvedValue((marketplace: DemoMarketplace, session) => new DemoGateway(marketplace, session), [
        DemoMarketplaceToken,
        SessionStoreToken,
      ])
      .inSingletonScope();
    bind(DemoControlsToken)
      .toResolvedValue(
        (marketplace: DemoMarketplace, clock: DemoClock) => new MarketplaceDemoControls(marketplace, clock),
        [DemoMarketplaceToken, DemoClockToken],
      )
      .inSingletonScope();
    bind(LoadRepositoryToken)
      .toResolvedValue((gateway: DemoGateway) => new InMemoryLoadRepository(gateway), [DemoGatewayToken])
      .inSingletonScope();
  });
}

/** Decisions M2: Google adapters with a key, the offline gazetteer without. */
export function mapsModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const key = config.mapsApiKey;
    bind(AddressLookupToken)
      .toResolvedValue(() => (key ? new GoogleAddressLookup(key) : new OfflineAddressLookup()))
      .inSingletonScope();
  });
}
