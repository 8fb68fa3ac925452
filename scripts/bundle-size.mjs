// Budgets of ARCHITECTURE §8, measured on the built web app (run after `npm run build`):
// the JavaScript /login downloads before it can show (entry + its static imports + the login
// page's chunk and its static imports), the dashboard's likewise, and the whole app (every JS file).
// Counted as the server sends them to a client that accepts gzip: the `.gz` file the build wrote
// beside each one (apps/web/build/precompress.ts, Zopfli), or the file itself where it has none.
// Beside it, for comparison: the same files at zlib's default level (what a server compressing on
// the fly would send) and as brotli (what browsers that send `br` get).
// `node scripts/bundle-size.mjs [--check] [dist]`: apps/web/dist, what `npm start` serves, unless a folder is named.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOGIN_PAGE_SCRIPT } from '../packages/contracts/src/page-scripts.ts';
import { isRtlLanguage } from '../packages/contracts/src/languages.ts';

const named = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const dist = named ? resolve(named) : new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const sizeOf = (file) => statSync(join(dist, file)).size / 1024;
const served = (file) => (existsSync(join(dist, `${file}.gz`)) ? sizeOf(`${file}.gz`) : sizeOf(file));
const gzipDefault = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const brotli = (file) => (existsSync(join(dist, `${file}.br`)) ? sizeOf(`${file}.br`) : sizeOf(file));
const measures = { served, gzipDefault, brotli };
const total = (files) => Object.fromEntries(Object.entries(measures).map(([name, of]) => [name, files.reduce((sum, f) => sum + of(f), 0)]));

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k].file);
}

// Each MyVoyce language's catalog is a file of its own (i18n-<lang>-….js) and a reader downloads
// one, before the first render (apps/web/src/i18n/language.ts); a right-to-left language also
// brings the RTL styling (rtl-….js), and MyVoyce's editor the language's identifying-details rules
// (identifying-<lang>-….js, apps/web/src/features/employee/identifying-rules.ts; English's are in
// the editor's own chunk). So a page's first download counts its reader's catalog, and the whole
// app counts the largest single language's files (catalog + rules + RTL); the testers'
// pseudo-locale (never offered to users) is not counted.
const scripts = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const languageOf = (file) => /^assets\/(?:i18n|identifying)-([\w-]+?)-[\w-]{8}\.js$/.exec(file)?.[1];
const catalogOf = (file) => /^assets\/i18n-([\w-]+?)-[\w-]{8}\.js$/.exec(file)?.[1];
const rtlFiles = scripts.filter((f) => /^assets\/rtl-[\w-]{8}\.js$/.test(f));
const rtlFor = (language) => (isRtlLanguage(language) ? rtlFiles : []);
const languageFiles = (language) => [...scripts.filter((f) => languageOf(f) === language), ...rtlFor(language)];
/** Before the first render: the catalog (and RTL styling), not the editor's rules. */
const firstViewFiles = (language) => [...scripts.filter((f) => catalogOf(f) === language), ...rtlFor(language)];
const languages = [...new Set(scripts.map(languageOf).filter((l) => l && l !== 'pseudo'))];
// Compared on the served bytes alone (the other measures gzip and read every file again).
const servedOf = (files) => files.reduce((sum, f) => sum + served(f), 0);
const largestBy = (files) => languages.reduce((best, l) => (servedOf(files(l)) > servedOf(files(best)) ? l : best), 'en');
const largest = largestBy(languageFiles);
const largestFirstView = largestBy(firstViewFiles);
const forOneLanguage = (files) => [...files, ...firstViewFiles(largestFirstView)];

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginPage = Object.keys(manifest).find((k) => k.endsWith('features/auth/routes/login-route.tsx'));
const login = total(forOneLanguage(closure([entry, loginPage])));
const dashboardPage = Object.keys(manifest).find((k) => k.endsWith('features/dashboard/routes/dashboard-route.tsx'));
const dashboard = total(forOneLanguage(closure([entry, dashboardPage])));
const all = total([...scripts.filter((f) => !languageOf(f) && !rtlFiles.includes(f)), ...languageFiles(largest)]);
const kb = (files) => `${servedOf(files).toFixed(1)} KB`;
const perLanguage = languages.map((l) => `${l} ${kb(languageFiles(l))}`).join(', ');
console.log(`languages built: ${languages.join(', ')}; counted: ${largest} (the largest: ${perLanguage})`);

