import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { chunkPreloads, composeDashboardPage } from './route-pages.ts';

/** A bundle as Rolldown hands it to generateBundle, with only what chunkPreloads reads. */
function bundle(chunks: { fileName: string; isEntry?: boolean; imports?: string[]; moduleIds: string[] }[]): Rollup.OutputBundle {
  return Object.fromEntries(
    chunks.map((c) => [c.fileName, { type: 'chunk', isEntry: false, imports: [], ...c } as unknown as Rollup.OutputChunk]),
  );
}

describe("the dashboard's page", () => {
  const built = bundle([
    { fileName: 'assets/index-A.js', isEntry: true, imports: [], moduleIds: ['/w/src/main.tsx'] },
    { fileName: 'assets/forms-B.js', imports: ['assets/index-A.js'], moduleIds: ['/w/src/components/brand-logo.tsx'] },
    { fileName: 'assets/app-C.js', imports: ['assets/forms-B.js', 'assets/vendor-D.js'], moduleIds: ['/w/src/app/layouts/app-shell.tsx'] },
    { fileName: 'assets/vendor-D.js', imports: ['assets/index-A.js'], moduleIds: ['/w/node_modules/x.js'] },
    {
      fileName: 'assets/dashboard-route-E.js',
      imports: ['assets/workspace-F.js'],
      moduleIds: ['/w/src/features/dashboard/routes/dashboard-route.tsx'],
    },
    {
      fileName: 'assets/workspace-F.js',
      imports: ['assets/vendor-D.js', 'assets/app-C.js'],
      moduleIds: ['/w/src/features/topics/x.tsx'],
    },
    { fileName: 'assets/settings-G.js', imports: ['assets/app-C.js'], moduleIds: ['/w/src/features/settings/x.tsx'] },
  ]);

  it("names the shell's and the page's chunks and what they import, not the entry's nor other pages'", () => {
    const preloads = chunkPreloads(built, ['/src/app/layouts/app-shell.tsx', '/src/features/dashboard/routes/dashboard-route.tsx'], '/');
    expect(preloads.sort()).toEqual(
      ['/assets/app-C.js', '/assets/dashboard-route-E.js', '/assets/forms-B.js', '/assets/vendor-D.js', '/assets/workspace-F.js'].sort(),
    );
    expect(() => chunkPreloads(built, ['/src/features/nowhere.tsx'], '/')).toThrow(/no chunk holds/);
  });

  it('adds them to index.html as low-priority module preloads, the entry script kept', () => {
    const index =
      '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script></head><body><div id="root"></div></body></html>';
    const page = composeDashboardPage(index, ['/assets/app-C.js']);
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-C.js">\n  </head>');
  });
});
