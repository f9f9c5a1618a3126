import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'inversify',
  'reflect-metadata',
  'axios',
  '@mui/*',
  '@emotion/*',
  '@googlemaps/*',
];

const frameworkMessage =
  'The core (domain/, application/) imports no framework (architecture notes).';

/** local-api/ serves the portal in development and tests; it is never part of the portal's bundle. */
const noLocalApi = {
  group: ['**/local-api', '**/local-api/**'],
  message: 'local-api/ is a development server, never part of the portal: src/ does not import it.',
};

/**
 * `bidhaul/stays-inside`: a file of `folder` imports only files of `folder`, whatever it imports
 * them by (a static import, an export from, a dynamic import, a type's import) and however deep it
 * sits: no package, and no file elsewhere in src/. It reads where an import leads, not how its text
 * looks: `no-restricted-imports` matches the text, which cannot tell `../../features` (outside the
 * domain) from `../../shared/date-time` (inside it, from a folder one level deeper).
 */
const staysInside = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { folder: { type: 'string' }, message: { type: 'string' } },
        required: ['folder', 'message'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ folder, message }] = context.options;
    const root = path.resolve(import.meta.dirname, folder);
    const leadsInside = (source) =>
      typeof source === 'string' &&
      source.startsWith('.') &&
      !path.relative(root, path.resolve(path.dirname(context.filename), source)).startsWith('..');
    const check = (node, source = node.source) => {
      if (source && !leadsInside(source.value)) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
      TSExternalModuleReference: (node) => check(node, node.expression),
    };
  },
};

/**
 * The dependency rule: arrows point inward only. A file gets the last entry that matches it, so
 * the entry for all of src/ comes first and every folder's own entry repeats `noLocalApi`.
 */
const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noLocalApi] }] },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORKS, message: frameworkMessage }, noLocalApi] },
      ],
      // Whatever else it imports, it is outside: the feature table, lib/, a package.
      'bidhaul/stays-inside': [
        'error',
        { folder: 'src/domain', message: 'domain/ imports nothing outside domain/.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Browser storage belongs to infrastructure/storage.' },
        { name: 'sessionStorage', message: 'Browser storage belongs to infrastructure/storage.' },
        { name: 'window', message: 'The core does not touch the browser.' },
        { name: 'document', message: 'The core does not touch the browser.' },
      ],
    },
  },
  {
    files: ['src/application/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORKS, message: frameworkMessage },
            {
              group: ['**/infrastructure/**', '**/presentation/**', '**/di/**', '**/lib/**'],
              message: 'application/ imports domain/ only.',
            },
            noLocalApi,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Browser storage belongs to infrastructure/storage.' },
        { name: 'sessionStorage', message: 'Browser storage belongs to infrastructure/storage.' },
        { name: 'window', message: 'The core does not touch the browser.' },
        { name: 'document', message: 'The core does not touch the browser.' },
      ],
    },
  },
  {
    files: ['src/infrastructure/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/presentation/**', '**/di/**'],
              message: 'Adapters do not know the UI or the container.',
            },
            {
              group: ['react', 'react-dom', '@mui/*', 'mobx', 'mobx-react-lite'],
              message: 'Adapters are UI-free.',
            },
            noLocalApi,
          ],
        },
      ],
    },
  },
  {
    files: ['src/presentation/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/infrastructure/**'],
              message: 'Views and presenters use ports, wired in di/.',
            },
            {
              group: ['**/di/**', '**/di'],
              message:
                'The composition root knows the screens, not the other way round: reach it through usePresenter, asking by a presenter’s class or the key beside a port.',
            },
            { group: ['axios'], message: 'HTTP belongs to infrastructure/http.' },
            noLocalApi,
          ],
        },
      ],
    },
  },
  {
    // The service worker is a program of its own, run by the browser beside the page: it shares
    // no code with the portal, so nothing of the page's is downloaded twice or runs out of place.
    files: ['src/service-worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', ...FRAMEWORKS],
              message: 'The service worker imports Workbox and its own files only.',
            },
            noLocalApi,
          ],
        },
      ],
    },
  },
  {
    // What the language and the browser give the outer layers (presentation and infrastructure
    // both use the event loop's next task): it knows nothing of the portal.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'bidhaul/stays-inside': [
        'error',
        { folder: 'src/lib', message: 'lib/ stands on the language and the browser alone.' },
      ],
    },
  },
];

const TEXT_AS_TEXT = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Decisions S2: render text as text.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'shots',
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, bidhaul: { rules: { 'stays-inside': staysInside } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Presenters are made observable with autoBind: their methods are bound, which this rule cannot see.
      '@typescript-eslint/unbound-method': 'off',
      // Adapters implement async ports; an in-memory one may have nothing to await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': 'error',
      'no-restricted-syntax': ['error', TEXT_AS_TEXT],
    },
  },
  {
    files: ['src/presentation/screens/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        TEXT_AS_TEXT,
        {
          selector: "JSXOpeningElement[name.name='h1']",
          message:
            'A screen’s heading is a ScreenHeading (app/screen-arrival.tsx): it takes the focus when the screen opens.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.{ts,js}', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...boundaries,
);
