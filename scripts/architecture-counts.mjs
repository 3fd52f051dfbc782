#!/usr/bin/env node
// The counts of issue 13's acceptance list, measured on the working tree, one per line (`--json` for the
// details: every place counted, so a figure can be checked by reading the places it names).
//   node scripts/architecture-counts.mjs [--json]
// Each count's definition sits beside the function that computes it. The counting functions are pure
// (text in, places out) and tested in architecture-counts.test.mjs; only main() reads the disk.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-types',
  '.turbo',
  'storybook-static',
  'coverage',
]);
const TEST_FILE = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;
const CODE_FILE = /\.[cm]?[jt]sx?$/;

/** Every file under `dir` (relative to the root, `/`-separated), build output and dependencies left out. */
export function listFiles(root, dir) {
  const out = [];
  const walk = (rel) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      return; // a folder that does not exist (yet, or any more) holds nothing
    }
    for (const entry of entries) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(child);
      } else out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

export const isTestFile = (file) => TEST_FILE.test(file) || /(^|\/)(test|__tests__)\//.test(file);

const parse = (file, text) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
const isExported = (node) => (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) !== 0;

/**
 * Service signatures not of the form `(scope, input)`: exported functions of a service module (declarations
 * with a body, so overloads count once, and `export const f = (…) => …`) whose first parameter is not an
 * identifier named `scope`. A function with no parameter counts too: it is not scoped either.
 */
export function serviceSignatures(file, text) {
  const source = parse(file, text);
  const found = [];
  const check = (name, fn, at) => {
    const first = fn.parameters[0];
    const firstName = first && ts.isIdentifier(first.name) ? first.name.text : first ? '{…}' : '(none)';
    if (firstName !== 'scope') found.push({ file, line: lineOf(source, at), name, first: firstName });
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.body && isExported(statement)) {
      check(statement.name?.text ?? 'default', statement, statement);
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          check(declaration.name.getText(source), init, declaration);
        }
      }
    }
  }
  return found;
}

// A due date (`due_date`, `dueDate`, as a column, a field or an interpolated column `${t.dueDate}`) compared
// strictly before a "now": `today`, `now()`, `current_date`, a day or timestamp cast to date (`l.at::date`,
// `${business.day}::date`) or a bound parameter (`$7`, the SQL function's today). The `>=` twin of the same
// comparison is the "pending" side of the same rule and is not counted again.
const DUE_BEFORE_NOW = /\b(?:due_date|dueDate)\}?\s*<(?!=)\s*([^\n;,)]{0,60})/g;
const NOW_LIKE = /today|now|current_date|::date|\bday\b|^\$\d/i;
const NOW_AFTER_DUE = /(?:today|now\(\)|current_date)\}?\s*>(?!=)\s*[$\w.{]*\b(?:due_date|dueDate)\b/gi;

/**
 * Places 'overdue' is computed: lines of product code (TypeScript or SQL, tests left out) comparing a due date
 * with now as above. Migrations count: a SQL function defined there is one of the places (an old migration
 * replaced by a newer definition keeps counting until it is squashed, which is the honest reading).
 */
export function overduePlaces(file, text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    const before = [...line.matchAll(DUE_BEFORE_NOW)].some((m) => NOW_LIKE.test((m[1] ?? '').trim()));
    if (before || NOW_AFTER_DUE.test(line)) found.push({ file, line: i + 1, text: line.trim() });
    NOW_AFTER_DUE.lastIndex = 0;
  });
  return found;
}

const SQL_FUNCTION_HEAD = /\bcreate\s+(?:or\s+replace\s+)?function\s+(?:"?(\w+)"?\.)?"?(\w+)"?/gi;

/**
 * Which migration, if any, replaces the SQL function a counted migration line sits in: the line's function is
 * the last `create [or replace] function` before it; a later migration (by file name, the order they run in)
 * that `create or replace`s the same name supersedes it. The count is unchanged (see overduePlaces); this
 * only says which of the places still run.
 */
export function supersedingMigration(place, migrations) {
  if (!place.file.endsWith('.sql')) return null;
  const own = migrations.find((m) => m.file === place.file);
  if (!own) return null;
  const before = own.text.split('\n').slice(0, place.line).join('\n');
  const heads = [...before.matchAll(SQL_FUNCTION_HEAD)];
  const head = heads[heads.length - 1];
  if (!head) return null;
  const name = `${(head[1] ?? 'public').toLowerCase()}.${head[2].toLowerCase()}`;
  const later = migrations
    .filter((m) => m.file > place.file)
    .find((m) =>
      [...m.text.matchAll(SQL_FUNCTION_HEAD)].some(
        (h) =>
          /or\s+replace/i.test(h[0]) && `${(h[1] ?? 'public').toLowerCase()}.${h[2].toLowerCase()}` === name,
      ),
    );
  return later ? { function: name, by: later.file } : null;
}

