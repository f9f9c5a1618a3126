import { ContainerModule } from 'inversify';
import type { FeatureModules } from './feature-module';

/** The profile feature's bindings (tokens beside them in this file). */
export const profileFeature: FeatureModules = {
  name: 'profile',
  core: new ContainerModule(() => undefined),
  http: new ContainerModule(() => undefined),
  memory: new ContainerModule(() => undefined),
  roots: [],
};
