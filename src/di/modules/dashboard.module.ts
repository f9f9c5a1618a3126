import { ContainerModule } from 'inversify';
import type { FeatureModules } from './feature-module';

/** The dashboard feature's bindings (tokens beside them in this file). */
export const dashboardFeature: FeatureModules = {
  name: 'dashboard',
  core: new ContainerModule(() => undefined),
  http: new ContainerModule(() => undefined),
  memory: new ContainerModule(() => undefined),
  roots: [],
};
