import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can be asked to load before it renders. */
export type Preloadable = ComponentType & {
  /** Starts the download once; resolves when the component can render without suspending. */
  preload(): Promise<void>;
};

/**
 * Like `React.lazy`, but once loaded (by `preload()` or a first render) it renders the component
 * directly. A lazy component always suspends on its first render, even when its chunk is already
 * in: React then shows the fallback and holds the content back (its 300 ms reveal throttle). A
 * piece preloaded with the chunk that renders it paints at once instead (the sign-up view, which
 * a first visit to /signup loads with the auth screen: auth.screen.tsx, screens.ts).
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): Preloadable {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk may be asked for again (the next preload or visit).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(start);
  function PreloadableComponent() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(PreloadableComponent, { preload: () => start().then(() => undefined) });
}