// `locale === 'fr'`, `input.locale !== 'en'`, `meta?.locale === 'fr'`, or the same with the literal first.
const LOCALE_COMPARISON =
  /(?:[\w$]+(?:\??\.))*(?:locale|Locale)\s*[!=]==?\s*(['"])(fr|en)\1|(['"])(fr|en)\3\s*[!=]==?\s*(?:[\w$]+\??\.)*locale\b/g;

/**
 * Locale ternaries: comparisons of a value named `…locale` with 'fr' or 'en' in product code (each is the
 * condition of a ternary or of a flag that feeds ternaries: `const fr = input.locale === 'fr'`). A
 * comparison of something else with 'fr' (a size system) does not count.
 */
export function localeComparisons(file, text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(LOCALE_COMPARISON)) {
      found.push({ file, line: i + 1, locale: m[2] ?? m[4], text: line.trim() });
    }
  });
  return found;
}

/** `toast(…)`, `toast.error(…)` (sonner) and the showroom's lazy wrapper `notify(…)`. */
function isToastCall(node) {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'toast' || callee.text === 'notify';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'toast'
  );
}

/** `(error as Error)`, `error!`, `(failure)` → the expression underneath. */
function unwrap(node) {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isNonNullExpression(inner)) {
    inner = inner.expression;
  }
  return inner;
}

/**
 * Raw `error.message` toasts: toast calls (as above) any of whose arguments contains `X.message` where X
 * is an error (an identifier or property named like one: error, err, failure, enrollError, …). The server's
 * or the library's own text then reaches the user as is, in whatever language it was written.
 */
