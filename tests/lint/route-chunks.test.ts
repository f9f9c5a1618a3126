import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { FEATURES } from '../../src/features';
import {
  ENTRY,
  featureModules,
  manifestOfBundle,
  PORTAL_SHELL,
  ROUTE_PRELOAD,
  ROUTES,
  routePreloadPlan,
  STARTUP,
  type Manifest,
} from '../../scripts/route-chunks.mjs';

/**
 * scripts/route-chunks.mjs models what a first visit downloads, for the bundle budget and for the
 * route preload of index.html. Its tables restate the source; these tests keep them in step.
 */
const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('the feature table and the files it names', () => {
  it('every screen it names is there, and each route is served by the routes of the app', () => {
    const screens = ROUTES.map((r) => r.screen);
    expect(screens.length).toBeGreaterThan(10);
    for (const file of [...screens, ...ROUTES.flatMap((r) => r.also ?? [])]) {
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    }
    expect(read('src/presentation/app/app-routes.tsx')).toContain(
      `import('./${path.basename(PORTAL_SHELL, '.tsx')}')`,
    );
  });

  it('every feature has its core and both adapter module files', () => {
    for (const feature of FEATURES) {
      for (const mode of ['demo', 'http'] as const) {
        for (const file of featureModules(feature.name, mode)) {
          expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
        }
      }
    }
  });

  it('no feature module file is left that the table does not name', () => {
    const named = new Set(FEATURES.flatMap((f) => [...featureModules(f.name, 'demo'), ...featureModules(f.name, 'http')]));
    const onDisk = fs.readdirSync(path.join(ROOT, 'src/di/features')).map((f) => `src/di/features/${f}`);
    expect(new Set(onDisk)).toEqual(named);
  });

  it('what every feature stands on, per mode (src/di/app-container.ts)', () => {
    const source = read('src/di/app-container.ts');
    for (const file of [...STARTUP.demo, ...STARTUP.http])
      expect(source).toContain(`import('./modules/${path.basename(file, '.ts')}')`);
  });
});

/** A build of three routes: the entry (with a shared chunk), the shell, two screens and features. */
const manifest: Manifest = {
  [ENTRY]: { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  [ROUTE_PRELOAD]: { file: 'assets/route-preload.js' },
  'src/di/modules/shared-memory.module.ts': { file: 'assets/shared-memory.js', imports: ['_demo.js'] },
  '_demo.js': { file: 'assets/demo.js' },
  'src/di/modules/maps.module.ts': { file: 'assets/maps.js' },
  [PORTAL_SHELL]: { file: 'assets/shell.js', imports: ['_react.js', '_tabs.js'] },
  '_tabs.js': { file: 'assets/tabs.js' },
  'src/di/features/dashboard.module.ts': { file: 'assets/dashboard.module.js' },
  'src/di/features/dashboard.memory.module.ts': { file: 'assets/dashboard.memory.js', imports: ['_demo.js'] },
  'src/presentation/features/dashboard/dashboard.screen.tsx': { file: 'assets/dashboard.js', imports: ['_tabs.js'] },
  'src/di/features/auth.module.ts': { file: 'assets/auth.module.js' },
  'src/di/features/auth.memory.module.ts': { file: 'assets/auth.memory.js' },
  'src/di/features/auth.http.module.ts': { file: 'assets/auth.http.js', imports: ['_axios.js'] },
  '_axios.js': { file: 'assets/axios.js' },
  'src/presentation/features/auth/auth.screen.tsx': { file: 'assets/auth.js' },
};

describe('routePreloadPlan', () => {
  const plan = routePreloadPlan(manifest, 'demo');
  const filesOf = (route: string) =>
    plan.routes.find((r) => r.paths.includes(route))?.files.map((i) => plan.files[i]).sort();

  it("lists a portal route's shell, screen, feature and base, not what the entry preloads", () => {
    expect(filesOf('/dashboard')).toEqual(
      [
        'assets/dashboard.js',
        'assets/dashboard.memory.js',
        'assets/dashboard.module.js',
        'assets/demo.js',
        'assets/maps.js',
        'assets/shared-memory.js',
        'assets/shell.js',
        'assets/tabs.js',
      ].sort(),
    );
    expect(plan.files).not.toContain('assets/index.js');
    expect(plan.files).not.toContain('assets/react.js');
    expect(plan.files).not.toContain('assets/route-preload.js');
  });

  it("lists a signed-out route without the shell, and only the mode's adapters", () => {
    expect(filesOf('/login')).toEqual(
      ['assets/auth.js', 'assets/auth.memory.js', 'assets/auth.module.js', 'assets/demo.js', 'assets/maps.js', 'assets/shared-memory.js'].sort(),
    );
    expect(plan.files).not.toContain('assets/axios.js');
    expect(plan.routes.find((r) => r.paths.includes('/login'))?.session).toBe('out');
    expect(plan.routes.find((r) => r.paths.includes('/dashboard'))?.session).toBe('in');
  });

  it('lists each file once, and leaves out routes the build has no screen for', () => {
    expect(new Set(plan.files).size).toBe(plan.files.length);
    expect(plan.routes.some((r) => r.paths.includes('/trips'))).toBe(false);
    expect(plan.routes.some((r) => r.paths.includes('/'))).toBe(false);
  });
});

describe('manifestOfBundle', () => {
  it('keys chunks as Vite does: by their facade module from the root, else by file name', () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
      ({ type: 'chunk', fileName, facadeModuleId, imports }) as unknown as Rollup.OutputChunk;
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', '/app/index.html', ['assets/react.js']),
      'assets/react.js': chunk('assets/react.js', null),
      'assets/shell.js': chunk('assets/shell.js', '/app/src/presentation/app/portal-shell.tsx', ['assets/react.js']),
    };
    expect(manifestOfBundle(bundle, '/app')).toEqual({
      'index.html': { file: 'assets/index.js', imports: ['_assets/react.js'] },
      '_assets/react.js': { file: 'assets/react.js', imports: [] },
      'src/presentation/app/portal-shell.tsx': { file: 'assets/shell.js', imports: ['_assets/react.js'] },
    });
  });
});
