import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../src/features';
import {
  adapterFiles,
  ENTRY,
  featureFile,
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

  it('every feature has its file, and no file in src/di/features is left that the table does not name', () => {
    const named = FEATURES.map((f) => featureFile(f.name));
    for (const file of named) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    const onDisk = fs
      .readdirSync(path.join(ROOT, 'src/di/features'))
      .map((f) => `src/di/features/${f}`);
    expect(new Set(onDisk)).toEqual(new Set(named));
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
  'src/infrastructure/memory/dashboard/in-memory-dashboard-repository.ts': {
    file: 'assets/dashboard.memory.js',
    imports: ['_demo.js'],
  },
  'src/presentation/screens/dashboard/dashboard.screen.tsx': {
    file: 'assets/dashboard.js',
    imports: ['_tabs.js'],
  },
  'src/di/features/auth.module.ts': { file: 'assets/auth.module.js' },
  'src/infrastructure/memory/auth/in-memory-auth-gateway.ts': { file: 'assets/auth.memory.js' },
  'src/infrastructure/memory/auth/in-memory-waiting-list.ts': { file: 'assets/waiting.memory.js' },
  'src/infrastructure/memory/auth/demo-auth-emails.ts': { file: 'assets/not-an-adapter.js' },
  'src/infrastructure/http/auth/http-auth-gateway.ts': {
    file: 'assets/auth.http.js',
    imports: ['_axios.js'],
  },
  '_axios.js': { file: 'assets/axios.js' },
  'src/presentation/screens/auth/auth.screen.tsx': { file: 'assets/auth.js' },
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
        'assets/waiting.memory.js',
        'assets/index.js',
        'assets/maps.js',
        'assets/react.js',
        'assets/shared-memory.js',
      ].sort(),
    );
    expect(login).not.toContain('assets/axios.js');
    expect(login).not.toContain('assets/shell.js');
  });

  it("a feature's adapters in a mode: the http-* or in-memory-* files of its folder, no other", () => {
    expect(adapterFiles(manifest, 'auth', 'demo').sort()).toEqual([
      'src/infrastructure/memory/auth/in-memory-auth-gateway.ts',
      'src/infrastructure/memory/auth/in-memory-waiting-list.ts',
    ]);
    expect(adapterFiles(manifest, 'auth', 'http')).toEqual([
      'src/infrastructure/http/auth/http-auth-gateway.ts',
    ]);
  });
});
