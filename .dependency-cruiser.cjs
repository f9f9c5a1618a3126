/**
 * The import graph of src/ (`npm run graph`, in CI through `npm run lint`): no module may reach
 * itself through its imports. Type-only imports count as well, since a circle of types is a circle
 * of concepts a reader has to hold at once. The direction rules (the core imports nothing outer,
 * the screens do not import the composition root) are ESLint's, in eslint.config.js.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
