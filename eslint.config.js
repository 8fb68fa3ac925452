// Lint for the whole workspace. Import boundaries (ARCHITECTURE §3, §7) are enforced here:
// web features never import each other, server modules never reach into another module's
// repository, and nothing outside the server imports it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/** Boundaries by resolved file, not by import text: `../../../server/src/x.ts` is caught too. */
const ROOT = import.meta.dirname;
const abs = (p) => path.join(ROOT, p);
const MODULES = 'apps/server/src/modules';
const MODULE_NAMES = readdirSync(abs(MODULES), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const importSettings = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  // Without these, import-x skips TypeScript files when it follows imports (no-cycle finds nothing).
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};
const restrictedPaths = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }] });
/** Each module's files may not import another module's files matching `glob` (e.g. its repositories). */
const otherModules = (glob, message) =>
  MODULE_NAMES.map((m) => ({
    target: `./${MODULES}/${m}`,
    from: [abs(`${MODULES}/*/**/${glob}`)],
    except: [abs(`${MODULES}/${m}/**`)],
    message,
  }));
/**
 * The one exception to "outside modules/, call a module's service": the demo seeder writes the
 * demo's history as it would have happened (replies, wins, reveal answers dated weeks back,
 * insights filed by sealed authors) through the modules' repositories, below the services'
 * clocks and audit entries. Any other file outside modules/ that imports a module repository or
 * *.sql.ts is refused.
 */
const MODULE_DATA_EXCEPTIONS = ['apps/server/src/cli/seed-demo.ts', 'apps/server/src/cli/seed-demo-reachouts.ts'];

/**
 * The insight (the `submissions` table) has one owner, modules/insights: no other file writes it
 * (filing, processing, moves and releases are query builders in insights/insight-writes.sql.ts
 * that other repositories run), and only the repositories named here read it, each for the
 * figures or rows of its own screen and each through leader-visible.sql.ts where leaders read.
 * A new reader is added here, with its reason, or reads through the owner.
 */
const INSIGHT_OWNER = ['apps/server/src/modules/insights/**'];
const INSIGHT_READERS = [
  'apps/server/src/modules/ai-assist/ai-assist.repository.ts', // a topic's insights for its summary
  'apps/server/src/modules/dashboard/dashboard.repository.ts', // the dashboard's counts
  'apps/server/src/modules/delegation/delegation.repository.ts', // the delegated insight's words
  'apps/server/src/modules/employee/authorship.repository.ts', // "my insights" by sealed author
  'apps/server/src/modules/employee/employee.repository.ts', // MyVoyce's own insights
  'apps/server/src/modules/exports/exports.repository.ts', // CSV exports
  'apps/server/src/modules/leader-digest/leader-digest.repository.ts', // the weekly digest's counts
  'apps/server/src/modules/pipeline/pipeline.repository.ts', // the insight being processed
  'apps/server/src/modules/reachouts/reachouts.repository.ts', // answers counted towards release
  'apps/server/src/modules/reports/reports.repository.ts', // reports
  'apps/server/src/modules/share/share.repository.ts', // the shared insight's words
  'apps/server/src/modules/timeline/timeline.repository.ts', // an insight's timeline
  'apps/server/src/modules/topics/topic-corrections.repository.ts', // profiles rebuilt after a correction
  'apps/server/src/modules/topics/topics.repository.ts', // topic lists and charts
];
/** Seed data (demo and load databases) writes insights in bulk, dated in the past. */
const INSIGHT_SEEDERS = ['apps/server/src/cli/demo-seed.repository.ts', 'apps/server/src/cli/seed-load.repository.ts'];
const INSIGHT_WRITE_MESSAGE = 'Only modules/insights writes an insight: use (or add) a builder in insights/insight-writes.sql.ts.';
const INSIGHT_WRITES = [
  {
    selector: "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='submissions']",
    message: INSIGHT_WRITE_MESSAGE,
  },
  { selector: 'TemplateElement[value.raw=/\\b(update|insert\\s+into|delete\\s+from)\\s+submissions\\b/i]', message: INSIGHT_WRITE_MESSAGE },
];
const INSIGHT_IMPORT = {
  selector:
    "ImportDeclaration[importKind!='type'][source.value=/db\\/schema/] > ImportSpecifier[imported.name='submissions'][importKind!='type']",
  message: 'The insights table is read by modules/insights and the readers named in eslint.config.js (INSIGHT_READERS).',
};

/** Outside ai/, AI is reached through the provider interface (ai/provider.ts). */
const AI_LOCAL_OUTSIDE_AI = [{ regex: '(^|/)ai/local(/|$)', message: 'Use the AI provider interface (ai/provider.ts), never ai/local.' }];
/** A module calls another module's service, never its repository (relative path one module over). */
const MODULE_REPOSITORY = [
  { regex: '^\\.\\./[^./][^/]*/[^/]*\\.repository\\.ts$', message: "Call the other module's service, never its repository." },
];

