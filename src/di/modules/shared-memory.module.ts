import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { SignOut } from '../../application/auth/sign-out.use-case';
import { InMemoryLiveUpdates } from '../../infrastructure/memory/in-memory-live-updates';
import { InMemoryLoadRepository } from '../../infrastructure/memory/in-memory-load-repository';
import { DemoClock } from '../../infrastructure/memory/demo/demo-clock';
import { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { MarketplaceDemoControls } from '../../infrastructure/memory/demo/demo-controls';
import type { DemoMarketplace } from '../../infrastructure/memory/demo/demo-marketplace';
import { createDemoRuntime } from '../../infrastructure/memory/demo/demo-runtime';
import { SystemTimers } from '../../infrastructure/platform/system-timers';
import { browserStorageChanges } from '../../infrastructure/storage/storage-changes';
import { DemoGatewayToken } from './adapter-sets';
import { BrowserStorageToken } from './shared.module';
import { DemoInboxPresenter } from '../../presentation/app/demo/demo-inbox.presenter';
import { Clock } from '../../application/ports/clock.port';
import { DemoControls } from '../../application/ports/demo-controls.port';
import { LiveUpdates } from '../../application/ports/live-updates.port';
import { LoadRepository } from '../../application/ports/load-repository.port';
import { SessionStore } from '../../application/ports/session-store.port';

/** The demo backend: its clock and the marketplace (the gateway's key is in adapter-sets). */
export const DemoClockToken: ServiceIdentifier<DemoClock> = Symbol('DemoClock');
export const DemoMarketplaceToken: ServiceIdentifier<DemoMarketplace> = Symbol('DemoMarketplace');
/** The simulation's own timers, apart from the screens' (the demo build reports both to tests). */
export const DemoTimersToken: ServiceIdentifier<SystemTimers> = Symbol('DemoTimers');

/** What every in-memory adapter stands on, used in demo mode (no API base URL). */
export function sharedMemoryModule(overrides: { demoClock?: DemoClock } = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(DemoClockToken).toConstantValue(overrides.demoClock ?? new DemoClock());
    bind(Clock).toResolvedValue((clock: DemoClock) => clock, [DemoClockToken]);
    bind(DemoTimersToken).toConstantValue(new SystemTimers());
    bind(DemoMarketplaceToken)
      .toResolvedValue(
        (storage: Storage | null, clock: DemoClock, timers: SystemTimers) =>
          createDemoRuntime({
            storage,
            storageChanges: browserStorageChanges(storage),
            clock,
            timers,
          }),
        [BrowserStorageToken, DemoClockToken, DemoTimersToken],
      )
      .inSingletonScope();
    bind(DemoGatewayToken)
      .toResolvedValue(
        (marketplace: DemoMarketplace, session: SessionStore) =>
          new DemoGateway(marketplace, session),
        [DemoMarketplaceToken, SessionStore],
      )
      .inSingletonScope();
    bind(DemoControls)
      .toResolvedValue(
        (marketplace: DemoMarketplace, clock: DemoClock) =>
          new MarketplaceDemoControls(marketplace, clock),
        [DemoMarketplaceToken, DemoClockToken],
      )
      .inSingletonScope();
    bind(DemoInboxPresenter).toResolvedValue(
      (controls: DemoControls, session: SessionStore) =>
        new DemoInboxPresenter(controls, new SignOut(session)),
      [DemoControls, SessionStore],
    );
    bind(LoadRepository)
      .toResolvedValue(
        (gateway: DemoGateway) => new InMemoryLoadRepository(gateway),
        [DemoGatewayToken],
      )
      .inSingletonScope();
    // One channel for the page, whichever screens listen to it.
    bind(LiveUpdates)
      .toResolvedValue(
        (gateway: DemoGateway) => new InMemoryLiveUpdates(gateway),
        [DemoGatewayToken],
      )
      .inSingletonScope();
  });
}
