import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { endpointAddresses, isEndpointFile } from './build/endpoint-addresses.ts';
import { precompress } from './build/precompress.ts';
import { noJsonSchema } from './build/no-json-schema.ts';
import { muiDefaultTheme } from './build/mui-default-theme.ts';
import { pureSchemas } from './build/pure-schemas.ts';
import { loginShell } from './build/login-shell.ts';
import { dashboardPage } from './build/route-pages.ts';
import { linguiCatalogs } from './build/lingui-catalogs.ts';

// The API server listens on 3000; in dev the SPA is served by Vite and forwards the
// same-origin paths the server owns, so the browser code never knows two ports exist.
const apiServer = 'http://localhost:3000';

// The leaders' workspace (dashboard, explorer, topics, submissions, reach-outs: its feature code,
// API calls, UI and strings) is one lazy chunk instead of dozens of small ones: tiny chunks compress
// badly and the whole app has a 350 KB gzip budget (ARCHITECTURE §8). It loads with the
// first workspace page (the dashboard, where leaders land); nothing here is used by the
// sign-in pages, so /login never downloads it. The dashboard's route module stays out of it, a
// page of its own that scripts/bundle-size.mjs finds in the manifest.
const workspaceModules =
  /\/src\/(features\/(?!dashboard\/routes\/dashboard-route)(dashboard|topics|insights|reachouts|reports)\/|components\/(insight-actions\/[a-z-]+|filter-sheet|export-csv-button|multi-select-filter|checklist-dropdown|detail-page-frame|selectable-insight-list|share-dialog|priority-chip|status-chip|topics-table|insights-table|insight-marks|insight-excerpt|empty-state|section-card|period-filter|list-pagination|page-breadcrumbs|simple-tabs|recipient-picker|use-combobox|visually-hidden|move-to-topic-dialog|plain-text-field)\.tsx?$|api\/(insights|insights-[a-z-]+|reachouts|reports)\.ts$|lib\/(reachout-display|export-download|open-in-new-tab|workspace-keys|insight-state|format-date|use-url-filters|use-debounced-value|download)\.ts$|i18n\/(workspace-strings\.ts|locales\/en\/workspace\.json))/;

// The settings area and the setup page are one lazy chunk for the same reason:
// their routes, feature code, the API calls and the shared pieces only they use. A piece listed
// here that another area uses (form-select-field in the employee's compose card) makes that area
// download the whole chunk, and with it the organisation page's chunk: the dashboard's first view
// did, 70 KB gzip of it.
const settingsModules =
  /\/src\/(features\/(settings|setup|subscriptions)\/|components\/(person-picker|person-search|use-person-picker|form-drawer|multi-select-filter|checklist-dropdown|read-only-field|search-field|sortable-table|word-list|delete-confirm-dialog|radio-choice)\.tsx?$|api\/(organization|organization-alert-phrases|auth-account|audit|billing|identity)\.ts$)/;

// The sign-in page's own code (the e-mail and password steps, the form fields bound to
// react-hook-form): one chunk, which /login loads with the entry and `forms`.
const loginModules =
  /\/src\/(features\/auth\/(components\/(step-heading|auth-page-layout|active-otp-dialog|lazy-code-entry-step|email-step|use-email-code|or-separator|password-sign-in-form|wrong-door|sign-in-panel)|hooks\/(use-code-request|use-start-session))\.tsx?$|components\/(form-text-field|form-password-field)\.tsx$|lib\/(use-live-validity|lazy-zod-resolver)\.ts$)/;

