import 'reflect-metadata';
import { Container } from 'inversify';
import type { AppConfig } from '../infrastructure/config/app-config';
import type { DemoClock } from '../infrastructure/memory/demo/demo-clock';
import { FEATURES } from './features';
import { mapsModule, sharedCoreModule, sharedHttpModule, sharedMemoryModule } from './modules/shared.module';

export interface ContainerOverrides {
  /** Browser storage; tests pass an in-memory one, or null. */
  readonly storage?: Storage | null;
  readonly demoClock?: DemoClock;
}

/** The composition root: core plus the adapter sets the configuration picks (decisions M1, M2). */
export function createContainer(config: AppConfig, overrides: ContainerOverrides = {}): Container {
  const container = new Container({ defaultScope: 'Transient' });
  const storage = overrides.storage !== undefined ? overrides.storage : browserStorage();
  container.load(
    sharedCoreModule(config, storage),
    config.mode === 'http' ? sharedHttpModule(config) : sharedMemoryModule({ demoClock: overrides.demoClock }),
    mapsModule(config),
    ...FEATURES.flatMap((feature) => [feature.core, config.mode === 'http' ? feature.http : feature.memory]),
  );
  return container;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
