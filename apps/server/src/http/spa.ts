import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { errorEnvelope } from './envelope.ts';

/** Vite names every built asset by its content hash: a name never changes its bytes. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The page must be revalidated on every load, or a tab keeps asking for assets a redeploy removed. */
export const PAGE_CACHE = 'no-cache';
/** Unhashed files beside the page (favicon.svg): an hour. */
const OTHER_CACHE = 'public, max-age=3600';

/**
 * Pages the web build makes for a route: /login with its screen already in the HTML
 * (apps/web/build/login-shell.ts), /dashboard naming the chunks its first view needs
 * (apps/web/build/route-pages.ts). Every other route gets index.html, as do these from a build
 * without the file.
 */
const ROUTE_PAGES: Readonly<Record<string, string>> = { '/login': 'login.html', '/dashboard': 'dashboard.html' };

/** A file the web app would load (script, style, image, font, map), as opposed to a page route. */
const FILE_PATH = /^\/assets(\/|$)|\.(m?js|css|map|json|webmanifest|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|wasm)$/i;

/**
 * Serves the built web app; a page route (/login, /insights/topics/x) falls back to index.html
 * for the router. A missing file answers 404, never the page: after a redeploy an open tab asks
 * for the previous build's chunks, and HTML in their place fails with a MIME-type error instead
 * of the not-found the web app can recover from (by loading the page again).
 */
export function registerSpa(app: FastifyInstance, webDist: string | undefined): void {
  const dist = webDist ?? join(import.meta.dirname, '..', '..', '..', 'web', 'dist');
  const hasSpa = existsSync(join(dist, 'index.html'));
  if (hasSpa) {
    app.register(fastifyStatic, {
      root: dist,
      // Looked up per request, so files of a build made while the server runs are found too.
      wildcard: true,
      // `/` is the page; a folder without one (/assets/) is not found.
      index: 'index.html',
      // The build writes name.br and name.gz beside every text file (apps/web/build/precompress.ts):
      // sent by Accept-Encoding (brotli first) with Vary: Accept-Encoding, the file itself otherwise.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        // `path` is the file sent, index.html.br for the page in brotli.
        const name = basename(path).replace(/\.(br|gz)$/, '');
        const cache = name.endsWith('.html') ? PAGE_CACHE : path.includes(`${sep}assets${sep}`) ? ASSET_CACHE : OTHER_CACHE;
        reply.header('cache-control', cache);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const page =
      hasSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/dev/') &&
      !FILE_PATH.test(path);
    if (!page) return reply.status(404).send(errorEnvelope(ERROR_CODES.notFound, MSG.notFound));
    const routePage = ROUTE_PAGES[path];
    // Looked up per request, like the assets: a build made while the server runs may add or drop it.
    return reply.sendFile(routePage && existsSync(join(dist, routePage)) ? routePage : 'index.html');
  });
}
