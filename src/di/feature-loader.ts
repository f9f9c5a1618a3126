import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import type { FeatureName } from '../features';
import type { FeatureLoading } from '../presentation/app/feature-loading';

/** The mode whose adapters a feature loads. */
export type AdapterMode = 'http' | 'memory';

type ModuleFile = () => Promise<{ default: ContainerModule }>;

/**
 * Every feature's module files, by path, each its own chunk (`src/features.ts` names the features;
 * `<name>.module.ts`, `<name>.http.module.ts` and `<name>.memory.module.ts` are theirs).
 */
const MODULE_FILES: Record<string, ModuleFile> = import.meta.glob<{ default: ContainerModule }>(
  './features/*.module.ts',
);

/** The path of a feature's core module, or of its adapters for a mode. */
export function featureModulePath(name: FeatureName, mode?: AdapterMode): string {
  return `./features/${name}${mode ? `.${mode}` : ''}.module.ts`;
}

function moduleFile(path: string): ModuleFile {
  const file = MODULE_FILES[path];
  if (!file) throw new Error(`No module file ${path}: src/features.ts names a feature without one`);
  return file;
}

/**
 * Loads features into the container on demand: a feature's core module and its mode's adapters,
 * once, beside its screen's chunk and after what every feature stands on (the mode's shared
 * adapters, the maps). Demo pages never download the HTTP adapters (and axios), API pages never
 * download the demo backend, and no page downloads a feature it does not show.
 */
export class FeatureLoader implements FeatureLoading {
  private readonly loading = new Map<FeatureName, Promise<void>>();
  private base: Promise<void> | null = null;

  constructor(
    private readonly container: Container,
    private readonly mode: AdapterMode,
    private readonly loadBase: () => Promise<void>,
    /** Features already in the container (tests load every one at once). */
    loaded: readonly FeatureName[] = [],
  ) {
    for (const name of loaded) this.loading.set(name, Promise.resolve());
  }

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
        moduleFile(featureModulePath(name))(),
        moduleFile(featureModulePath(name, this.mode))(),
        this.ready(),
      ]).then(([core, adapters]) => {
        this.container.load(core.default, adapters.default);
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
