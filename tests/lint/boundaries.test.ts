import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The dependency rule must really fail CI: lint planted wrong imports as if they lived in the
 * core, and expect the boundary rule to report them.
 */
const PLANTED = ['src/*/planted.ts', 'src/*/*/planted.ts', 'src/*/*/*/planted.ts'];
const BOUNDARY_RULES: ReadonlySet<string | null> = new Set([
  'no-restricted-imports',
  'no-restricted-globals',
  'bidhaul/stays-inside',
]);

const eslint = new ESLint({
  cwd: process.cwd(),
  // The planted files do not exist on disk: let the type-aware parser give them a default project.
  overrideConfig: {
    files: PLANTED,
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: PLANTED,
          // One per planted path below (typescript-eslint allows 8 by default).
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
      },
    },
  },
});

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A file ESLint could not parse reports no rule at all: that must fail, not pass as clean.
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath} was not linted: ${fatal.message}`);
  return messages.filter((m) => BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

describe('architecture boundary rule', () => {
  it.each([
    ['react', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['mobx', "import { makeAutoObservable } from 'mobx';\nexport const x = makeAutoObservable;\n"],
    ['inversify', "import { Container } from 'inversify';\nexport const x = Container;\n"],
    ['axios', "import axios from 'axios';\nexport const x = axios;\n"],
    ['MUI', "import Button from '@mui/material/Button';\nexport const x = Button;\n"],
    [
      'an outer folder',
      "import { createContainer } from '../../di/container';\nexport const x = createContainer;\n",
    ],
  ])(
    'fails when domain/ imports %s',
    async (_name, code) => {
      expect(await boundaryErrors(code, 'src/domain/shared/planted.ts')).not.toEqual([]);
    },
    30_000,
  );

  it('fails when application/ imports infrastructure or touches browser storage', async () => {
    const code =
      "import { HttpLoadRepository } from '../../infrastructure/http/http-load-repository';\n" +
      "export const x = HttpLoadRepository;\nexport const y = localStorage.getItem('token');\n";
    expect(await boundaryErrors(code, 'src/application/ports/planted.ts')).toHaveLength(2);
  }, 30_000);

  it.each([
    'src/domain/shared/planted.ts',
    'src/application/ports/planted.ts',
    'src/infrastructure/http/planted.ts',
    'src/presentation/app/planted.ts',
    'src/di/modules/planted.ts',
  ])(
    'fails when %s imports the local API, a development server',
    async (filePath) => {
      const code =
        "import { bidToDto } from '../../../local-api/bids/bid.dto';\nexport const x = bidToDto;\n";
      const errors = await boundaryErrors(code, filePath);
      // The domain's own rule (it imports nothing outside domain/) fires on it too.
      const localApi = errors.filter((e) => e.includes('local-api/ is a development server'));
      expect(localApi).toHaveLength(1);
      expect(errors).toHaveLength(filePath.startsWith('src/domain/') ? 2 : 1);
    },
    30_000,
  );

  it.each([
    [
      "the container's modules",
      "import { sharedCoreModule } from '../../di/modules/shared.module';\nexport const x = sharedCoreModule;\n",
    ],
    [
      'the feature loader',
      "import { FeatureLoaderToken } from '../../di/feature-loader';\nexport const x = FeatureLoaderToken;\n",
    ],
  ])(
    'fails when presentation/ imports %s from di/',
    async (_name, code) => {
      const errors = await boundaryErrors(code, 'src/presentation/app/planted.ts');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('reach it through usePresenter');
    },
    30_000,
  );

  it("lets presentation/ reach the container by a presenter's class", async () => {
    const code =
      "import { usePresenter } from './container';\nimport { SessionViewModel } from './session.view-model';\nexport const x = () => usePresenter(SessionViewModel);\n";
    expect(await boundaryErrors(code, 'src/presentation/app/planted.ts')).toEqual([]);
  }, 30_000);

  it.each([
    [
      'the feature table',
      'src/domain/auth/planted.ts',
      "import { FEATURES } from '../../features';",
    ],
    ['lib/', 'src/domain/shared/planted.ts', "import { nextTask } from '../../lib/next-task';"],
    [
      'the feature table, from a folder one level deeper',
      'src/domain/load/import/planted.ts',
      "export { FEATURES } from '../../../features';",
    ],
    [
      'a package',
      'src/domain/shared/planted.ts',
      "import fc from 'fast-check';\nexport const x = fc;",
    ],
    [
      'a type of the feature table',
      'src/domain/auth/planted.ts',
      "export type X = import('../../features').FeatureName;",
    ],
  ])(
    'fails when domain/ imports %s: it imports nothing outside domain/',
    async (_name, filePath, code) => {
      expect(await boundaryErrors(`${code}\n`, filePath)).toEqual([
        'domain/ imports nothing outside domain/.',
      ]);
    },
    30_000,
  );

  it('lets domain/ import domain/ from any depth', async () => {
    const code =
      "import { parseDate } from '../../shared/date-time';\nexport const x = parseDate;\n";
    expect(await boundaryErrors(code, 'src/domain/load/import/planted.ts')).toEqual([]);
  }, 30_000);

  it('fails when lib/ imports anything of the portal, and lets both outer layers import it', async () => {
    const code = "import { FEATURES } from '../features';\nexport const x = FEATURES;\n";
    expect(await boundaryErrors(code, 'src/lib/planted.ts')).toEqual([
      'lib/ stands on the language and the browser alone.',
    ]);
    const user = "import { nextTask } from '../../lib/next-task';\nexport const x = nextTask;\n";
    expect(await boundaryErrors(user, 'src/presentation/app/planted.ts')).toEqual([]);
    expect(await boundaryErrors(user, 'src/infrastructure/http/planted.ts')).toEqual([]);
    expect(await boundaryErrors(user, 'src/application/ports/planted.ts')).toHaveLength(1);
  }, 30_000);

  it('fails when the service worker imports anything of the page', async () => {
    const page = "import { FEATURES } from '../features';\nexport const x = FEATURES;\n";
    expect(await boundaryErrors(page, 'src/service-worker/planted.ts')).toEqual([
      expect.stringContaining('The service worker imports Workbox and its own files only.'),
    ]);
  }, 30_000);

  it('lets the service worker import Workbox', async () => {
    const workbox =
      "import { registerRoute } from 'workbox-routing';\nexport const x = registerRoute;\n";
    expect(await boundaryErrors(workbox, 'src/service-worker/planted.ts')).toEqual([]);
  }, 30_000);

  it('accepts an inward import', async () => {
    const code = "import { truncate } from '../shared/text';\nexport const x = truncate;\n";
    expect(await boundaryErrors(code, 'src/domain/load/planted.ts')).toEqual([]);
  }, 30_000);
});
