import type { ServiceIdentifier } from 'inversify';
import type { FeatureName } from '../../features';

/** Loads a feature's bindings before its screen shows (each feature its own download). */
export interface FeatureLoading {
  /** What every feature stands on: the mode's adapters and the maps. */
  ready(): Promise<void>;
  ensure(feature: FeatureName): Promise<void>;
}

export const FeatureLoading: ServiceIdentifier<FeatureLoading> = Symbol('FeatureLoading');
