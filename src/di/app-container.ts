import 'reflect-metadata';
import { Container } from 'inversify';
import type { AppConfig } from '../infrastructure/config/app-config';
import { FeatureLoader } from './feature-loader';
import { sharedCoreModule } from './modules/shared.module';
import { FeatureLoaderToken } from './tokens';
import { browserStorage, type ContainerOverrides } from './container-options';

/**
 * The app's composition root (decisions M1, M2): the shared core now, the mode's adapter set and
 * the maps adapters as soon as their chunk arrives, and each feature when its screen first opens.
 */
export async function createAppContainer(config: AppConfig, overrides: ContainerOverrides = {}): Promise<Container> {
  const container = new Container({ defaultScope: 'Transient' });
  const storage = overrides.storage !== undefined ? overrides.storage : browserStorage();
  container.load(sharedCoreModule(config, storage));
  const [adapters, maps] = await Promise.all([
    config.mode === 'http'
      ? import('./modules/shared-http.module').then((m) => m.sharedHttpModule(config))
      : import('./modules/shared-memory.module').then((m) => m.sharedMemoryModule({ demoClock: overrides.demoClock })),
    import('./modules/maps.module').then((m) => m.mapsModule(config)),
  ]);
  container.load(adapters, maps);
  container.bind(FeatureLoaderToken).toConstantValue(new FeatureLoader(container, config));
  return container;
}
