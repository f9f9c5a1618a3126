import { Container, type ContainerModule } from 'inversify';
import { FEATURES } from '../features';
import type { AppConfig } from '../infrastructure/config/app-config';
import { browserStorage, type ContainerOverrides } from './container-options';
import { FeatureLoader, FeatureLoaderToken, featureModulePath } from './feature-loader';
import { landingModule } from './modules/landing.module';
import { portalModule } from './modules/portal.module';
import { mapsModule } from './modules/maps.module';
import { sharedCoreModule } from './modules/shared.module';
import { sharedHttpModule } from './modules/shared-http.module';
import { sharedMemoryModule } from './modules/shared-memory.module';
import { FeatureLoading } from '../presentation/app/feature-loading';
import { SessionStore } from '../application/ports/session-store.port';

export type { ContainerOverrides } from './container-options';

const MODULES = import.meta.glob<ContainerModule>('./features/*.module.ts', {
  eager: true,
  import: 'default',
});

/**
 * Every binding of a mode at once, synchronously: for tests and tools. The app itself uses
 * `createAppContainer`, which loads features on demand.
 */
export function createContainer(config: AppConfig, overrides: ContainerOverrides = {}): Container {
  const container = new Container({ defaultScope: 'Transient' });
  const storage = overrides.storage !== undefined ? overrides.storage : browserStorage();
  const mode = config.mode === 'http' ? 'http' : 'memory';
  const featureModules = FEATURES.flatMap(({ name }) =>
    [featureModulePath(name), featureModulePath(name, mode)].map((path) => {
      const module = MODULES[path];
      if (!module) throw new Error(`No module file ${path}`);
      return module;
    }),
  );
  container.load(
    sharedCoreModule(config, storage),
    landingModule,
    mode === 'http'
      ? sharedHttpModule(config)
      : sharedMemoryModule({ demoClock: overrides.demoClock }),
    mapsModule(config),
    ...featureModules,
  );
  container.load(portalModule(storage, container.get(SessionStore)));
  const loader = new FeatureLoader(
    container,
    mode,
    () => Promise.resolve(),
    FEATURES.map((f) => f.name),
  );
  container.bind(FeatureLoaderToken).toConstantValue(loader);
  container.bind(FeatureLoading).toConstantValue(loader);
  return container;
}