const DATA_ACCESS = ['apps/server/src/**/*.repository.ts', 'apps/server/src/**/*.sql.ts', 'apps/server/src/db/**'];
const NO_DRIZZLE = [
  { regex: '^drizzle-orm(/|$)', message: 'Only repositories (*.repository.ts, *.sql.ts) and db/ touch the database.' },
  {
    regex: '(^|/)db/schema(/index\\.ts)?$',
    allowTypeImports: true,
    message: 'Only repositories (*.repository.ts, *.sql.ts) and db/ touch the database; import row types with `import type`.',
  },
];

/** The server's import rules, for its modules or for the rest of src/. */
function serverLayers({ modules }) {
  const files = modules ? ['apps/server/src/modules/**/*.ts'] : ['apps/server/src/**/*.ts'];
  const ignores = ['**/*.test.ts', ...(modules ? [] : ['apps/server/src/modules/**'])];
  const base = [...AI_LOCAL_OUTSIDE_AI, ...(modules ? MODULE_REPOSITORY : [])];
  const rule = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
  return [
    { files, ignores: [...ignores, ...DATA_ACCESS], rules: rule([...NO_DRIZZLE, ...base]) },
    {
      files: files.map((f) => f.replace('*.ts', '*.{repository,sql}.ts')).concat(modules ? [] : ['apps/server/src/db/**/*.ts']),
      ignores,
      rules: rule(base),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Path-resolved boundaries and cycles (import-x resolves each import to a file).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: restrictedPaths([
      {
        target: ['./apps/web', './packages/contracts'],
        from: './apps/server',
        message: 'The web and the contracts never import server code.',
      },
    ]),
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrictedPaths(otherModules('*.repository.ts', "Call the other module's service, never its repository.")),
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', ...DATA_ACCESS],
    rules: restrictedPaths([
      ...otherModules('*.repository.ts', "Call the other module's service, never its repository."),
      ...otherModules('*.sql.ts', "Only repositories compose another module's SQL fragments; call its service."),
    ]),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/modules/**', ...DATA_ACCESS, ...MODULE_DATA_EXCEPTIONS],
    rules: restrictedPaths([
      {
        target: './apps/server/src',
        from: [abs(`${MODULES}/**/*.repository.ts`), abs(`${MODULES}/**/*.sql.ts`)],
        message: "jobs/, cli/ and the rest call a module's service, never its repository or SQL.",
      },
    ]),
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)apps/server/', message: 'The web and the contracts never import server code.' }] },
      ],
    },
  },
  // The schemas the web bundles are built with zod's functional API (packages/contracts/src/zod.ts):
  // one value import of classic zod brings all of it back (~9 KB gzip of the 350 KB budget).
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', allowTypeImports: true, message: "Build schemas with `z` from '@voyce/contracts/zod' (zod/mini)." }] },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)',
              message: 'Features do not import each other: share through components/, lib/ or contracts.',
            },
            { regex: '(^|/)features/', message: 'Features do not import each other.' },
            { regex: '(^|/)app/', message: 'Only main.tsx imports app/ (the shell); below it, share through components/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)[^/]+/', message: 'Features do not import each other.' },
            { regex: '(^|/)app/', message: 'Only main.tsx imports app/ (the shell); below it, share through components/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{api,components,lib,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)apps/server/', message: 'The web and the contracts never import server code.' },
            { regex: '(^|/)features/', message: 'Shared code does not import a feature.' },
            { regex: '(^|/)app/', message: 'Only main.tsx imports app/ (the shell); below it, share through components/ or lib/.' },
          ],
        },
      ],
    },
  },
  // Server layers (docs/architecture.md): only repositories (*.repository.ts), the SQL fragments
  // they share (*.sql.ts) and db/ speak Drizzle; everything else calls a repository (row types
  // may be imported as types). AI is reached through ai/provider.ts, never ai/local directly. A
  // module calls another module's service, never its repository.
  ...serverLayers({ modules: false }),
  ...serverLayers({ modules: true }),
  {
    files: ['apps/server/src/ai/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  // The insight's one owner (INSIGHT_OWNER): nobody else writes it, only the named readers read it.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', ...INSIGHT_OWNER, ...INSIGHT_READERS, ...INSIGHT_SEEDERS],
    rules: { 'no-restricted-syntax': ['error', ...INSIGHT_WRITES, INSIGHT_IMPORT] },
  },
  {
    files: INSIGHT_READERS,
    rules: { 'no-restricted-syntax': ['error', ...INSIGHT_WRITES] },
  },

  {
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts', 'scripts/**', '*.config.*'],
    languageOptions: {
      globals: {
        process: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        clearTimeout: 'readonly',
        NodeJS: 'readonly',
      },
    },
  },
);