// The pieces /login shares with every other page: MUI's input, label, helper text, icon button,
// alert and link, and the app's logo, loader and error line. Listed by name: a module added here
// that /login does not need is downloaded by /login (200 KB gzip budget).
const formModules =
  /\/src\/(components\/(brand-logo|inline-loader|error-message|language-picker)\.tsx|lib\/(layout|use-environment-gesture)\.ts)$|node_modules[\\/]@mui[\\/](material[\\/](TextareaAutosize|FormControl|InputBase|FormLabel|OutlinedInput|InputLabel|Select[\\/]selectClasses|IconButton|FormHelperText|Link|InputAdornment|Alert|internal[\\/]svg-icons[\\/](SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined|Close)|utils[\\/](useSlot|isMuiElement|getActiveElement|ownerDocument|useEnhancedEffect))[\\/.]|utils[\\/](isMuiElement|isHostComponent|isEventHandler|appendOwnerState|resolveComponentProps|extractEventHandlers|omitEventHandlers|mergeSlotProps|debounce|ownerWindow|getActiveElement|ownerDocument)[\\/]|icons-material[\\/](ArrowBack|MailOutlined|Visibility|VisibilityOff|Language)\.)/;

// zod and the contracts' modules that build schemas with it: the forms' validation (loaded when a
// form first validates, see lib/lazy-zod-resolver.ts) and the pages that parse with a schema. The
// contracts' zod-free modules (messages.ts, permissions.ts, reachout-rules.ts) stay out, so
// importing a constant from them does not bring zod.
const zodImport = /^import \{[^}]*\} from '(zod\/mini|\.\.?\/zod\.ts)';$/m;
const contractModule = /packages[\\/]contracts[\\/]src[\\/]([a-z-]+[\\/])?[a-z-]+\.ts$/;
// The endpoint files import schemas on disk but not in the web build (build/endpoint-addresses.ts):
// their addresses are plain values, which the shell's and the workspace's API calls import.
const buildsSchemas = (id: string) => contractModule.test(id) && !isEndpointFile(id) && zodImport.test(readFileSync(id, 'utf8'));
const schemaModules = (id: string) => /node_modules[\\/]zod[\\/]/.test(id) || buildsSchemas(id);
// The writer's identifying-details hints (contracts/identifying.ts and the pieces every language's
// rules share): MyVoyce's editor alone uses them, and building their patterns was a fifth of the
// leaders' contracts evaluation.
const employeeContracts = /packages[\\/]contracts[\\/]src[\\/]identifying(?:[\\/]shared)?\.ts$/;
// Each other language's identifying-details rules (contracts/identifying/<lang>.ts): a file of its
// own (identifying-es…), which the editor downloads for the page's language only
// (features/employee/identifying-rules.ts); scripts/bundle-size.mjs counts one language.
const identifyingChunk = (id: string) => {
  const match = /packages[\\/]contracts[\\/]src[\\/]identifying[\\/]([a-z]{2})\.ts$/.exec(id);
  return match ? `identifying-${match[1]}` : null;
};
const contractValues = (id: string) => contractModule.test(id) && !buildsSchemas(id) && !employeeContracts.test(id);

// MUI's ThemeProvider and createTheme carry the CSS-variables theme (its provider, the color-scheme
// script, the variables' generator) whatever the theme; the app's theme has no CSS variables, and
// for such a theme both end in their no-variables halves, which MUI does not export on their own.
// Importing those halves keeps ~5 KB gzip out of every page's entry.
// MUI's own default theme (its components' fallback, Box) is made with the no-variables half too:
// build/mui-default-theme.ts, another ~4.7 KB gzip of the entry.
const muiStyles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'styles');
const muiNoVars = /^@mui\/material\/styles\/(ThemeProviderNoVars|createThemeNoVars)$/;

// The MyVoyce catalogs (src/i18n/locales/<lang>/app.json, compiled by build/lingui-catalogs.ts)
// and the pseudo-locale made from English.
const catalogChunk = (id: string) => {
  const match = /\/src\/i18n\/locales\/([\w-]+)\/app\.json\?lingui(-pseudo)?$/.exec(id);
  return match ? `i18n-${match[2] ? 'pseudo' : match[1]}` : null;
};

