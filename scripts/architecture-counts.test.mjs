// The counting functions of architecture-counts.mjs on small sources: each counts what its definition
// says and leaves alone what it does not.
//   node --test scripts/architecture-counts.test.mjs
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  boundaryCrossings,
  countLines,
  featureOf,
  importsDrizzle,
  isRouteFile,
  isServiceModule,
  isTestFile,
  localeComparisons,
  overduePlaces,
  placesOf,
  rawErrorToasts,
  serviceSignatures,
  supersedingMigration,
} from './architecture-counts.mjs';

describe('serviceSignatures', () => {
  it('counts exported functions whose first parameter is not `scope`, overloads once', () => {
    const source = `
      export async function listClients(tx: Tx, businessId: string) {}
      export function issueInvoice(scope: Scope, input: Input) {}
      export const cancel = (tx: Tx, actor: Actor) => {};
      export const now = () => new Date();
      export function f(a: string): void;
      export function f(a: string) {}
      function internal(tx: Tx) {}
      const notExported = (tx: Tx) => tx;`;
    const found = serviceSignatures('s.ts', source).map((p) => `${p.name}(${p.first})`);
    assert.deepEqual(found, ['listClients(tx)', 'cancel(tx)', 'now((none))', 'f(a)']);
  });
});

describe('overduePlaces', () => {
  it('finds due dates compared before now in TypeScript and SQL, not the pending twin', () => {
    const source = [
      "return invoice.status === 'sent' && invoice.dueDate < today;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a drizzle sql`` query, as data
      "sql`${invoices.status} = 'sent' and ${invoices.dueDate} < ${today}`",
      'where i.due_date < l.at::date',
      "when 'overdue' then '%1$s.due_date < $7'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a drizzle sql`` query, as data
      'sql`${invoices.dueDate} >= ${today}`',
      'if (order.dueDate < order.createdAt) throw new Error()',
      'where current_date > i.due_date',
    ].join('\n');
    assert.deepEqual(
      overduePlaces('x.ts', source).map((p) => p.line),
      [1, 2, 3, 4, 7],
    );
  });
});

describe('supersedingMigration', () => {
  const migrations = [
    {
      file: 'm/0008.sql',
      text: [
        'create function public.shown(d date) returns text',
        "  select case when d < today then 'late' end",
        'create function public.kept(d date) returns boolean',
        '  select d < today',
      ].join('\n'),
    },
    { file: 'm/0016.sql', text: 'create or replace function public.shown(d date) returns text\n  select 1' },
  ];
  it('names the later migration that replaces the function a counted line sits in', () => {
    assert.deepEqual(supersedingMigration({ file: 'm/0008.sql', line: 2 }, migrations), {
      function: 'public.shown',
      by: 'm/0016.sql',
    });
  });
  it('leaves functions nobody replaces, the replacement itself and TypeScript alone', () => {
    assert.equal(supersedingMigration({ file: 'm/0008.sql', line: 4 }, migrations), null);
    assert.equal(supersedingMigration({ file: 'm/0016.sql', line: 2 }, migrations), null);
    assert.equal(supersedingMigration({ file: 'x.ts', line: 1 }, migrations), null);
  });
});

describe('localeComparisons', () => {
  it("counts comparisons of a locale with 'fr' or 'en', not of other values", () => {
    const source = [
      "const tag = locale === 'fr' ? 'fr-FR' : 'en-GB';",
      "const fr = input.locale === 'fr';",
      "meta?.locale !== 'en' ? a : b",
      "return system === 'fr' ? 'eu' : system;",
      "const x = 'en' === data.locale;",
    ].join('\n');
    assert.deepEqual(
      localeComparisons('x.ts', source).map((p) => `${p.line}:${p.locale}`),
      ['1:fr', '2:fr', '3:en', '5:en'],
    );
  });
});

