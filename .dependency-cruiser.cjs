/**
 * The import graph of src/ (`npm run graph`, in CI through `npm run lint`): no module may reach
 * itself through its imports. Type-only imports count as well, since a circle of types is a circle
 * of concepts a reader has to hold at once. Nor may the HTTP adapter and the tabs' sharing import
 * each other. The direction rules (the core imports nothing outer, the screens do not import the
 * composition root) are ESLint's, in eslint.config.js.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that reaches itself through its imports.',
      from: { path: '^src' },
      to: { circular: true },
    },
    // Two adapters side by side: the HTTP calls know nothing of the tabs, and the tabs share what
    // the repositories read through their ports, never by looking into HTTP requests.
    {
      name: 'http-apart-from-tabs',
      severity: 'error',
      comment: 'infrastructure/http/ imports nothing of infrastructure/tabs/.',
      from: { path: '^src/infrastructure/http/' },
      to: { path: '^src/infrastructure/tabs/' },
    },
    {
      name: 'tabs-apart-from-http',
      severity: 'error',
      comment: 'infrastructure/tabs/ imports nothing of infrastructure/http/.',
      from: { path: '^src/infrastructure/tabs/' },
      to: { path: '^src/infrastructure/http/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
