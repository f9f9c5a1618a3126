import { ContainerModule } from 'inversify';
import type { FeatureModules } from './feature-module';

/** The history feature's bindings (tokens beside them in this file). */
export const historyFeature: FeatureModules = {
  name: 'history',
  core: new ContainerModule(() => undefined),
  http: new ContainerModule(() => undefined),
  memory: new ContainerModule(() => undefined),
  roots: [],
};
