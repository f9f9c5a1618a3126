import type { ContainerModule, ServiceIdentifier } from 'inversify';

/**
 * A feature's bindings: `core` (use cases, presenters) always; `http` or `memory` (its adapters)
 * by mode. Each lives in its own file — `<feature>.module.ts` (tokens, core, roots),
 * `<feature>.http.module.ts`, `<feature>.memory.module.ts` — so the app downloads only the mode's
 * adapters (`FeatureLoader`); `createContainer` loads all of them through `FEATURES`.
 */
export interface FeatureModules {
  readonly name: string;
  readonly core: ContainerModule;
  readonly http: ContainerModule;
  readonly memory: ContainerModule;
  /** Tokens a test resolves to prove the feature is wired in both modes. */
  readonly roots: readonly ServiceIdentifier[];
}
