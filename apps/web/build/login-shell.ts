import {
  ENTRY_ATTRIBUTE,
  LOGIN_PAGE_SCRIPT,
  OTHER_LANGUAGE_ATTRIBUTE,
  PRELOAD_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
} from '@voyce/contracts/page-scripts';
import type { Plugin, ResolvedConfig } from 'vite';
import { chunkPreloads } from './route-pages.ts';

/**
 * The page the server sends for /login (apps/server/src/http/spa.ts): index.html with the
 * sign-in screen already in #root, so the browser paints it from the HTML and its CSS, without
 * waiting for the app's JavaScript (Lighthouse's FCP and LCP on a slow phone). The
 * screen is the app's own: its route rendered in Node at build time (src/login-shell/
 * render-login-shell.tsx), so its text and styles cannot drift from what React then renders.
 */
export const LOGIN_PAGE_FILE = 'login.html';

/** The prerendered screen, marked for main.tsx, which waits for /login's code before rendering over it. */
export const LOGIN_SHELL_ATTRIBUTE = 'data-login-shell';

export type RenderedShell = { html: string; css: string; styleIds: string[] };

/**
 * Only the styles the screen uses: the render also inserted those of the page loader it showed
 * while the login route's code loaded. Emotion's class names end with the style's id; a rule
 * without `.css-<id>` is a global one (CssBaseline's body and font).
 */
export function usedStyles(inserted: Record<string, string>, html: string): { css: string; styleIds: string[] } {
  const used = Object.entries(inserted).filter(([id, rules]) => html.includes(`css-${id}`) || !rules.includes(`.css-${id}`));
  return { css: used.map(([, rules]) => rules).join(''), styleIds: used.map(([id]) => id) };
}

/** Vite's tag for the entry module in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html made into the /login page:
 * - the page's inline script (packages/contracts/src/page-scripts.ts, allowed by its hash in the
 *   server's CSP) in place of the entry's module script: it marks a signed-in visitor, and once
 *   the screen is painted asks for the login route's chunks and starts the app. (Lighthouse counts
 *   any script fetched before the largest paint as holding it up: it cannot see when a module runs);
 * - the rule that hides the screen from a signed-in visitor, who sees the app's loader and
 *   redirect as before;
 * - the screen's styles, tagged the way Emotion's client cache adopts them (it then skips
 *   inserting the same rules again);
 * - a preload of the Inter face the screen's text is set in (Latin), fetched alongside the CSS that
 *   names it rather than after it;
 * - the screen in #root, `inert`: before the app runs it cannot take typing or focus that React's
 *   page would then drop.
 */
export function composeLoginPage(indexHtml: string, shell: RenderedShell, preloads: string[], font: string): string {
  const root = '<div id="root"></div>';
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes(root) || !indexHtml.includes('</head>'))
    throw new Error('index.html has no entry module script, no empty #root or no </head>');
  const head = [
    `<script ${ENTRY_ATTRIBUTE}="${entry}" ${PRELOAD_ATTRIBUTE}="${preloads.join(' ')}">${LOGIN_PAGE_SCRIPT}</script>`,
    `<style>html[${SIGNED_IN_ATTRIBUTE}] [${LOGIN_SHELL_ATTRIBUTE}],html[${OTHER_LANGUAGE_ATTRIBUTE}] [${LOGIN_SHELL_ATTRIBUTE}]{visibility:hidden}</style>`,
    `<style data-emotion="css ${shell.styleIds.join(' ')}">${shell.css}</style>`,
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`,
  ];
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(root, `<div id="root"><div ${LOGIN_SHELL_ATTRIBUTE} inert>${shell.html}</div></div>`);
}

/** The sign-in screen rendered in Node by the app's own code, with the styles it uses. */
export async function renderShell(config: Pick<ResolvedConfig, 'configFile' | 'root' | 'mode'>): Promise<RenderedShell> {
  const { createServer } = await import('vite');
  // The app's own config in serve mode: build-only plugins (this one among them) are left out.
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/login-shell/render-login-shell.tsx')) as {
      renderLoginShell: () => Promise<{ html: string; inserted: Record<string, string> }>;
    };
    const { html, inserted } = await module.renderLoginShell();
    return { html, ...usedStyles(inserted, html) };
  } finally {
    await server.close();
  }
}

export function loginShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'voyce-login-shell',
    apply: 'build',
    // After Vite's HTML plugin has emitted index.html; before the precompress plugin's closeBundle.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('the bundle has no index.html');
      const preloads = chunkPreloads(bundle, ['/src/features/auth/routes/login-route.tsx'], config.base);
      // The screen is English: its text is in the Latin subset of @fontsource-variable/inter.
      const font = Object.keys(bundle).find((name) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(name));
      if (!font) throw new Error('the bundle has no Inter Latin font');
      const source = composeLoginPage(String(index.source), await renderShell(config), preloads, `${config.base}${font}`);
      this.emitFile({ type: 'asset', fileName: LOGIN_PAGE_FILE, source });
    },
  };
}