export function rawErrorToasts(file, text) {
  const source = parse(file, text);
  const found = [];
  const visitArgs = (node, call) => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'message') {
      const owner = unwrap(node.expression);
      const ownerName = ts.isIdentifier(owner)
        ? owner.text
        : ts.isPropertyAccessExpression(owner)
          ? owner.name.text
          : '';
      if (/err|fail/i.test(ownerName)) {
        found.push({ file, line: lineOf(source, call), text: node.getText(source) });
        return;
      }
    }
    ts.forEachChild(node, (child) => visitArgs(child, call));
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && isToastCall(node)) {
      for (const arg of node.arguments) visitArgs(arg, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An API feature's route file: `features/<area>/routes.ts` or `features/<area>/<part>-routes.ts`. */
export const isRouteFile = (file) => /^apps\/api\/src\/features\/[^/]+\/([a-z0-9-]+-)?routes\.ts$/.test(file);

/** The API feature a file belongs to (`apps/api/src/features/<area>/…`), or null. */
export const featureOf = (file) => /^apps\/api\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * A service module: a feature's file (not its routes, index, job handlers or mail) that works in a request's
 * scope, i.e. names the `Scope` type.
 */
export const isServiceModule = (file, text) =>
  featureOf(file) !== null &&
  !isRouteFile(file) &&
  !/\/(index|[a-z0-9-]*-job|([a-z0-9-]+-)?mail)\.ts$/.test(file) &&
  /from '#api\/scope\.ts'/.test(text);

const IMPORT_SPEC = /(?:from\s+|import\(\s*)'#api\/([^']+)'/g;

/**
 * Imports against the API's layering: a shared module (lib/, middleware/, storage/, queue/, mail/, auth/)
 * importing a feature, and a feature importing another feature past its index.ts. Tests are left out (they
 * may arrange another feature's data).
 */
export function boundaryCrossings(file, text) {
  const from = file.replace(/^apps\/api\/src\//, '');
  const shared = /^(lib|middleware|storage|queue|mail|auth)\//.test(from);
  const mine = featureOf(file);
  const found = [];
  for (const m of text.matchAll(IMPORT_SPEC)) {
    const to = m[1];
    const theirs = /^features\/([^/]+)\/(.+)$/.exec(to);
    if (!theirs) continue;
    if (shared || (mine && theirs[1] !== mine && theirs[2] !== 'index.ts'))
      found.push({ file, to: `src/${to}` });
  }
  return found;
}

const LOCALE_ENUM = /z\.enum\(\[\s*['"]fr['"]\s*,\s*['"]en['"]\s*\]\)/g;

/** The places (file and line) where `pattern` (global) matches `text`. */
export function placesOf(file, text, pattern) {
  const found = [];
  for (const m of text.matchAll(pattern)) {
    found.push({ file, line: text.slice(0, m.index).split('\n').length });
  }
  return found;
}

/**
 * Pairs of places sharing six or more lines over the whole tree, as the `duplicates` tool of the machines
 * this project is built on counts them (its first line: "N pairs of places …"); null where it is not installed.
 */
function duplicatePairs(root) {
  const run = spawnSync('duplicates', ['--repo', root, '--seconds', '120'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  const first = /^(\d+) pairs? of places/.exec(run.stdout);
  return first ? Number(first[1]) : 0;
}

/** Route files importing drizzle-orm: a route that builds SQL itself instead of calling a service. */
export const importsDrizzle = (text) => /\bfrom\s+['"]drizzle-orm(?:\/[^'"]*)?['"]/.test(text);

/**
 * The stand-ins and test support that issue 13 moves out of apps/api/src (folders or single files). The
 * auth provider was its folder, its router (routes/auth.ts) and its signing keys; its wiring stays (deps/).
 */
export const STAND_IN_PATHS = [
  'apps/api/src/auth/provider',
  'apps/api/src/auth/signing-keys.ts',
  'apps/api/src/routes/auth.ts',
  'apps/api/src/stripe-sandbox',
  'apps/api/src/embedded',
  'apps/api/src/testing.ts',
  'apps/api/src/testing-rows.ts',
  'apps/api/src/security/tenant-fixtures.ts',
  'apps/api/src/services/pdf/testing.ts',
];

export const countLines = (text) =>
  text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/**
 * Duplicated lines as jscpd reports them over apps/ and packages/: clones of at least 6 lines (and jscpd's
 * default 50 tokens), TypeScript and JavaScript only (code, not JSON data or Markdown), tests, stories,
 * dependencies and build output left out; file size limits raised so no large module is skipped silently.
 */
function duplication(root) {
  const output = mkdtempSync(path.join(tmpdir(), 'carat-jscpd-'));
  try {
    const bin = path.join(root, 'node_modules', '.bin', 'jscpd');
    const args = [
      'apps',
      'packages',
      '--min-lines',
      '6',
      '--format',
      'typescript,tsx,javascript,jsx',
      '--ignore',
      '**/node_modules/**,**/dist/**,**/dist-types/**,**/.turbo/**,**/storybook-static/**,**/*.test.*,**/*.spec.*,**/*.stories.*,**/test/**',
      '--max-lines',
      '10000',
      '--max-size',
      '1mb',
      '--reporters',
      'json',
      '--output',
      output,
      '--silent',
    ];
    const run = spawnSync(bin, args, { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`jscpd failed: ${run.stderr || run.stdout}`);
    const report = JSON.parse(readFileSync(path.join(output, 'jscpd-report.json'), 'utf8'));
    const { total } = report.statistics;
    return {
      percentage: total.percentage,
      duplicatedLines: total.duplicatedLines,
      lines: total.lines,
      clones: total.clones,
      files: total.sources,
    };
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

function measure(root) {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const productCode = [...listFiles(root, 'apps'), ...listFiles(root, 'packages')].filter(
    (f) => !isTestFile(f),
  );
  const code = productCode.filter((f) => CODE_FILE.test(f) && !f.endsWith('.d.ts'));

  const services = code
    .filter((f) => isServiceModule(f, read(f)))
    .flatMap((f) => serviceSignatures(f, read(f)));
  const migrations = productCode
    .filter((f) => /\/migrations\/[^/]+\.sql$/.test(f))
    .map((f) => ({ file: f, text: read(f) }));
  const overdue = productCode
    .filter((f) => /\.(tsx?|sql)$/.test(f))
    .flatMap((f) => overduePlaces(f, read(f)))
    .map((p) => {
      const superseded = supersedingMigration(p, migrations);
      return superseded ? { ...p, supersededBy: superseded } : p;
    });
  const locales = code.filter((f) => /\.tsx?$/.test(f)).flatMap((f) => localeComparisons(f, read(f)));
  const toasts = code
    .filter((f) => f.startsWith('apps/') && /\.tsx?$/.test(f))
    .flatMap((f) => rawErrorToasts(f, read(f)));
  const drizzleRoutes = code.filter((f) => isRouteFile(f) && importsDrizzle(read(f)));
  const apiFiles = listFiles(root, 'apps/api/src');
  const layerFiles = apiFiles.filter((f) => /^apps\/api\/src\/(routes|services)\//.test(f));
  const features = [...new Set(apiFiles.map(featureOf).filter(Boolean))].sort();
  const crossings = apiFiles
    .filter((f) => /\.ts$/.test(f) && !isTestFile(f))
    .flatMap((f) => boundaryCrossings(f, read(f)));
  const appCode = code.filter((f) => f.startsWith('apps/') && /\.tsx?$/.test(f));
  const unwraps = code.filter((f) => /\.tsx?$/.test(f)).flatMap((f) => placesOf(f, read(f), /\bunwrap</g));
  const asNever = appCode.flatMap((f) => placesOf(f, read(f), /\bas never\b/g));
  const localeEnums = code
    .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('packages/domain/'))
    .flatMap((f) => placesOf(f, read(f), LOCALE_ENUM));
  const standIns = STAND_IN_PATHS.map((p) => {
    const files = statSafe(path.join(root, p))?.isDirectory()
      ? listFiles(root, p)
      : statSafe(path.join(root, p))
        ? [p]
        : [];
    return { path: p, lines: files.reduce((sum, f) => sum + countLines(read(f)), 0) };
  });
  const apiLines = listFiles(root, 'apps/api/src').reduce((sum, f) => sum + countLines(read(f)), 0);
  const standInLines = standIns.reduce((sum, s) => sum + s.lines, 0);

  return {
    serviceSignaturesNotScopeInput: { count: services.length, places: services },
    overdueComputations: {
      count: overdue.length,
      // Places still run: the count less those in migration functions a later migration replaces.
      live: overdue.filter((p) => !p.supersededBy).length,
      places: overdue,
    },
    localeTernaries: {
      count: locales.length,
      fr: locales.filter((l) => l.locale === 'fr').length,
      en: locales.filter((l) => l.locale === 'en').length,
      places: locales,
    },
    rawErrorMessageToasts: { count: toasts.length, places: toasts },
    routeFilesImportingDrizzle: { count: drizzleRoutes.length, files: drizzleRoutes },
    apiLayerFiles: { count: layerFiles.length, files: layerFiles },
    apiFeatures: { count: features.length, features },
    apiBoundaryCrossings: { count: crossings.length, places: crossings },
    unwrapCasts: { count: unwraps.length, places: unwraps },
    asNeverInApps: { count: asNever.length, places: asNever },
    localeEnumsOutsideDomain: { count: localeEnums.length, places: localeEnums },
    duplicatePairs: duplicatePairs(root),
    standInLinesInApiSrc: {
      count: standInLines,
      shareOfApiSrc: apiLines ? Math.round((standInLines / apiLines) * 1000) / 10 : 0,
      paths: standIns,
    },
    duplicatedLinesPercent: duplication(root),
  };
}

function statSafe(p) {
  try {
    return statSync(p);
  } catch {
    return null;
  }
}

function main() {
  const counts = measure(ROOT);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(counts, null, 2));
    return;
  }
  const d = counts.duplicatedLinesPercent;
  const s = counts.standInLinesInApiSrc;
  const l = counts.localeTernaries;
  console.log(`service signatures not (scope, input): ${counts.serviceSignaturesNotScopeInput.count}`);
  const o = counts.overdueComputations;
  console.log(
    `places 'overdue' is computed: ${o.count} (${o.live} live, ${o.count - o.live} in migration functions a later migration replaces)`,
  );
  console.log(`locale === 'fr'/'en' ternaries: ${l.count} (fr ${l.fr}, en ${l.en})`);
  console.log(`raw error.message toasts: ${counts.rawErrorMessageToasts.count}`);
  console.log(`route files importing drizzle-orm: ${counts.routeFilesImportingDrizzle.count}`);
  console.log(`stand-in lines inside apps/api/src: ${s.count} (${s.shareOfApiSrc} % of apps/api/src)`);
  console.log(
    `duplicated lines (jscpd, min 6 lines): ${d.percentage} % (${d.duplicatedLines} of ${d.lines} lines, ${d.clones} clones)`,
  );
  console.log(`files under apps/api/src/routes|services: ${counts.apiLayerFiles.count}`);
  console.log(`API features with their own folder: ${counts.apiFeatures.count}`);
  console.log(
    `upward imports (a shared module importing a feature, or a feature past another's index): ${counts.apiBoundaryCrossings.count}`,
  );
  console.log(`unwrap< casts: ${counts.unwrapCasts.count}`);
  console.log(`'as never' in apps: ${counts.asNeverInApps.count}`);
  console.log(`z.enum(['fr', 'en']) outside @carat/domain: ${counts.localeEnumsOutsideDomain.count}`);
  const p = counts.duplicatePairs;
  console.log(
    `duplicate pairs (the duplicates tool, whole tree): ${p === null ? 'tool not on this machine' : p}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
