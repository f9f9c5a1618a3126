import { ContainerModule } from 'inversify';
import { InMemoryLoadRepository } from '../../infrastructure/memory/in-memory-load-repository';
import { DemoClock } from '../../infrastructure/memory/demo/demo-clock';
import { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { MarketplaceDemoControls } from '../../infrastructure/memory/demo/demo-controls';
import type { DemoMarketplace } from '../../infrastructure/memory/demo/demo-marketplace';
import { createDemoRuntime } from '../../infrastructure/memory/demo/demo-runtime';
import { browserStorageChanges } from '../../infrastructure/storage/storage-changes';
import {
  BrowserStorage,
  ClockToken,
  DemoClockToken,
  DemoControlsToken,
  DemoGatewayToken,
  DemoMarketplaceToken,
  LoadRepositoryToken,
  SessionStoreToken,
} from '../tokens';

/** Decisions M1, demo set: in-memory adapters over the demo marketplace. */
export function sharedMemoryModule(overrides: { demoClock?: DemoClock } = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(DemoClockToken).toConstantValue(overrides.demoClock ?? new DemoClock());
    bind(ClockToken).toResolvedValue((clock: DemoClock) => clock, [DemoClockToken]);
    bind(DemoMarketplaceToken)
      .toResolvedValue(
        (storage: Storage | null, clock: DemoClock) =>
          createDemoRuntime({ storage, storageChanges: browserStorageChanges(storage), clock }),
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

