import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../src/features';
import {
  ENTRY,
  featureModules,
  PORTAL_SHELL,
  ROUTES,
  routeDownload,
  jsFiles,
  STARTUP,
  type Manifest,
} from '../../scripts/route-chunks.mjs';

/**
 * scripts/route-chunks.mjs models what a first visit downloads, for the bundle budget. Its tables
 * restate the source; these tests keep them in step.
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
    const named = new Set(
      FEATURES.flatMap((f) => [
        ...featureModules(f.name, 'demo'),
        ...featureModules(f.name, 'http'),
      ]),
    );
    const onDisk = fs
      .readdirSync(path.join(ROOT, 'src/di/features'))
      .map((f) => `src/di/features/${f}`);
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
  'src/di/modules/shared-memory.module.ts': {
    file: 'assets/shared-memory.js',
    imports: ['_demo.js'],
  },
  '_demo.js': { file: 'assets/demo.js' },
  'src/di/modules/maps.module.ts': { file: 'assets/maps.js' },
  [PORTAL_SHELL]: { file: 'assets/shell.js', imports: ['_react.js', '_tabs.js'] },
  '_tabs.js': { file: 'assets/tabs.js' },
  'src/di/features/dashboard.module.ts': { file: 'assets/dashboard.module.js' },
  'src/di/features/dashboard.memory.module.ts': {
    file: 'assets/dashboard.memory.js',
    imports: ['_demo.js'],
  },
  'src/presentation/features/dashboard/dashboard.screen.tsx': {
    file: 'assets/dashboard.js',
    imports: ['_tabs.js'],
  },
  'src/di/features/auth.module.ts': { file: 'assets/auth.module.js' },
  'src/di/features/auth.memory.module.ts': { file: 'assets/auth.memory.js' },
  'src/di/features/auth.http.module.ts': { file: 'assets/auth.http.js', imports: ['_axios.js'] },
  '_axios.js': { file: 'assets/axios.js' },
  'src/presentation/features/auth/auth.screen.tsx': { file: 'assets/auth.js' },
};

describe('routeDownload', () => {
  const filesOf = (path: string, mode: 'demo' | 'http' = 'demo') => {
    const route = ROUTES.find((r) => r.paths.includes(path));
    if (!route) throw new Error(`no route ${path}`);
    return jsFiles(manifest, routeDownload(manifest, route, mode)).sort();
  };

  it("a portal route: the entry, the shell, its screen, its feature and the mode's base", () => {
    expect(filesOf('/dashboard')).toEqual(
      [
        'assets/dashboard.js',
        'assets/dashboard.memory.js',
        'assets/dashboard.module.js',
        'assets/demo.js',
        'assets/index.js',
        'assets/maps.js',
        'assets/react.js',
        'assets/shared-memory.js',
        'assets/shell.js',
        'assets/tabs.js',
      ].sort(),
    );
  });

  it("a signed-out route: no shell, and only the mode's adapters", () => {
    const login = filesOf('/login');
    expect(login).toEqual(
      [
        'assets/auth.js',
        'assets/auth.memory.js',
        'assets/auth.module.js',
        'assets/demo.js',
        'assets/index.js',
        'assets/maps.js',
        'assets/react.js',
        'assets/shared-memory.js',
      ].sort(),
    );
    expect(login).not.toContain('assets/axios.js');
    expect(login).not.toContain('assets/shell.js');
  });
});
