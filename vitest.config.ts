import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs } from './apps/web/build/lingui-catalogs.ts';

// The web app imports MUI's theme modules without CSS variables by file (apps/web/vite.config.ts
// says why); its component tests resolve them the same way.
const muiStyles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'styles');

export default defineConfig({
  // The web's catalogs compiled as in its build (apps/web/vite.config.ts).
  plugins: [linguiCatalogs()],
  resolve: { alias: [{ find: /^@mui\/material\/styles\/(ThemeProviderNoVars|createThemeNoVars)$/, replacement: `${muiStyles}/$1.mjs` }] },
  test: {
    include: [
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'packages/contracts/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      // Component tests (Testing Library); each file names its DOM: // @vitest-environment happy-dom
      'apps/web/src/**/*.test.tsx',
      'apps/web/build/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database, so files run in parallel safely.
    fileParallelism: true,
    pool: 'forks',
  },
});
