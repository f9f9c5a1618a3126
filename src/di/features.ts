import type { FeatureModules } from './modules/feature-module';
import { authFeature } from './modules/auth.module';
import { bidsFeature } from './modules/bids.module';
import { createJobFeature } from './modules/create-job.module';
import { dashboardFeature } from './modules/dashboard.module';
import { historyFeature } from './modules/history.module';
import { profileFeature } from './modules/profile.module';
import { tripsFeature } from './modules/trips.module';

/** Every feature's modules; `createContainer` loads each feature's core plus its adapter set. */
export const FEATURES: readonly FeatureModules[] = [
  authFeature,
  createJobFeature,
  dashboardFeature,
  bidsFeature,
  tripsFeature,
  historyFeature,
  profileFeature,
];
