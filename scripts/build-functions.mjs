#!/usr/bin/env node
/**
 * Builds functions/lib/index.js from functions/src: one ES module with our domain code and zod bundled in, and
 * firebase-admin and firebase-functions left as the runtime's dependencies (functions/package.json). Run by
 * `npm test` before the emulators start and by `npm run deploy` before deploying.
 */
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  configFile: false,
  publicDir: false,
  root,
  logLevel: 'warn',
  resolve: { alias: { '@': `${root}src` } },
  build: {
    ssr: 'functions/src/index.ts',
    outDir: 'functions/lib',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      external: [/^firebase-admin(\/.*)?$/, /^firebase-functions(\/.*)?$/],
      output: { format: 'es', entryFileNames: 'index.js' },
    },
  },
  ssr: { noExternal: true, external: ['firebase-admin', 'firebase-functions'] },
});
console.log('✔ functions/lib built');
