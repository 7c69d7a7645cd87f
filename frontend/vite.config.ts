import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './precompress.ts';
import { tokensCss } from './src/config/tokensCss.ts';

/**
 * `src/config/tokens.css` (the theme's CSS custom properties for the screens drawn without antd) is written from
 * tokens.ts at the start of every build and dev server, so one edit of tokens.ts changes antd's theme and the plain
 * stylesheets together (ADR 0142). The file is committed for readers; `tokensCss.test.ts` checks it is current.
 */
const themeTokensCss = (): Plugin => ({
  name: 'conectasst-theme-tokens-css',
  buildStart() {
    const file = path.resolve(import.meta.dirname, 'src/config/tokens.css');
    const css = tokensCss();
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // Not written yet.
    }
    if (current !== css) writeFileSync(file, css);
  },
});

/** Brotli and gzip copies of the built text files, served as they are by the app and by nginx (ADR 0117). */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'conectasst-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
};

/**
 * `/demanda` (the wizard's first step, ADR 0128) gets an HTML file of its own, `demanda.html`: index.html with preload
 * links for the step's lazy chunk, the chunks it imports that the entry does not, and its stylesheet. The browser
 * fetches them beside the entry instead of after it has run, so the step paints as soon as React renders. The servers
 * send it for `/demanda` (platform/src/http/frontendStatic.ts, deploy/nginx/conectasst.conf).
 */
const WIZARD_STEP_ONE_HTML = 'demanda.html';
const wizardStepOneHtml = (): Plugin => ({
  name: 'conectasst-wizard-step-one-html',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    const step = Object.values(bundle).find(
      (file) =>
        file.type === 'chunk' &&
        /[\\/]features[\\/]demand[\\/]components[\\/]PrimaryStepScreen\.tsx$/.test(file.facadeModuleId ?? ''),
    );
    if (!index || index.type !== 'asset' || !step || step.type !== 'chunk') return;
    const html = String(index.source);
    const scripts = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (!chunk || chunk.type !== 'chunk' || scripts.has(fileName)) return;
      scripts.add(fileName);
      chunk.imports.forEach(visit);
    };
    visit(step.fileName);
    const links = [
      ...[...(step.viteMetadata?.importedCss ?? [])].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ...[...scripts]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    this.emitFile({
      type: 'asset',
      fileName: WIZARD_STEP_ONE_HTML,
      source: html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
    });
  },
});

// The API runs on :3000 during development (`npm start` or the services); the dev server forwards /v1 to it so the
// browser sees one origin, as in production.
export default defineConfig({
  plugins: [themeTokensCss(), react(), wizardStepOneHtml(), precompress()],
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
        // The slices every visitor's store starts with (rootReducer.ts; the admin's are injected with its code) in one
        // chunk: each is also imported by a lazily loaded screen, so the bundler otherwise gives each a chunk of its own
        // that the home page preloads — one request per slice on a phone's connection (docs/benchmarks.md).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'slices', test: /[\\/]src[\\/](features[\\/](?!admin[\\/])[^\\/]+|session)[\\/][^\\/]+Slice\.ts$/ },
          ],
        },
      },
      treeshake: {
        // common/ holds plain definitions (types, messages, and the server's zod schemas). Declaring them free of
        // side effects lets the bundler drop what the browser does not use, so zod stays out of the bundle.
        moduleSideEffects: [{ test: /[\\/]common[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
