import { Container } from 'inversify';
import type { AppConfig } from '../infrastructure/config/app-config';
import { browserStorage, type ContainerOverrides } from './container-options';
import { FeatureLoader, FeatureLoaderToken } from './feature-loader';
import { landingModule } from './modules/landing.module';
import { sharedCoreModule } from './modules/shared.module';
import { FeatureLoading } from '../presentation/app/feature-loading';
import { SessionStore } from '../application/ports/session-store.port';

/**
 * The app's composition root, ready for the first render at once: the shared core and the landing
 * page's bindings now; the adapter set of the mode (HTTP with an API base URL, else demo) and the
 * maps adapters when first asked for (`FeatureLoader.ready()`); each feature
 * when its screen first opens.
 */
export function createAppContainer(
  config: AppConfig,
  overrides: ContainerOverrides = {},
): Container {
  const container = new Container({ defaultScope: 'Transient' });
  const storage = overrides.storage !== undefined ? overrides.storage : browserStorage();
  container.load(sharedCoreModule(config, storage), landingModule);
  const loadBase = () =>
    Promise.all([
      config.mode === 'http'
        ? import('./modules/shared-http.module').then((m) => m.sharedHttpModule(config))
        : import('./modules/shared-memory.module').then((m) =>
            m.sharedMemoryModule({ demoClock: overrides.demoClock }),
          ),
      import('./modules/maps.module').then((m) => m.mapsModule(config)),
      import('./modules/portal.module').then((m) =>
        m.portalModule(storage, container.get(SessionStore)),
      ),
    ]).then((modules) => {
      container.load(...modules);
    });
  const loader = new FeatureLoader(container, config.mode === 'http' ? 'http' : 'memory', loadBase);
  container.bind(FeatureLoaderToken).toConstantValue(loader);
  container.bind(FeatureLoading).toConstantValue(loader);
  return container;
}
