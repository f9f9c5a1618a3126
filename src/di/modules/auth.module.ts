import { ContainerModule } from 'inversify';
import type { FeatureModules } from './feature-module';

/** The auth feature's bindings (tokens beside them in this file). */
export const authFeature: FeatureModules = {
  name: 'auth',
  core: new ContainerModule(() => undefined),
  http: new ContainerModule(() => undefined),
  memory: new ContainerModule(() => undefined),
  roots: [],
};
