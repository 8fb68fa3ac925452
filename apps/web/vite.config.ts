import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on 3000; in dev the SPA is served by Vite and forwards the
// same-origin paths the server owns, so the browser code never knows two ports exist.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
  },
});
