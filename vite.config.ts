import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { prerender } from './scripts/prerender.ts';
import { seoFiles } from './scripts/seo-files.ts';
import { readFirebaseConfig } from './src/lib/config.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // Decided at build time, so the bundler drops the adapter this build does not use.
  const backendKind = readFirebaseConfig({ ...env, ...pickViteEnv(process.env) }) ? 'firebase' : 'local';
  return {
    plugins: [react(), tailwindcss(), prerender(), seoFiles((env.VITE_SITE_URL ?? process.env.VITE_SITE_URL ?? 'https://himalayanaster.in').replace(/\/+$/, ''))],
    define: { __BACKEND_KIND__: JSON.stringify(backendKind), __BUILD_YEAR__: String(new Date().getFullYear()) },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '~seed': fileURLToPath(new URL('./seed', import.meta.url)),
      },
    },
    // Every browser the site supports has <link rel=modulepreload>: no polyfill in the entry.
    build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined),
  );
}
