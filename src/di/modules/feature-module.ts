import type { ContainerModule, ServiceIdentifier } from 'inversify';

/**
 * A feature's bindings: `core` (use cases, presenters) always; `http` or `memory` (its adapters)
 * by mode. Every feature module file exports one of these; `createContainer` loads them all.
 */
export interface FeatureModules {
  readonly name: string;
  readonly core: ContainerModule;
  readonly http: ContainerModule;
  readonly memory: ContainerModule;
  /** Tokens a test resolves to prove the feature is wired in both modes. */
  readonly roots: readonly ServiceIdentifier[];
}
