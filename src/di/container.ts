import { Container } from 'inversify';
import { FEATURES } from '../features';
import type { AppConfig } from '../infrastructure/config/app-config';
import { browserStorage, type ContainerOverrides } from './container-options';
import { FeatureLoader, FeatureLoaderToken } from './feature-loader';
import { landingModule } from './modules/landing.module';
import { portalModule } from './modules/portal.module';
import { mapsModule } from './modules/maps.module';
import { sharedCoreModule } from './modules/shared.module';
import { sharedHttpModule } from './modules/shared-http.module';
import { sharedMemoryModule } from './modules/shared-memory.module';
import { FeatureLoading } from '../presentation/app/feature-loading';
import { SessionStore } from '../application/ports/session-store.port';

export type { ContainerOverrides } from './container-options';

/**
 * Every binding of a mode at once: for tests and tools. The app itself uses `createAppContainer`,
 * which loads features on demand. Each feature's adapters are imported on loading, so this waits
 * for them.
 */
export async function createContainer(
  config: AppConfig,
  overrides: ContainerOverrides = {},
): Promise<Container> {
  const container = new Container({ defaultScope: 'Transient' });
  const storage = overrides.storage !== undefined ? overrides.storage : browserStorage();
  const mode = config.mode === 'http' ? 'http' : 'memory';
  container.load(
    sharedCoreModule(config, storage),
    landingModule,
    mode === 'http'
      ? sharedHttpModule(config)
      : sharedMemoryModule({ demoClock: overrides.demoClock }),
    mapsModule(config),
  );
  container.load(portalModule(storage, container.get(SessionStore)));
  const loader = new FeatureLoader(container, mode, () => Promise.resolve());
  container.bind(FeatureLoaderToken).toConstantValue(loader);
  container.bind(FeatureLoading).toConstantValue(loader);
  await Promise.all(FEATURES.map((f) => loader.ensure(f.name)));
  return container;
}
