import { ContainerModule } from 'inversify';
import type { FeatureModules } from './feature-module';

/** The bids feature's bindings (tokens beside them in this file). */
export const bidsFeature: FeatureModules = {
  name: 'bids',
  core: new ContainerModule(() => undefined),
  http: new ContainerModule(() => undefined),
  memory: new ContainerModule(() => undefined),
  roots: [],
};
