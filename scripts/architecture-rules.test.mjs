// Proves the architecture rules bite: the real .dependency-cruiser.cjs, run by the real CLI as CI runs it,
// on a scratch tree (apps/, packages/) written to a temp folder with one wrong import per rule, must name
// every one of them, and must pass the same tree once the wrong imports are gone.
//   node --test scripts/architecture-rules.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');
const scratch = [];

/** Writes `files` (path → source) under a fresh temp folder and returns it. */
function tree(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'carat-arch-'));
  scratch.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

/** The violations depcruise reports on `dir`, as "rule: from → to". */
function violations(dir) {
  const run = spawnSync(DEPCRUISE, ['apps', 'packages', '--config', CONFIG, '--output-type', 'json'], {
    cwd: dir,
    encoding: 'utf8',
  });
  assert.ok(run.stdout, `depcruise printed nothing: ${run.stderr}`);
  const result = JSON.parse(run.stdout);
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

// A small, healthy tree shaped like ours: an app with its shell, lib and features, the API with its deps
// module (the one place that imports the stand-ins; the Deps interface names their types), the api-client
// reading the API's route types, and a package.
const healthy = {
  'apps/web/src/app/routes.ts':
    "import { Page } from '../features/home/Page.ts';\nexport const routes = [Page];\n",
  'apps/web/src/lib/env.ts': 'export const env = { apiUrl: "http://localhost" };\n',
  'apps/web/src/features/home/Page.ts':
    "import { env } from '../../lib/env.ts';\nimport { money } from '../../../../../packages/kit/src/money.ts';\nexport const Page = () => money(env.apiUrl.length);\n",
  'apps/api/src/app.ts': 'export const app = {};\nexport type App = typeof app;\n',
  'apps/api/src/deps/index.ts':
    "import { sandbox } from '../../../../packages/stripe-sandbox/src/index.ts';\nimport { createAuthProvider } from '../../../../packages/auth-provider/src/index.ts';\nexport const deps = { sandbox, auth: createAuthProvider() };\n",
  'apps/api/src/context.ts':
    "import type { AuthProviderRoutes } from '../../../packages/auth-provider/src/index.ts';\nexport interface Deps { authProvider: AuthProviderRoutes | null }\n",
  'packages/stripe-sandbox/src/index.ts': 'export const sandbox = {};\n',
  'packages/auth-provider/src/index.ts':
    'export const createAuthProvider = () => ({});\nexport type AuthProviderRoutes = ReturnType<typeof createAuthProvider>;\n',
  'packages/kit/src/money.ts': 'export const money = (minor: number) => minor / 100;\n',
  'packages/api-client/src/client.ts':
    "import type { App } from '../../../apps/api/src/app.ts';\nexport const client = (app: App) => app;\n",
  // Two API features using each other through their index files (allowed, even as a cycle), a shared
  // module below them, and a test reaching into another feature to arrange its data.
  'apps/api/src/lib/money.ts': 'export const cents = (n: number) => n * 100;\n',
  'apps/api/src/features/invoices/index.ts': "export { invoiceTotal } from './invoices.ts';\n",
  'apps/api/src/features/invoices/invoices.ts':
    "import { cents } from '../../lib/money.ts';\nimport { payLink } from '../payments/index.ts';\nexport const invoiceTotal = () => cents(1) + payLink().length;\n",
  'apps/api/src/features/payments/index.ts': "export { payLink } from './links.ts';\n",
  'apps/api/src/features/payments/links.ts':
    "import { invoiceTotal } from '../invoices/index.ts';\nexport const payLink = (): string => '/pay/' + typeof invoiceTotal;\n",
  'apps/api/src/features/payments/links.test.ts':
    "import { invoiceTotal } from '../invoices/invoices.ts';\nexport const t = invoiceTotal;\n",
};

after(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('architecture rules (.dependency-cruiser.cjs)', () => {
  it('pass a tree that keeps the layers', () => {
    assert.deepEqual(violations(tree(healthy)), []);
  });

  it('report each wrong import, naming the rule it breaks', () => {
    const found = violations(
      tree({
        ...healthy,
        // a feature reaching up into the app shell
        'apps/web/src/features/home/Page.ts':
          "import { routes } from '../../app/routes.ts';\nexport const Page = () => routes.length;\n",
        // an app importing another app
        'apps/admin/src/main.ts':
          "import { env } from '../../web/src/lib/env.ts';\nexport const url = env.apiUrl;\n",
        // a package importing an app
        'packages/kit/src/money.ts':
          "import { env } from '../../../apps/web/src/lib/env.ts';\nexport const money = (minor: number) => minor / env.apiUrl.length;\n",
        // a cycle
        'packages/kit/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b();\n",
        'packages/kit/src/b.ts': "import { a } from './a.ts';\nexport const b = (): unknown => a;\n",
        // the api-client importing the API at run time, and more than its route types
        'packages/api-client/src/client.ts':
          "import { app } from '../../../apps/api/src/app.ts';\nimport { deps } from '../../../apps/api/src/deps/index.ts';\nexport const client = [app, deps];\n",
        // product code importing a stand-in instead of going through deps.ts
        'apps/api/src/features/billing/routes.ts':
          "import { sandbox } from '../../../../../packages/stripe-sandbox/src/index.ts';\nexport const route = sandbox;\n",
        // product code building the auth provider itself, by path or by its package name
        'apps/api/src/routes/auth.ts':
          "import { createAuthProvider } from '../../../../packages/auth-provider/src/index.ts';\nexport const auth = createAuthProvider();\n",
        'apps/api/src/app.ts':
          "import { createAuthProvider } from '@carat/auth-provider';\nexport const app = { auth: createAuthProvider() };\nexport type App = typeof app;\n",
        // a feature reaching past another feature's index
        'apps/api/src/features/payments/links.ts':
          "import { invoiceTotal } from '../invoices/invoices.ts';\nexport const payLink = (): string => '/pay/' + typeof invoiceTotal;\n",
        // a shared module importing a feature
        'apps/api/src/lib/money.ts':
          "import { payLink } from '../features/payments/index.ts';\nexport const cents = (n: number) => n * 100 + payLink().length;\n",
      }),
    );
    const rules = new Set(found.map((v) => v.split(':')[0]));
    assert.deepEqual([...rules].sort(), [
      'api-client-imports-api',
      'api-client-imports-api-at-run-time',
      'api-feature-through-its-index',
      'api-shared-imports-feature',
      'app-imports-other-app',
      'feature-imports-app',
      'no-circular',
      'package-imports-app',
      'stand-ins-only-through-deps',
    ]);
    assert.ok(
      found.includes('feature-imports-app: apps/web/src/features/home/Page.ts → apps/web/src/app/routes.ts'),
    );
    assert.ok(found.includes('app-imports-other-app: apps/admin/src/main.ts → apps/web/src/lib/env.ts'));
    assert.ok(
      found.includes(
        'stand-ins-only-through-deps: apps/api/src/features/billing/routes.ts → packages/stripe-sandbox/src/index.ts',
      ),
    );
    assert.ok(
      found.includes(
        'stand-ins-only-through-deps: apps/api/src/routes/auth.ts → packages/auth-provider/src/index.ts',
      ),
    );
    assert.ok(found.includes('stand-ins-only-through-deps: apps/api/src/app.ts → @carat/auth-provider'));
    assert.ok(
      found.includes(
        'api-feature-through-its-index: apps/api/src/features/payments/links.ts → apps/api/src/features/invoices/invoices.ts',
      ),
    );
    assert.ok(
      found.includes(
        'api-shared-imports-feature: apps/api/src/lib/money.ts → apps/api/src/features/payments/index.ts',
      ),
    );
    // the cycle the broken tree adds (lib → payments → invoices → lib) passes through no index but the
    // one payments offers: only the kit's own cycle is named
    assert.ok(found.some((v) => v.startsWith('no-circular: packages/kit/src/')));
  });
});