export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: [{ find: muiNoVars, replacement: `${muiStyles}/$1.mjs` }] },
  plugins: [
    linguiCatalogs(),
    react(),
    endpointAddresses(),
    pureSchemas(),
    noJsonSchema(),
    muiDefaultTheme(),
    loginShell(),
    dashboardPage(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The 200 KB gzip budget for /login is checked on the gzip figures Vite prints.
    reportCompressedSize: true,
    // dist/.vite/manifest.json: what each page loads, for scripts/bundle-size.mjs.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no effect beyond the schema: one the web app never uses (the
      // contracts' modules define many, for the server too) is left out of the bundle.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // A few large chunks rather than ~130 small ones: each file compresses on its own, and the
        // split cost ~40 KB gzip of the whole app's 350 (ARCHITECTURE §8). Only the listed
        // modules: their dependencies keep to their own groups. Higher priority claims first.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The entry and everything it imports statically (React, the router, MUI's core, the
            // theme, the shell's guards): what every page downloads first, as one file.
            { name: 'initial', tags: ['$initial'], priority: 10 },
            // Each language's MyVoyce catalog a file of its own (i18n-es…): a reader downloads
            // theirs only (i18n/language.ts); scripts/bundle-size.mjs counts one language.
            { name: (id: string) => catalogChunk(id), test: /\/src\/i18n\/locales\/[\w-]+\/app\.json\?/, priority: 11 },
            // Likewise each language's identifying-details rules (identifying-es…).
            { name: (id: string) => identifyingChunk(id), test: (id: string) => identifyingChunk(id) !== null, priority: 11 },
            { name: 'login', test: loginModules, priority: 8 },
            // Right-to-left styling, loaded with a right-to-left language only (i18n/language.ts).
            { name: 'rtl', test: /\/src\/i18n\/rtl-cache\.ts$|node_modules[\\/](stylis-plugin-rtl|cssjanus)[\\/]/, priority: 9 },
            { name: 'forms', test: formModules, priority: 8 },
            // Sign-in by single sign-on: the step /login loads when it is chosen and the page the
            // identity provider sends the browser back to. Apart from `auth` and `app`, which bring
            // the leaders' shared code: choosing SSO downloads only this and the endpoints' addresses.
            { name: 'sso', test: /\/src\/(features\/auth\/sso\/|api\/sso\.ts$)/, priority: 8 },
            { name: 'schemas', test: schemaModules, priority: 6 },
            // The contracts' zod-free modules (messages, endpoint addresses, reach-out rules) apart,
            // so the schemas' chunk that imports them is not imported back.
            { name: 'contracts', test: contractValues, priority: 6 },
            // The rest of the libraries (MUI's dialogs, menus, drawers, tables, chips, icons): the
            // leaders' and the employees' pages need most of it. react-hook-form and its zod
            // resolver keep a chunk of their own: the dashboard uses neither. One chunk, as every
            // page that asks for the resolver (lib/lazy-zod-resolver.ts) has react-hook-form already,
            // and the resolver alone compressed badly.
            { name: 'react-hook-form', test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/, priority: 5 },
            { name: 'vendor', test: /node_modules[\\/](?!zod[\\/]|@hookform[\\/]|react-hook-form[\\/])/, priority: 5 },
            { name: 'workspace', test: workspaceModules, priority: 3 },
            { name: 'settings', test: settingsModules, priority: 3 },
            // MyVoyce, the employees' pages.
            {
              name: 'employee',
              test: (id: string) =>
                employeeContracts.test(id) ||
                /\/src\/(features\/employee\/|app\/layouts\/my-shell|app\/pages\/my-employee-pages|api\/(employee|reachouts-inbox)\.ts)/.test(
                  id,
                ),
              priority: 4,
            },
            // Registration, the forgotten password and the code entry: not /login's first view.
            // The shell's sign-out and organisation switch stay with the shell (`app`).
            {
              name: 'auth',
              test: /\/src\/(features\/auth\/(components\/|hooks\/(?!use-logout|use-select-organization))|components\/(code-input|new-password-fields|form-checkbox|form-select-field)\.tsx$)/,
              priority: 2,
            },
            { name: 'users', test: /\/src\/features\/users\/(?!routes\/)/, priority: 2 },
            // The rest of the app outside features/ (the leaders' shell, shared components, API
            // calls) and the contracts' zod-free modules: the dashboard's first view needs most of it.
            {
              name: 'app',
              test: /\/src\/(?!features\/(?!auth\/hooks\/use-(logout|select-organization))|app\/(router|providers|root-layout)\.tsx$)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
