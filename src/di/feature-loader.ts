import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import type { FeatureName } from '../features';
import type { FeatureLoading } from '../presentation/app/feature-loading';

/** The mode whose adapters a feature loads. */
export type AdapterMode = 'http' | 'memory';

/**
 * What a feature file (`src/di/features/<name>.module.ts`) exports: its presenters and use cases,
 * the same in both modes, and its adapters per mode. Each adapter set imports its classes when it
 * is called, so a page fetches the adapters of its own mode only.
 */
export interface FeatureModule {
  readonly core: ContainerModule;
  readonly adapters: Readonly<Record<AdapterMode, () => Promise<ContainerModule>>>;
}

type Load<T> = () => Promise<T>;

/** Every feature's file, by path, each its own chunk (`src/features.ts` names the features). */
const FEATURE_FILES: Record<string, Load<{ default: FeatureModule }>> = import.meta.glob<{
  default: FeatureModule;
}>('./features/*.module.ts');

/**
 * Every feature's adapter classes, per mode, each its own chunk: a feature's are the files of its
 * folder, `src/infrastructure/<mode>/<name>/`, named `http-*` or `in-memory-*`.
 */
const ADAPTER_FILES: Record<AdapterMode, Record<string, Load<unknown>>> = {
  http: import.meta.glob('../infrastructure/http/*/http-*.ts'),
  memory: import.meta.glob('../infrastructure/memory/*/in-memory-*.ts'),
};

function featureFile(name: FeatureName): Load<{ default: FeatureModule }> {
  const file = FEATURE_FILES[`./features/${name}.module.ts`];
  if (!file) throw new Error(`No file for feature ${name}: src/features.ts names it`);
  return file;
}

/**
 * The paths of a feature's adapter classes in a mode: those its file's adapter set imports
 * (tests/di/feature-files.test.ts holds the two to it).
 */
export function adapterPaths(name: FeatureName, mode: AdapterMode): string[] {
  const folder = `../infrastructure/${mode}/${name}/`;
  return Object.keys(ADAPTER_FILES[mode]).filter((path) => path.startsWith(folder));
}

/**
 * Loads features into the container on demand: a feature's file and its mode's adapter classes,
 * once, beside its screen's chunk and after what every feature stands on (the mode's shared
 * adapters, the maps). The adapter classes are fetched here, beside the feature's file, rather than
 * by the file's adapter set once the file has arrived: that would put one download after the
 * other. The set's own import then finds them loaded. Demo pages never download the HTTP adapters
 * (and axios), API pages never download the demo backend, and no page downloads a feature it does
 * not show.
 */
export class FeatureLoader implements FeatureLoading {
  private readonly loading = new Map<FeatureName, Promise<void>>();
  private base: Promise<void> | null = null;

  constructor(
    private readonly container: Container,
    private readonly mode: AdapterMode,
    private readonly loadBase: () => Promise<void>,
  ) {}

  /** Loads, once, what every feature stands on; nothing asks for it before a screen needs it. */
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
      pending = Promise.all([
        featureFile(name)(),
        this.ready(),
        ...adapterPaths(name, this.mode).map((path) => ADAPTER_FILES[this.mode][path]?.()),
      ])
        .then(([{ default: feature }]) =>
          feature.adapters[this.mode]().then((adapters) => [feature.core, adapters]),
        )
        .then((modules) => {
          this.container.load(...modules);
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

export const FeatureLoaderToken: ServiceIdentifier<FeatureLoader> = Symbol('FeatureLoader');
