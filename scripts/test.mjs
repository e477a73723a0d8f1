#!/usr/bin/env node
/**
 * `npm test`: every test that can run on this machine, in one command.
 *   1. typecheck, lint, Prettier's format check, the unit tests, the backend contract suite on the local adapter and
 *      the calendar sweep (vitest), and the production build for the local-adapter journeys (a demo build:
 *      VITE_BACKEND=local), side by side
 *   2. inside one emulator run (Auth + Firestore, started and stopped once by scripts/with-emulators.mjs; this
 *      script runs itself in there with --inside-emulators):
 *      a. the emulator is seeded with a "live project" that differs from seed/data (tests/prerender/), the
 *         firebase-mode build is made and prerendered from it, and its pages, JSON-LD and sitemap are checked
 *         against Firestore's contents;
 *      b. the contract suite on the firebase adapter and the Firestore rules matrix;
 *      c. the Playwright journeys on both builds (their global setup reseeds the standard samples).
 * Flags: --only-e2e (only the build of 1), --no-emulators (journeys on the local build only).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useChrome } from './browser.mjs';

const args = new Set(process.argv.slice(2));
const onlyE2e = args.has('--only-e2e');
const noEmulators = args.has('--no-emulators');
const insideEmulators = args.has('--inside-emulators');
const started = Date.now();

function step(title, command, env = {}) {
  const began = Date.now();
  console.log(`\n▶ ${title}\n  $ ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/** Runs the steps at once, each with its output as it comes; stops when one fails, after all have ended. */
async function together(steps) {
  const began = Date.now();
  console.log(`\n▶ ${steps.map(([title]) => title).join(' and ')}`);
  const results = await Promise.all(
    steps.map(
      ([title, command, env = {}]) =>
        new Promise((resolve) => {
          console.log(`  $ ${command}`);
          const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
          child.on('exit', (code, signal) => resolve({ title, status: code ?? signal }));
        }),
    ),
  );
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    for (const { title, status } of failed) console.error(`\n✖ ${title} failed (exit ${status}) after ${seconds}s`);
    process.exit(1);
  }
  console.log(`✔ ${steps.map(([title]) => title).join(' and ')} (${seconds}s)`);
}

/** The embedded (local) build must not ship Firebase: the adapter is chosen at build time. */
function assertNoFirebaseIn(dir) {
  const assets = join(dir, 'assets');
  const leaking = readdirSync(assets).filter(
    (file) =>
      file.endsWith('.js') &&
      /identitytoolkit\.googleapis\.com|firestore\.googleapis\.com|@firebase\//.test(readFileSync(join(assets, file), 'utf8')),
  );
  if (leaking.length > 0) {
    console.error(`✖ The local build contains Firebase code: ${leaking.join(', ')}`);
    process.exit(1);
  }
  console.log('✔ The local build contains no Firebase code');
}

// The journeys' browser, resolved once and passed to Playwright through CHROME_PATH (see scripts/browser.mjs).
const chrome = await useChrome();
if (!existsSync(chrome)) {
  console.error(`No Chromium at ${chrome} (CHROME_PATH).`);
  process.exit(1);
}

/** The firebase-mode build talks to the emulators of scripts/with-emulators.mjs; no Storage emulator runs here. */
const firebaseBuildEnv = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-himalayan-aster',
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_USE_EMULATORS: 'true',
  VITE_STORAGE_EMULATOR: 'false',
};

/**
 * The Firestore emulator's report of which rules the run evaluated, and how often each was allowed or denied:
 * saved as coverage/firestore-rules.html (README, "What npm test runs").
 */
async function saveRulesCoverage() {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const project = process.env.GCLOUD_PROJECT ?? 'demo-himalayan-aster';
  try {
    const response = await fetch(`http://${host}/emulator/v1/projects/${project}:ruleCoverage.html`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    mkdirSync('coverage', { recursive: true });
    writeFileSync(join('coverage', 'firestore-rules.html'), await response.text());
    console.log('✔ Firestore rules coverage saved to coverage/firestore-rules.html');
  } catch (error) {
    console.log(
      `(The Firestore rules coverage report could not be saved: ${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

if (insideEmulators) {
  // Step 2, with the emulators up: FIRESTORE_EMULATOR_HOST and the rest come from scripts/with-emulators.mjs.
  step('Seed the emulator with a live project that differs from seed/data', 'node tests/prerender/seed-live-variant.mjs');
  step(
    'Build for the browser journeys (firebase adapter, prerendered from the emulator)',
    'npx vite build --outDir dist-e2e-firebase --emptyOutDir --logLevel warn',
    firebaseBuildEnv,
  );
  step('The prerendered pages, JSON-LD and sitemap match Firestore', 'npx vitest run --project prerender');
  step('Contract suite on the firebase adapter and the Firestore rules', 'npx vitest run --project emulators');
  await saveRulesCoverage();
  // E2E_ARGS narrows the journeys when re-running a few by hand (files, --project, --grep).
  step('Browser journeys on both adapters', `npx playwright test ${process.env.E2E_ARGS ?? ''}`.trim(), { E2E_FIREBASE: '1' });
  process.exit(0);
}

const localBuild = [
  'Build for the browser journeys (local adapter)',
  'npx vite build --outDir dist-e2e-local --emptyOutDir --logLevel warn',
  { VITE_BACKEND: 'local' },
];
if (onlyE2e) step(...localBuild);
else {
  // Side by side: each leaves a core idle much of the time (the type-checker and the linter use one core each), and
  // the journeys' build, which none of the others reads, then does not hold up the stage after them.
  await together([
    ['Typecheck', 'npx tsc --noEmit'],
    ['Lint', 'npx eslint . --max-warnings=0'],
    // Formatting is Prettier's (.prettierrc.json); `npm run format` writes it.
    ['Format', 'npx prettier --check . --log-level warn'],
    [
      'Unit tests, the contract suite on the local adapter and the calendar sweep',
      "npx vitest run --project unit --project unit-node --project contract-local --project 'sweep-*'",
    ],
    localBuild,
  ]);
}
assertNoFirebaseIn('dist-e2e-local');
if (noEmulators) {
  step('Browser journeys (local adapter)', 'npx playwright test');
} else {
  // The emulators start once for everything that needs them; the steps inside are timed one by one.
  step(
    'Emulators: prerender from Firestore, contract suite on firebase, Firestore rules, journeys on both adapters',
    'node scripts/with-emulators.mjs -- node scripts/test.mjs --inside-emulators',
  );
}

console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
