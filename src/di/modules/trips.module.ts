import { ContainerModule } from 'inversify';
import type { FeatureModules } from './feature-module';

/** The trips feature's bindings (tokens beside them in this file). */
export const tripsFeature: FeatureModules = {
  name: 'trips',
  core: new ContainerModule(() => undefined),
  http: new ContainerModule(() => undefined),
  memory: new ContainerModule(() => undefined),
  roots: [],
};