// Both budgets are enforced: /login's first download and the whole app (every JS file, as a
// visitor who opens every page would download it). The whole app stood at 425 KB gzip
// until the sign-in code, the workspace, settings, schemas and libraries were built as a few large
// chunks (apps/web/vite.config.ts) and the person picker dropped MUI's Autocomplete.
const rows = [
  ['/login initial JS', login, 200, true],
  ['whole app JS', all, 350, true],
  // No budget of its own: the leaders' first view, where Lighthouse's /dashboard score is made.
  ['/dashboard initial JS', dashboard, Infinity, false],
];
let failed = false;
for (const [name, sizes, budget, enforced] of rows) {
  const kb = sizes.served;
  failed ||= enforced && kb > budget;
  const limit = Number.isFinite(budget) ? `budget ${budget} KB` : 'no budget';
  const beside = `gzip -6 ${sizes.gzipDefault.toFixed(1)} KB, brotli ${sizes.brotli.toFixed(1)} KB`;
  console.log(`${name.padEnd(21)} ${kb.toFixed(1).padStart(7)} KB gzip (${limit})${kb > budget ? '  OVER' : ''}  [${beside}]`);
}

// The pages' CSP (apps/server/src/http/security-headers.ts) allows scripts from files of the app
// and one inline script, the prerendered /login page's, by its hash (script-src 'self' 'sha256-…',
// script-src-attr 'none'): any other inline script or handler would be refused by the browser and
// reported on every page.
const pages = ['index.html', 'login.html', 'dashboard.html'].filter((name) => existsSync(join(dist, name)));
let cspOk = true;
for (const name of pages) {
  const page = readFileSync(join(dist, name), 'utf8');
  const inline = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].filter(
    (m) => (!/\bsrc=/.test(m[0]) || m[1].trim()) && m[1] !== LOGIN_PAGE_SCRIPT,
  );
  const handlers = page.match(/\son[a-z]+\s*=/gi) ?? [];
  const ok = inline.length === 0 && handlers.length === 0;
  cspOk &&= ok;
  console.log(`${name} under the CSP ${ok ? 'ok' : `INLINE SCRIPT: ${inline.length} script(s), ${handlers.length} handler(s)`}`);
}
// Each language's identifying-details rules are downloaded by MyVoyce's editor when it opens, for
// the page's language (a dynamic import): a static import of one would bring it, and V8's compiling
// of its few hundred expressions, to every visitor of the page that imports it.
const staticRules = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.imports ?? []))]
  .map((key) => manifest[key].file)
  .filter((file) => /^assets\/identifying-/.test(file));
console.log(`identifying rules loaded on demand ${staticRules.length === 0 ? 'ok' : `STATICALLY IMPORTED: ${staticRules.join(', ')}`}`);
failed ||= staticRules.length > 0;
// zod and the contracts' schemas (the `schemas` chunk, apps/web/vite.config.ts) load where a form
// validates or a page parses, never with the first view of /login or /dashboard: one import of a
// constant from a contract module that builds schemas brings the whole chunk (16 KB gzip) and its
// evaluation. Such constants live in the contracts' zod-free modules.
const schemasFirst = ['/login', '/dashboard'].filter((_, i) =>
  closure([entry, i === 0 ? loginPage : dashboardPage]).some((file) => /^assets\/schemas-/.test(file)),
);
console.log(`schemas out of the first views ${schemasFirst.length === 0 ? 'ok' : `LOADED BY ${schemasFirst.join(', ')}`}`);
failed ||= schemasFirst.length > 0;
// The server sends these as they are (apps/web/build/precompress.ts, @fastify/static preCompressed);
// a file of a few bytes may have none, brotli making it no smaller.
const assets = readdirSync(join(dist, 'assets'));
const unpacked = assets.filter(
  (f) => /\.(js|css)$/.test(f) && statSync(join(dist, 'assets', f)).size > 1024 && !assets.includes(`${f}.br`),
);
console.log(`precompressed assets ${unpacked.length === 0 ? 'ok' : `MISSING .br: ${unpacked.join(', ')}`}`);
// The budgets hold for React's production build only, which is what `npm start` must serve whatever
// the shell's NODE_ENV (apps/web/package.json's build sets it): the development build's JSX calls
// and DevTools invitation are markers of it.
const developmentMarkers = ['jsxDEV', 'Download the React DevTools'];
const development = assets.filter(
  (f) => f.endsWith('.js') && developmentMarkers.some((m) => readFileSync(join(dist, 'assets', f), 'utf8').includes(m)),
);
console.log(`React production build ${development.length === 0 ? 'ok' : `DEVELOPMENT BUILD in ${development.join(', ')}`}`);
failed ||= !cspOk || unpacked.length > 0 || development.length > 0;
if (failed && process.argv.includes('--check')) process.exit(1);
