import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on :3000 during development (`npm start` or the services); the dev server forwards /v1 to it so the
// browser sees one origin, as in production.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/v1': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // React, react-router and antd's core share one chunk of ~650 kB (~210 kB gzip) that every page needs anyway.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // React in a chunk of its own. Besides being cached apart from the app, this keeps the bundler's runtime helpers
        // (which land next to the first CommonJS modules) out of the shared chunk of the IBGE city tables: the home page
        // used to download that 50 kB (gzip) chunk only for the helpers (docs/benchmarks.md).
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
      treeshake: {
        // common/ holds plain definitions (types, messages, and the server's zod schemas). Declaring them free of
        // side effects lets the bundler drop what the browser does not use, so zod stays out of the bundle.
        moduleSideEffects: [{ test: /[\\/]common[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
