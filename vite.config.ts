import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogPreloaderPlugin } from './scripts/catalog-preloader-plugin.ts';
import { catalogSplitPlugin } from './scripts/catalog-split-plugin.ts';
import { graphqlDocumentsPlugin } from './scripts/graphql-documents-plugin.ts';
import { graphqlRequestParserPlugin } from './scripts/graphql-request-parser-plugin.ts';
import { homeChunkOutputs } from './scripts/home-chunk-plugin.ts';
import { HOME_PAGE_PACKAGES, HOME_PAGE_ROUTE_FILES } from './src/lib/i18n/first-load-pages.ts';

const apiTarget = process.env.API_URL || 'http://localhost:3001';

// What the catalog preloader (src/app/preload-catalog.ts) imports, Vite's preload helper included:
// a small chunk of its own, so the preloader does not wait for the whole shell.
const CATALOG_PRELOADER_MODULES = /(?:[\\/]src[\\/](?:app[\\/]preload-catalog|lib[\\/]i18n[\\/](?:catalogs|first-load-pages|initial-language)|lib[\\/]storage-keys|domain[\\/]enums)\.ts|vite[\\/]preload-helper\.js)$/;

// Everything the first page needs before it can render, in one file instead of dozens of small
// shared chunks: one request, and gzip compresses it better as a whole (−20 KB).
const FIRST_LOAD_GROUPS = [
  { name: 'preload-catalog', test: CATALOG_PRELOADER_MODULES, priority: 2 },
  { name: 'shell', tags: ['$initial' as const], priority: 1 },
];

export default defineConfig({
  resolve: { alias: { '@': '/src' } },
  // The payroll-split worker loads the PDF libraries on first use (dynamic imports): module workers only.
  worker: { format: 'es' },
  plugins: [
    // Each page's chunks carry the GraphQL documents it uses, not all of them (production builds).
    graphqlDocumentsPlugin(),
    // graphql-request reads each document's operation name with our reader, not graphql's parser.
    graphqlRequestParserPlugin(),
    // The language catalog is requested while the main bundle downloads, not after it has run.
    catalogPreloaderPlugin(),
    // /signin downloads the messages its own code shows, /dashboard those of its own chunks too; the
    // rest of the catalog comes with any other page.
    catalogSplitPlugin({ homeRouteFiles: HOME_PAGE_ROUTE_FILES }),
    // The router plugin must run before react() so generated route files are transformed too.
    // Each route's loader goes in the same lazy chunk as its page: the loaders' queries (and the
    // features they come from) then stay out of the first load of every other page. The sign-in
    // page is the one every first visit opens, before the service worker has cached anything: it
    // comes with the first load instead of one round trip later.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }) => (routeId === '/signin/' ? [] : undefined),
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Fiduciary Portal',
        short_name: 'Portal',
        description: 'Salary slips, HR documents and accounting with your fiduciary',
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1c4e80',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell and every lazily loaded chunk, locale catalogs included, so the app opens offline.
        // .mjs: pdf.js's worker (1.3 MB, 0.4 MB on the wire), without which a document kept for
        // offline reading could not be drawn offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webmanifest,woff2}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/files': apiTarget, '/oidc': apiTarget, '/healthz': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // Our folder barrels (src/{app,components,features,lib}/*/index.ts) only re-export. Without
        // this, a route file taking one helper from a feature's barrel (a search validator, a query)
        // put every page that barrel re-exports, and their libraries, in the first load.
        moduleSideEffects: [{ test: /[\\/]src[\\/](?:app|components|features|lib)[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
      },
      // The modules the dashboard loads at once in one file too (−8 KB gzip): a first output finds
      // them, the second is the bundle written (scripts/home-chunk-plugin.ts).
      output: homeChunkOutputs({ routeFiles: HOME_PAGE_ROUTE_FILES, packages: HOME_PAGE_PACKAGES }, FIRST_LOAD_GROUPS),
    },
  },
});
