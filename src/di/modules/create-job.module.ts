import { ContainerModule } from 'inversify';
import type { FeatureModules } from './feature-module';

/** The create-job feature's bindings (tokens beside them in this file). */
export const createJobFeature: FeatureModules = {
  name: 'create-job',
  core: new ContainerModule(() => undefined),
  http: new ContainerModule(() => undefined),
  memory: new ContainerModule(() => undefined),
  roots: [],
};
