// dependency-cruiser: ARCHITECTURE.md §2's arrows and STYLE.md §2 "Boundaries".
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-only-contracts',
      comment: 'web → contracts only (+ its own files and npm packages)',
      severity: 'error',
      from: { path: '^web/src' },
      to: { path: '^(services|projections|tests)/' },
    },
    {
      name: 'contracts-only-zod',
      comment: 'contracts → zod only',
      severity: 'error',
      from: { path: '^contracts/src' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer'], pathNot: 'node_modules/zod/' },
    },
    {
      name: 'contracts-no-workspaces',
      comment: 'contracts depends on no other workspace',
      severity: 'error',
      from: { path: '^contracts/src' },
      to: { path: '^(services|projections|web|tests)/' },
    },
    {
      name: 'projections-not-api',
      comment: 'projections → core ports + contracts, never api',
      severity: 'error',
      // unit specs beside the code use the shared test kit
      from: { path: '^projections/src', pathNot: '\\.spec\\.tsx?$' },
      to: { path: '^(services/api|web|tests)/' },
    },
    {
      name: 'core-only-contracts',
      comment: 'core → contracts',
      severity: 'error',
      from: { path: '^services/core/src' },
      to: { path: '^(services/api|projections|web|tests)/' },
    },
    {
      name: 'nothing-imports-api',
      comment: 'only api itself and tests import api',
      severity: 'error',
      from: { pathNot: '^(services/api|tests)/' },
      to: { path: '^services/api/' },
    },
    {
      name: 'domain-pure',
      comment:
        'domain/ imports only contracts, platform/errors, its own context domain and the pure facts modules of a context that owns a cross-context rule',
      severity: 'error',
      from: { path: '^services/api/src/([^/]+)/domain/' },
      to: {
        path: '^(services|projections)/',
        pathNot: [
          '^services/api/src/$1/domain/',
          // MODULE-MAP: a rule spanning contexts is one pure function of its owner, called by the
          // others (requirements' compliance, called by access's door mark); facts/ imports only contracts
          '^services/api/src/requirements/facts/',
          '^services/api/src/platform/errors',
          '^services/api/src/platform/commands/stream-reader',
        ],
      },
    },
    {
      name: 'domain-pure-types',
      comment:
        'besides, domain/ may name the StreamSpec shape its evolve fills (a type only, erased at build)',
      severity: 'error',
      from: { path: '^services/api/src/([^/]+)/domain/' },
      to: {
        path: '^services/api/src/platform/commands/stream-reader',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-cross-context-domain',
      comment: "a context never imports another context's domain/ or commands/",
      severity: 'error',
      // exception: seed/ is not a context; it drives every context's commands
      // as a client would, to write the sample data
      from: { path: '^services/api/src/([^/]+)/', pathNot: '^services/api/src/seed/' },
      to: {
        path: '^services/api/src/([^/]+)/(domain|commands)/',
        // platform/ is shared plumbing (command runner, errors), not a context
        pathNot: ['^services/api/src/$1/', '^services/api/src/platform/'],
      },
    },
    {
      name: 'web-feature-isolation',
      comment: 'web features never import other features',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/([^/]+)/',
        // exception: catalogs' reference lists feed the login form's options
        // and administration's pickers; moving them to web/src/lib is a
        // refactor left out of the lint branch to keep merges easy
        pathNot: ['^web/src/features/$1/', '^web/src/features/catalogs/api/reference-lists\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
