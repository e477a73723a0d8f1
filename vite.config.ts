import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { prerender } from './scripts/prerender.ts';
import { seoFiles } from './scripts/seo-files.ts';
import { backendKindForBuild, readBackendKind, type BackendKind } from './src/lib/config.ts';

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
 * What a dynamic import preloads (a <link rel=modulepreload> per chunk, each about half a millisecond of the main
 * thread to insert): the backend's adapter alone, whose small chunks the browser then fetches with it; everything
 * else, its chunks all at once (the page chunks of step 3 of the start and the backend of step 8, src/app/boot.tsx).
 */
function preloadedWithImport(file: string, dependencies: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  return hostType === 'js' && /(^|\/)adapter-[\w-]+\.js$/.test(file) ? [file] : dependencies;
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
    plugins: [react(), tailwindcss(), prerender({ siteUrl, backendKind }), seoFiles(siteUrl)],
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
