import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROUTER = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'app', 'router.tsx');

/**
 * Every page path the web app's router declares (e.g. '/settings/users/:tab?'), read from
 * router.tsx itself so a new route shows up here without anyone remembering to add it.
 * Redirects (`<Navigate>` elements) and catch-alls ('*') are not pages and are left out.
 * The file keeps one `<Route` per line (prettier's layout), which is what this reads.
 */
export function routerPaths(source = readFileSync(ROUTER, 'utf8')): string[] {
  const stack: string[] = [];
  const paths = new Set<string>();
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('</Route>')) {
      stack.pop();
      continue;
    }
    if (!line.startsWith('<Route ')) continue;
    const segment = /\bpath="([^"]*)"/.exec(line)?.[1] ?? '';
    const selfClosing = line.endsWith('/>');
    if (!selfClosing) {
      stack.push(segment);
      continue;
    }
    if (segment === '*' || line.includes('<Navigate')) continue;
    const full = '/' + [...stack, segment].filter(Boolean).join('/');
    paths.add(full);
  }
  return [...paths].sort();
}
