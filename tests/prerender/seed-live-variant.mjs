#!/usr/bin/env node
// Seeds the Firestore emulator (FIRESTORE_EMULATOR_HOST) with the "live project" of tests/prerender/live-variant.ts,
// before scripts/test.mjs makes the firebase-mode e2e build from it.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./live-variant.ts', import.meta.url)));
await module.seedLiveVariant();
console.log(
  'Seeded the emulator with the samples, one tour removed, one repriced and one added (tests/prerender/live-variant.ts)',
);
