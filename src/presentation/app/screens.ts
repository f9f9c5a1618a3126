import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { FEATURES, type Audience, type FeatureName } from '../../features';
import type { FeatureLoading } from './feature-loading';
import { nextTask } from '../../lib/next-task';

/** A screen module: its component, and what it may load for the first path it shows. */
interface ScreenModule {
  readonly default: ComponentType;
  /** Loads, before the first paint, a part of the screen that is a chunk of its own. */
  readonly preload?: (pathname: string) => Promise<void>;
}

/** Every portal screen, each its own chunk; the landing page is in the entry instead. */
const SCREEN_FILES = import.meta.glob<ScreenModule>([
  '../screens/*/*.screen.tsx',
  '!../screens/landing/*',
]);

export interface ScreenRoute {
  readonly path: string;
  readonly audience: Audience;
  readonly Screen: LazyExoticComponent<ComponentType>;
  /** Starts downloading the screen and its bindings now, before anything renders it. */
  readonly start: () => void;
}

/**
 * The routes of every feature in `src/features.ts`. A screen's chunk and its feature's bindings
 * (and those of any feature it reads from) download side by side, not one after the other; the
 * same screen on several paths is one component, so moving between them keeps it mounted. Each
 * screen comes with MUI's theme (mui-scope.tsx), which the landing page, in the entry, does without.
 */
export function screenRoutes(features: FeatureLoading): ScreenRoute[] {
  const screens = new Map<string, Pick<ScreenRoute, 'Screen' | 'start'>>();
  const screenOf = (file: string, feature: FeatureName, needs: readonly FeatureName[]) => {
    const known = screens.get(file);
    if (known) return known;
    const load = SCREEN_FILES[`../screens/${file}.tsx`];
    if (!load) throw new Error(`src/features.ts names a screen that is not there: ${file}`);
    const download = () =>
      Promise.all([
        load(),
        import('./mui-scope'),
        ...[feature, ...needs].map((f) => features.ensure(f)),
      ]);
    let started: ReturnType<typeof download> | null = null;
    const start = () => {
      started ??= download();
      // A failed download is asked for again when the screen renders, and shows there.
      started.catch(() => {
        started = null;
      });
      return started;
    };
    const Screen = lazy(async () => {
      const [module, { MuiScope, appTheme }] = await start();
      // MUI's theme in a task of its own, not in the one that ran the screen's modules.
      await nextTask();
      appTheme();
      await module.preload?.(window.location.pathname);
      const Content = module.default;
      // Inside the portal shell, the shell's theme serves; a screen outside it brings its own.
      return { default: () => createElement(MuiScope, null, createElement(Content)) };
    });
    const entry = { Screen, start: () => void start() };
    screens.set(file, entry);
    return entry;
  };
  return FEATURES.flatMap(({ name, screens: declared }) =>
    declared.flatMap(({ screen, paths, audience, needs = [] }) =>
      paths.map((path) => ({ path, audience, ...screenOf(screen, name, needs) })),
    ),
  );
}
