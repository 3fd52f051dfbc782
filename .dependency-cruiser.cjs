// Architecture rules of the monorepo, checked by `pnpm arch:check` and by `npm test` right after lint.
// Layers: apps depend on packages, packages never on apps, no cycles, features never reach up into app/,
// and only the API's deps module may wire in the stand-in packages. docs/ARCHITECTURE.md draws the picture.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-imports-other-app',
      comment:
        'An app depends on packages only; code two apps need moves into a package. (The api-client, a ' +
        'package, holds the one type-only link to the API: see api-client-imports-api.)',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'package-imports-app',
      comment: 'Packages sit below the apps and never import them.',
      severity: 'error',
      from: { path: '^packages/', pathNot: '^packages/api-client/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-client-imports-api',
      comment:
        "The api-client may read the API's route types (`import type { App } from '@carat/api/app'`) so " +
        'its calls are typed end to end; nothing else of the API, and never at run time.',
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: { path: '^apps/', pathNot: '^apps/api/src/app\\.ts$' },
    },
    {
      name: 'api-client-imports-api-at-run-time',
      comment:
        "The api-client's link to the API's route types must stay type-only (no API code in the apps' bundles).",
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: { path: '^apps/api/src/app\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes load order matter and the pieces impossible to use alone: break it with a module of its own. ' +
        'Two API features may use each other through their index files (an invoice is paid, a payment settles an ' +
        'invoice: docs/decisions/050); a cycle through any other module is refused.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { pathNot: '^apps/api/src/features/[^/]+/index\\.ts$' } },
    },
    {
      name: 'api-feature-through-its-index',
      comment:
        "An API feature uses another feature only through that feature's index.ts, the list of what it offers " +
        'the others; its other files are its own. (Tests may reach into another feature to arrange data.)',
      severity: 'error',
      from: { path: '^apps/api/src/features/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/features/([^/]+)/',
        pathNot: ['^apps/api/src/features/$1/', '^apps/api/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-shared-imports-feature',
      comment:
        'What several features share (lib/, middleware/, storage/, queue/, mail/, auth/) sits below them and never ' +
        'imports a feature; only the wiring (app.ts, job-handlers.ts, deps/, serve.ts, the processes) assembles them.',
      severity: 'error',
      from: {
        path: '^apps/api/src/(lib|middleware|storage|queue|mail|auth)/',
        pathNot: '\\.test\\.ts$',
      },
      to: { path: '^apps/api/src/features/' },
    },
    {
      name: 'feature-imports-app',
      comment:
        'Features never import the app shell (src/app: routes, providers, catalogue assembly); what they share ' +
        'with it lives in src/lib.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/features/' },
      to: { path: '^apps/$1/src/app/' },
    },
    {
      name: 'stand-ins-only-through-deps',
      comment:
        'The embedded stand-ins (auth provider, Stripe sandbox, embedded database and mailbox) are wired into ' +
        'the API in one place, its deps module (apps/api/src/deps/), so product code never depends on them. ' +
        'Types may be named elsewhere (the Deps interface carries the sandbox and the auth provider); tests and ' +
        'their support may drive the stand-ins.',
      severity: 'error',
      from: {
        pathNot: [
          '^apps/api/src/deps/',
          '^apps/api/test/',
          '\\.test\\.tsx?$',
          '^bench/',
          '^packages/(auth-provider|stripe-sandbox|embedded)/',
        ],
      },
      to: {
        dependencyTypesNot: ['type-only'],
        path: [
          '^packages/(auth-provider|stripe-sandbox|embedded)/',
          '^@carat/(auth-provider|stripe-sandbox|embedded)(/|$)',
        ],
      },
    },
  ],
  options: {
    // Type-only imports count: a layer broken by types alone is still broken (and the api-client rule needs them).
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules'] },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)dist/',
        '(^|/)dist-types/',
        '(^|/)storybook-static/',
        '(^|/)\\.turbo/',
      ],
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // Seconds, not minutes, on a clean clone: nothing worth caching.
    cache: false,
    progress: { type: 'none' },
  },
};
