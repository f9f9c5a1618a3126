import type { Container } from 'inversify';
import type { AppConfig } from '../infrastructure/config/app-config';
import type { FeatureModules } from './modules/feature-module';

/** Each feature's module file, loaded with its screen's chunk the first time it is needed. */
const MODULES = {
  auth: () => import('./modules/auth.module').then((m) => m.authFeature),
  createJob: () => import('./modules/create-job.module').then((m) => m.createJobFeature),
  dashboard: () => import('./modules/dashboard.module').then((m) => m.dashboardFeature),
  bids: () => import('./modules/bids.module').then((m) => m.bidsFeature),
  trips: () => import('./modules/trips.module').then((m) => m.tripsFeature),
  history: () => import('./modules/history.module').then((m) => m.historyFeature),
  profile: () => import('./modules/profile.module').then((m) => m.profileFeature),
} satisfies Record<string, () => Promise<FeatureModules>>;

export type FeatureName = keyof typeof MODULES;
export const FEATURE_NAMES = Object.keys(MODULES) as FeatureName[];

/** Bindings a feature's screens use from another feature's module. */
const NEEDS: Partial<Record<FeatureName, readonly FeatureName[]>> = {
  // Bid History reads bids; View on Map opens the trips feature's route map.
  history: ['bids', 'trips'],
};

/**
 * Loads features into the container on demand: a feature's core module and the adapter set of
 * the mode, once. Keeps every feature out of the first download (issue 3, bundle budgets).
 */
export class FeatureLoader {
  private readonly loading = new Map<FeatureName, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly config: AppConfig,
    preloaded: readonly FeatureName[] = [],
  ) {
    for (const name of preloaded) this.loading.set(name, Promise.resolve());
  }

  ensure(name: FeatureName): Promise<void> {
    let pending = this.loading.get(name);
    if (!pending) {
      pending = Promise.all([MODULES[name](), ...(NEEDS[name] ?? []).map((dep) => this.ensure(dep))]).then(
        ([feature]) => {
          this.container.load(feature.core, this.config.mode === 'http' ? feature.http : feature.memory);
        },
      );
      // A failed chunk download may be retried on the next visit.
      pending.catch(() => this.loading.delete(name));
      this.loading.set(name, pending);
    }
    return pending;
  }
}
