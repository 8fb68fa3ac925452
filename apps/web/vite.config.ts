import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { endpointAddresses } from './build/endpoint-addresses.ts';
import { precompress } from './build/precompress.ts';

// The API server listens on 3000; in dev the SPA is served by Vite and forwards the
// same-origin paths the server owns, so the browser code never knows two ports exist.
const apiServer = 'http://localhost:3000';

// The leaders' workspace (dashboard, explorer, topics, submissions, reach-outs: its routes, feature code,
// API calls, UI and strings) is one lazy chunk instead of dozens of small ones: tiny chunks compress
// badly and the whole app has a 350 KB gzip budget (ARCHITECTURE §8). It loads with the
// first workspace page (the dashboard, where leaders land); nothing here is used by the
// sign-in pages, so /login never downloads it. The icons listed are those only the workspace
// uses; each would otherwise be a request of its own.
const workspaceModules =
  /\/src\/(features\/(dashboard|insights|submissions|reachouts|reports)\/|components\/(insight-actions\/[a-z-]+|filter-sheet|export-csv-button|multi-select-filter|checklist-dropdown|dropdown-field|detail-page-frame|selectable-insight-list|share-dialog|priority-chip|status-chip|topics-table|insights-table|insight-marks|insight-excerpt|empty-state|section-card|filter-select|period-filter|list-pagination|page-breadcrumbs|simple-tabs|recipient-picker|visually-hidden|responsive)\.tsx?$|api\/(insights|insights-[a-z]+|reachouts|reports)\.ts$|lib\/(reachout-display|export-download|open-in-new-tab|workspace-keys|insight-state|format-date|use-url-filters|use-debounced-value|download)\.ts$|i18n\/(workspace-strings\.ts|en-workspace\.json))|@mui\/icons-material\/(ArrowDropDown|AutoAwesomeOutlined|ChatBubbleOutlineOutlined|ChevronLeft|ChevronRight|EmojiEvents|EmojiEventsOutlined|FileDownloadOutlined|Forward|ForwardOutlined|LockOpenOutlined|PersonSearchOutlined|PushPin|PushPinOutlined|ReplyOutlined|SendOutlined|ShareOutlined|ThumbDown|ThumbDownOutlined|ThumbUp|ThumbUpOutlined|TrendingDown|TrendingFlat|TrendingUp)\.m?js$/;

// The settings area and the setup page (issue 6) are one lazy chunk for the same reason:
// their routes, feature code, the API calls and the shared pieces only they use. A piece listed
// here that another area uses (FormControlLabel in the share dialog, form-select-field in the
// employee's compose card) makes that area download the whole chunk, and with it the organisation
// page's chunk: the dashboard's first view did, 70 KB gzip of it (issue 20).
const settingsModules =
  /\/src\/(features\/(settings|setup|subscriptions)\/|components\/(form-drawer|multi-select-filter|checklist-dropdown|dropdown-field|read-only-field|search-field|sortable-table|word-list)\.tsx$|api\/(organization|auth-account|audit|billing)\.ts$)|@mui\/icons-material\/(Cancel|DeleteOutlined|OpenInNew|EditOutlined|Search|VisibilityOutlined)\.m?js$|@mui\/material\/(Radio|TableSortLabel)\//;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), endpointAddresses(), precompress()],
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
        // Only the listed modules: their dependencies (React, MUI) keep their own chunks.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'workspace', test: workspaceModules },
            { name: 'settings', test: settingsModules },
          ],
        },
      },
    },
  },
});
