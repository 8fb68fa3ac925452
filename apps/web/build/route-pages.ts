import type { Plugin, ResolvedConfig, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The page the server sends for /dashboard (apps/server/src/http/spa.ts), where leaders land. */
export const DASHBOARD_PAGE_FILE = 'dashboard.html';

/** What the dashboard's first view runs besides the entry: the leaders' shell and the page. */
const DASHBOARD_MODULES = ['/src/app/layouts/app-shell.tsx', '/src/features/dashboard/routes/dashboard-route.tsx'];

/**
 * The chunks holding these lazily loaded modules and every chunk they import statically, minus
 * those the entry loads itself.
 */
export function chunkPreloads(bundle: OutputBundle, moduleSuffixes: string[], base: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const pages = moduleSuffixes.map((suffix) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
    if (!chunk) throw new Error(`no chunk holds ${suffix}`);
    return chunk;
  });
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) visit(byName.get(name)!);
    };
    start.forEach(visit);
    return seen;
  };
  const entry = closure(chunks.filter((c) => c.isEntry));
  return [...closure(pages)].filter((name) => !entry.has(name)).map((name) => `${base}${name}`);
}

/**
 * index.html with modulepreload links for the dashboard's chunks: they download alongside the
 * entry instead of one after the other as the app finds it needs them (the entry, then the shell
 * once the session is restored, then the page): Lighthouse's LCP on /dashboard.
 * fetchpriority="low": the page's first paint (the loader) needs only the entry, which goes first.
 */
export function composeDashboardPage(indexHtml: string, preloads: string[]): string {
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const links = preloads.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`);
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

export function dashboardPage(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'voyce-dashboard-page',
    apply: 'build',
    // After Vite's HTML plugin has emitted index.html; before the precompress plugin's closeBundle.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('the bundle has no index.html');
      const source = composeDashboardPage(String(index.source), chunkPreloads(bundle, DASHBOARD_MODULES, config.base));
      this.emitFile({ type: 'asset', fileName: DASHBOARD_PAGE_FILE, source });
    },
  };
}