describe('rawErrorToasts', () => {
  it("counts toasts fed an error's message, not translated ones", () => {
    const source = `
      toast.error(t('x.failed'), { description: (error as Error).message });
      toast.error(t('x.failed'), {
        description: enrollError?.message,
      });
      notify('error', failure.message);
      toast.error(t('x.failed'), { description: t(codeMessage(error)) });
      toast.success(t('x.done'), { description: form.message });
      console.error(error.message);`;
    assert.deepEqual(
      rawErrorToasts('x.tsx', source).map((p) => p.line),
      [2, 3, 6],
    );
  });
});

describe('small helpers', () => {
  it('tell test files, drizzle imports and line counts', () => {
    assert.equal(isTestFile('apps/api/src/features/team/team.test.ts'), true);
    assert.equal(isTestFile('packages/ui/src/Button.stories.tsx'), true);
    assert.equal(isTestFile('apps/api/test/support.ts'), true);
    assert.equal(isTestFile('apps/api/src/features/team/routes.ts'), false);
    assert.equal(importsDrizzle("import { and, eq } from 'drizzle-orm';"), true);
    assert.equal(importsDrizzle("import { sql } from 'drizzle-orm/sql';"), true);
    assert.equal(importsDrizzle("import { db } from '@carat/db';"), false);
    assert.equal(countLines('a\nb\n'), 2);
    assert.equal(countLines('a\nb'), 2);
    assert.equal(countLines(''), 0);
  });
});

describe('the API layout', () => {
  it('tells route files, features and service modules', () => {
    assert.equal(isRouteFile('apps/api/src/features/team/routes.ts'), true);
    assert.equal(isRouteFile('apps/api/src/features/account/backups-routes.ts'), true);
    assert.equal(isRouteFile('apps/api/src/features/team/team.ts'), false);
    assert.equal(featureOf('apps/api/src/features/size-guides/routes.ts'), 'size-guides');
    assert.equal(featureOf('apps/api/src/lib/errors.ts'), null);
    const scoped = "import type { Scope } from '#api/scope.ts';\nexport async function f(scope: Scope) {}\n";
    assert.equal(isServiceModule('apps/api/src/features/team/team.ts', scoped), true);
    assert.equal(isServiceModule('apps/api/src/features/team/routes.ts', scoped), false);
    assert.equal(isServiceModule('apps/api/src/features/team/index.ts', scoped), false);
    assert.equal(isServiceModule('apps/api/src/features/team/mail.ts', scoped), false);
    assert.equal(isServiceModule('apps/api/src/features/team/team.ts', 'export const x = 1;\n'), false);
    assert.equal(isServiceModule('apps/api/src/lib/search.ts', scoped), false);
  });

  it('counts a shared module importing a feature and a feature past another feature’s index', () => {
    const text = [
      "import { a } from '#api/features/orders/orders.ts';",
      "import { b } from '#api/features/orders/index.ts';",
      "import { c } from '#api/features/team/team.ts';",
      "import { d } from '#api/lib/errors.ts';",
      "const e = await import('#api/features/orders/events.ts');",
    ].join('\n');
    assert.deepEqual(
      boundaryCrossings('apps/api/src/features/team/routes.ts', text).map((p) => p.to),
      ['src/features/orders/orders.ts', 'src/features/orders/events.ts'],
    );
    assert.equal(boundaryCrossings('apps/api/src/lib/search.ts', text).length, 4);
    assert.equal(boundaryCrossings('apps/api/src/app.ts', text).length, 0);
  });

  it('finds the places of a pattern with their lines', () => {
    const text = 'const a = z.enum([\'fr\', \'en\']);\nconst b = 1;\nconst c = z.enum(["fr","en"]);\n';
    assert.deepEqual(
      placesOf('x.ts', text, /z\.enum\(\[\s*['"]fr['"]\s*,\s*['"]en['"]\s*\]\)/g).map((p) => p.line),
      [1, 3],
    );
  });
});
