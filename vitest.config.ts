import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit tests run on the embedded adapter, whatever .env.local configures.
const base = mergeConfig(viteConfig({ mode: 'test', command: 'serve' }), {
  define: { __BACKEND_KIND__: JSON.stringify('local') },
});

export default mergeConfig(
  base,
  defineConfig({
    test: {
      globals: true,
      restoreMocks: true,
      // The browser's time zone, fixed like the suite's clock (tests/setup/clock.ts) so that a date a page takes from
      // the visitor's calendar is the same on every machine (SUITE_TZ=Asia/Kolkata runs the tests in India's).
      env: { TZ: process.env.SUITE_TZ ?? 'UTC' },
      // Vitest's default is one worker fewer than the cores: on these 2-core machines that is one. The main process
      // does little while the files run, so both cores go to the tests.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            // Components, in a DOM.
            name: 'unit',
            environment: 'jsdom',
            // One DOM per worker, not one per file (half this project's time): each test renders into a fresh
            // container with a fresh embedded adapter (src/testing), and Testing Library cleans up after each.
            isolate: false,
            include: ['src/**/*.test.tsx'],
            setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/clock.ts', 'tests/setup/unit.ts'],
            // A page test walks a person's path on a fresh embedded backend (signing up hashes a password, a booking
            // runs the request desk): 1 to 5 s alone, more beside the rest of the first stage on 2 cores. A case
            // stuck on what a person would wait for still fails, at its own 5 s wait (tests/setup/unit.ts).
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            // Rules, helpers and scripts: no DOM to set up per file (a file that needs one says
            // `// @vitest-environment jsdom` at its top).
            name: 'unit-node',
            environment: 'node',
            // Pure functions and scripts: the files share a worker's module cache (a third of the time).
            isolate: false,
            include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts', 'functions/src/**/*.test.ts'],
            exclude: ['**/*.emulator.test.ts', '**/node_modules/**'],
            setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/clock.ts', 'tests/setup/unit.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'contract-local',
            environment: 'node',
            include: ['tests/contract/local.test.ts'],
            setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/clock.ts', 'fake-indexeddb/auto'],
            // As the sweep's: a case signs people in and books on a fresh backend, under 1 s idle but past vitest's 5 s
            // beside the first stage's other work on a busy 2-core machine (quotes and settings cases did, at load 17).
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            // The calendar sweep: tests/sweep/ at each of its instants (tests/sweep/calendar.ts), in one file.
            name: 'sweep',
            environment: 'node',
            include: ['tests/sweep/**/*.test.ts'],
            setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/clock.ts', 'tests/setup/unit.ts'],
            // Each case signs people in and books on a freshly seeded backend: seconds on a busy machine.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            // Needs the Firestore emulator holding tests/prerender/live-variant.ts and the firebase-mode e2e build
            // made from it: scripts/test.mjs runs it between that build and the journeys.
            name: 'prerender',
            environment: 'node',
            include: ['tests/prerender/**/*.test.ts'],
            setupFiles: ['tests/setup/fail-on-console.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Needs the Auth, Firestore and Functions emulators: run through scripts/with-emulators.mjs.
            name: 'emulators',
            environment: 'node',
            include: ['tests/contract/firebase.test.ts', 'tests/functions/**/*.test.ts', 'seed/**/*.emulator.test.ts'],
            setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/declared-queries.ts'],
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // The security-rules matrix, on the Firestore emulator in a project of its own
            // (tests/rules/firestore-clients.ts), with its own rules coverage.
            name: 'emulators-rules',
            environment: 'node',
            include: ['tests/rules/**/*.test.ts'],
            setupFiles: ['tests/setup/fail-on-console.ts'],
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
