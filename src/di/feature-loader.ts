import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import type { AppConfig } from '../infrastructure/config/app-config';

type ModuleChunk = () => Promise<ContainerModule>;

/** A feature's module files: its core, and one adapter set per mode, each its own chunk. */
interface FeatureChunks {
  readonly core: ModuleChunk;
  readonly http: ModuleChunk;
  readonly memory: ModuleChunk;
}

/**
 * Each feature's module files, loaded with its screen's chunk the first time it is needed. Only
 * the mode's adapter file is fetched: demo mode never downloads the HTTP adapters (and axios),
 * API mode never downloads the in-memory ones (and the demo marketplace).
 */
const MODULES = {
  auth: {
    core: () => import('./modules/auth.module').then((m) => m.authCore),
    http: () => import('./modules/auth.http.module').then((m) => m.authHttp),
    memory: () => import('./modules/auth.memory.module').then((m) => m.authMemory),
  },
  createJob: {
    core: () => import('./modules/create-job.module').then((m) => m.createJobCore),
    http: () => import('./modules/create-job.http.module').then((m) => m.createJobHttp),
    memory: () => import('./modules/create-job.memory.module').then((m) => m.createJobMemory),
  },
  dashboard: {
    core: () => import('./modules/dashboard.module').then((m) => m.dashboardCore),
    http: () => import('./modules/dashboard.http.module').then((m) => m.dashboardHttp),
    memory: () => import('./modules/dashboard.memory.module').then((m) => m.dashboardMemory),
  },
  bids: {
    core: () => import('./modules/bids.module').then((m) => m.bidsCore),
    http: () => import('./modules/bids.http.module').then((m) => m.bidsHttp),
    memory: () => import('./modules/bids.memory.module').then((m) => m.bidsMemory),
  },
  trips: {
    core: () => import('./modules/trips.module').then((m) => m.tripsCore),
    http: () => import('./modules/trips.http.module').then((m) => m.tripsHttp),
    memory: () => import('./modules/trips.memory.module').then((m) => m.tripsMemory),
  },
  history: {
    core: () => import('./modules/history.module').then((m) => m.historyCore),
    http: () => import('./modules/history.http.module').then((m) => m.historyHttp),
    memory: () => import('./modules/history.memory.module').then((m) => m.historyMemory),
  },
  profile: {
    core: () => import('./modules/profile.module').then((m) => m.profileCore),
    http: () => import('./modules/profile.http.module').then((m) => m.profileHttp),
    memory: () => import('./modules/profile.memory.module').then((m) => m.profileMemory),
  },
} satisfies Record<string, FeatureChunks>;

export type FeatureName = keyof typeof MODULES;
export const FEATURE_NAMES = Object.keys(MODULES) as FeatureName[];

/**
 * Loads features into the container on demand: a feature's core module and the adapter set of
 * the mode, once, after the base the app container is still loading (the mode's shared adapters,
 * the maps adapters). Keeps every feature out of the first download (issue 3, bundle budgets).
 */
export class FeatureLoader {
  private readonly loading = new Map<FeatureName, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly config: AppConfig,
    preloaded: readonly FeatureName[] = [],
    private readonly loadBase: () => Promise<void> = () => Promise.resolve(),
  ) {
    for (const name of preloaded) this.loading.set(name, Promise.resolve());
  }

  private base: Promise<void> | null = null;

  /**
   * Loads, once, what every feature stands on (the mode's shared adapters: the demo backend or
   * the HTTP client; the maps adapters) and resolves when it is bound. Nothing fetches it before
   * a screen or the demo bar asks: the landing page of API mode never does.
   */
  ready(): Promise<void> {
    if (!this.base) {
      const base = this.loadBase();
      base.catch(() => {
        this.base = null;
      });
      this.base = base;
    }
    return this.base;
  }

  ensure(name: FeatureName): Promise<void> {
    let pending = this.loading.get(name);
    if (!pending) {
      const { core, http, memory }: FeatureChunks = MODULES[name];
      const adapters = this.config.mode === 'http' ? http : memory;
      pending = Promise.all([
        core(),
        adapters(),
        this.ready(),
      ]).then(([coreModule, adapterModule]) => {
        this.container.load(coreModule, adapterModule);
      });
      // A failed chunk download may be retried on the next visit.
      pending.catch(() => this.loading.delete(name));
      this.loading.set(name, pending);
    }
    return pending;
  }

  /** A binding of a feature, once that feature is loaded: for pieces that load it on first use. */
  async resolve<T>(name: FeatureName, token: ServiceIdentifier<T>): Promise<T> {
    await this.ensure(name);
    return this.container.get(token);
  }
}
