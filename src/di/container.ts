import { Container } from 'inversify';
import type { AppConfig } from '../infrastructure/config/app-config';
import { browserStorage, type ContainerOverrides } from './container-options';
import { FEATURES } from './features';
import { FEATURE_NAMES, FeatureLoader } from './feature-loader';
import { landingModule } from './modules/landing.module';
import { mapsModule } from './modules/maps.module';
import { sharedCoreModule } from './modules/shared.module';
import { sharedHttpModule } from './modules/shared-http.module';
import { sharedMemoryModule } from './modules/shared-memory.module';
import { FeatureLoaderToken } from './tokens';

export type { ContainerOverrides } from './container-options';

/**
 * Every binding of a mode at once, synchronously: for tests and tools. The app itself uses
 * `createAppContainer`, which loads features on demand.
 */
export function createContainer(config: AppConfig, overrides: ContainerOverrides = {}): Container {
  const container = new Container({ defaultScope: 'Transient' });
  const storage = overrides.storage !== undefined ? overrides.storage : browserStorage();
  container.load(
    sharedCoreModule(config, storage),
    landingModule,
    config.mode === 'http' ? sharedHttpModule(config) : sharedMemoryModule({ demoClock: overrides.demoClock }),
    mapsModule(config),
    ...FEATURES.flatMap((feature) => [feature.core, config.mode === 'http' ? feature.http : feature.memory]),
  );
  container.bind(FeatureLoaderToken).toConstantValue(new FeatureLoader(container, config, FEATURE_NAMES));
  return container;
}
