import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { prerender } from './scripts/prerender.ts';
import { seoFiles } from './scripts/seo-files.ts';
import { backendKindForBuild, readBackendKind, type BackendKind } from './src/lib/config.ts';
import { appShellPages } from './src/app/worker-pages.ts';

/**
 * The libraries that get a chunk of their own, so that the boot script runs them one per task (step 0 of the start,
 * src/app/boot.tsx); the first group a module matches wins.
 */
const libraryChunks = [
  { name: 'react', test: /node_modules[\\/](react|scheduler)[\\/]/, priority: 4 },
  { name: 'react-dom', test: /node_modules[\\/]react-dom[\\/]/, priority: 3 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
  // zod's core first (src/backend/zod-setup.ts runs it alone), then its schema builders with ours.
  { name: 'zod-core', test: /node_modules[\\/]zod[\\/]v4[\\/](core|locales)[\\/]/, priority: 1 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 0 },
];

/**
 * What a dynamic import preloads: nothing but itself. Vite's helper inserts a <link rel=modulepreload> for each chunk
 * an import needs that the page has not preloaded yet, all in the task that asks for it, and each costs the main
 * thread a few milliseconds on the bench's phone: a page's parts loaded with it (the tour page's planner, the footer)
 * inserted 20-odd in one task of 55-95 ms. Without them the browser fetches a chunk's imports as it reads the chunk.
 * A prerendered page's own chunks are preloaded by the boot script, a few per task (step 0 of src/app/boot.tsx).
 */
function preloadedWithImport(_file: string, dependencies: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  return hostType === 'js' ? [] : dependencies;
}

/**
 * zod's languages, English alone (src/backend/zod-locales.ts): the `locales` namespace that zod's core and classic
 * indexes re-export is the only import of all of them.
 */
function zodEnglishOnly(): Plugin {
  const englishOnly = fileURLToPath(new URL('./src/backend/zod-locales.ts', import.meta.url));
  return {
    name: 'zod-english-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../locales/index.js' || !importer) return null;
      return /node_modules[\\/]zod[\\/]v4[\\/](core|classic)[\\/]/.test(importer) ? englishOnly : null;
    },
  };
}

/**
 * The installable app: its manifest and a Workbox service worker (src/app/service-worker.ts registers it once the page
 * has loaded). It precaches the app shell (spa.html and the scripts and styles, less the admin's) so that the account
 * pages, the trip page above all, open with no network; every other page still comes from the network as its own
 * prerendered HTML, with the last copy kept for when there is none. A new deploy's worker takes over at once and drops
 * the old caches; the page then reloads on its next navigation (src/app/app-worker.ts).
 */
function appWorker(backendKind: BackendKind): Partial<VitePWAOptions> {
  return {
    registerType: 'autoUpdate',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      name: 'Himalayan Aster Tours',
      short_name: 'Aster Tours',
      description: 'Tour packages for Sikkim, Darjeeling, Kalimpong, Bhutan, Nepal and the North-East, from Gangtok.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#fafaf9',
      theme_color: '#12355b',
      lang: 'en-IN',
      icons: [
        { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/images/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/images/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // After the prerender has written spa.html (its closeBundle runs first).
    integration: { closeBundleOrder: 'post' },
    workbox: {
      globPatterns: ['spa.html', 'assets/*.{js,css}', 'favicon.svg', 'images/logo*.svg'],
      // The admin's pages and editor are the operator's: a traveller's phone does not need them.
      globIgnores: ['assets/admin-*.js', 'assets/rich-text-editor-*.js', 'assets/boot-*.js'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      navigateFallback: '/spa.html',
      // Only the signed-in pages are the app shell's; the public pages stay their own prerendered HTML.
      navigateFallbackAllowlist: appShellPages,
      // The embedded demo keeps uploaded images in IndexedDB: the worker serves them too (one worker per scope).
      importScripts: backendKind === 'local' ? ['/local-images-sw.js'] : [],
      runtimeCaching: [
        {
          // Public pages: fresh from the network, the last copy when there is none.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 40 } },
        },
        {
          urlPattern: ({ request, url }) =>
            request.destination === 'image' &&
            // The demo's uploaded images are the imported script's to answer.
            !url.pathname.startsWith('/local-images/') &&
            (url.origin === self.location.origin || url.hostname === 'firebasestorage.googleapis.com'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'images',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // loadEnv also picks up the VITE_* variables of the environment, which win over the .env files.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // Decided at build time, so the bundler drops the adapter this build does not use. A build must say which
  // backend it is for (a production build without its Firebase configuration must not quietly become the demo);
  // the dev server and `vite preview` fall back to the embedded demo, which is what `npm start` promises.
  const backendKind: BackendKind = command === 'build' ? backendKindForBuild(env) : (readBackendKind(env) ?? 'local');
  const siteUrl = (env.VITE_SITE_URL ?? 'https://himalayanaster.in').replace(/\/+$/, '');
  return {
    plugins: [
      zodEnglishOnly(),
      react(),
      tailwindcss(),
      prerender({ siteUrl, backendKind }),
      seoFiles(siteUrl),
      VitePWA(appWorker(backendKind)),
    ],
    define: { __BACKEND_KIND__: JSON.stringify(backendKind), __BUILD_YEAR__: String(new Date().getFullYear()) },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '~seed': fileURLToPath(new URL('./seed', import.meta.url)),
      },
    },
    // Every browser the site supports has <link rel=modulepreload>: no polyfill in the entry.
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: { polyfill: false, resolveDependencies: preloadedWithImport },
      // Libraries in chunks of their own, so that the start can run them one per task (src/app/boot.tsx, steps 0
      // and 8): no single long task while the page answers its first taps.
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: libraryChunks } } },
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
