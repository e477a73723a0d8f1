#!/usr/bin/env node
/**
 * `npm test`: every test that can run on this machine, in one command.
 *   1. the unit tests, the backend contract suite on the local adapter and the calendar sweep (vitest), and the
 *      production build for the local-adapter journeys (a demo build: VITE_BACKEND=local), side by side
 *   2. typecheck, lint and Prettier's format check, beside one emulator run (Auth + Firestore + Functions, started
 *      and stopped once by scripts/with-emulators.mjs; this script runs itself in there with --inside-emulators):
 *      a. the emulator is seeded with a "live project" that differs from seed/data (tests/prerender/), the
 *         firebase-mode build is made and prerendered from it, and its pages, JSON-LD and sitemap are checked
 *         against Firestore's contents;
 *      b. the contract suite on the firebase adapter;
 *      c. the Firestore rules matrix, beside the Playwright journeys tagged @both on the firebase build (their global
 *         setup reseeds the standard samples); then every journey on the local build, each build's its own
 *         Playwright run.
 * Flags: --only-e2e (only the build of 1 and the emulator run of 2), --no-emulators (the checks beside 1, then the
 * journeys on the local build only).
 * On Linux each stage also says the CPU time its processes used (README, "What npm test runs": the machine is often
 * shared, and CPU time carries over from one load to another where wall time does not).
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

/**
 * CPU seconds used so far by this process's children that have ended, and theirs (Linux: /proc/self/stat's cutime
 * and cstime, in the kernel's clock ticks of 1/100 s); null elsewhere. A stage's CPU time is the difference across
 * it. A process whose parent ended before it (the Firestore emulator's java, stopped by its process group) is not
 * counted: scripts/with-emulators.mjs says its time itself.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** " (12.3s, 45 CPU-s)": how long since `began`, and the CPU time children used since `cpuBefore`. */
function took(began, cpuBefore) {
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  const cpu = childrenCpuSeconds();
  return cpu === null || cpuBefore === null ? `${seconds}s` : `${seconds}s, ${(cpu - cpuBefore).toFixed(0)} CPU-s`;
}

function step(title, command, env = {}) {
  const began = Date.now();
  const cpuBefore = childrenCpuSeconds();
  console.log(`\n▶ ${title}\n  $ ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}) after ${took(began, cpuBefore)}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${took(began, cpuBefore)})`);
}

/**
 * Starts a command with its output as it comes. `exec` makes the command the shell's own process, so that `stop`
 * reaches it rather than the shell; `ended` resolves with its exit status (not timed: see `together`).
 */
function start(command, env = {}) {
  console.log(`  $ ${command}`);
  const child = spawn(`exec ${command}`, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  const ended = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return { ended, stop: () => child.kill('SIGTERM') };
}

/**
 * Runs the steps at once, each with its output as it comes; stops when one fails, after all have ended, so that one
 * run shows every step that fails. A step given `{ stopsWhenOthersFail: true }` as its fourth element is stopped
 * instead as soon as another fails: the emulators' run, which would otherwise take minutes to say nothing new.
 */
async function together(steps) {
  const began = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const titles = steps.map(([title]) => title).join(' and ');
  console.log(`\n▶ ${titles}`);
  const running = steps.map(([title, command, env = {}, { stopsWhenOthersFail = false } = {}]) => ({
    title,
    began: Date.now(),
    stopsWhenOthersFail,
    stopping: false,
    ...start(command, env),
  }));
  const results = await Promise.all(
    running.map(async (one) => {
      const status = await one.ended;
      const seconds = ((Date.now() - one.began) / 1000).toFixed(1);
      console.log(`${status === 0 ? '✔' : '✖'} ${one.title} (${seconds}s${status === 0 ? '' : `, exit ${status}`})`);
      if (status !== 0) {
        for (const other of running) {
          if (other === one || !other.stopsWhenOthersFail || other.stopping) continue;
          other.stopping = true;
          console.log(`  stopping ${other.title}: ${one.title} failed`);
          other.stop();
        }
      }
      return { title: one.title, status };
    }),
  );
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    for (const { title, status } of failed) console.error(`\n✖ ${title} failed (exit ${status}) after ${took(began, cpuBefore)}`);
    process.exit(1);
  }
  console.log(`✔ ${titles} (${took(began, cpuBefore)})`);
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
 * The Firestore emulator's report of which rules a project's requests evaluated, and how often each was allowed or
 * denied: the rules matrix's (its own project, tests/rules/firestore-clients.ts) as coverage/firestore-rules.html,
 * the app's through the contract suite and the functions as coverage/firestore-rules-app.html (README, "What npm
 * test runs").
 */
async function saveRulesCoverage(project, file) {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  try {
    const response = await fetch(`http://${host}/emulator/v1/projects/${project}:ruleCoverage.html`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    mkdirSync('coverage', { recursive: true });
    writeFileSync(join('coverage', file), await response.text());
    console.log(`✔ Firestore rules coverage saved to coverage/${file}`);
  } catch (error) {
    console.log(
      `(The Firestore rules coverage report could not be saved: ${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

// E2E_ARGS narrows the journeys when re-running a few by hand (files, --grep), on both builds; a build none of them
// runs on then has nothing to run, which Playwright otherwise counts as a failure.
const e2eArgs = process.env.E2E_ARGS ? ` --pass-with-no-tests ${process.env.E2E_ARGS}` : '';

if (insideEmulators) {
  // Step 2, with the emulators up: FIRESTORE_EMULATOR_HOST and the rest come from scripts/with-emulators.mjs.
  // One after the other, but for the rules matrix and the firebase build's journeys (below). Beside the emulator's
  // checks, the local build's journeys made both slower than in turn on an idle machine (2026-12-06, 2 cores: 758 s
  // side by side against 714 s in turn), and journeys and the rush cases ran closer to their time limits.
  step('Seed the emulator with a live project that differs from seed/data', 'node tests/prerender/seed-live-variant.mjs');
  step(
    'Build for the browser journeys (firebase adapter, prerendered from the emulator)',
    'npx vite build --outDir dist-e2e-firebase --emptyOutDir --logLevel warn',
    firebaseBuildEnv,
  );
  step('The prerendered pages, JSON-LD and sitemap match Firestore', 'npx vitest run --project prerender');
  step('Contract suite on the firebase adapter, the functions and the seed scripts', 'npx vitest run --project emulators');
  // The app's rules coverage is the contract suite's and the functions': saved before any journey adds to it.
  await saveRulesCoverage(process.env.GCLOUD_PROJECT ?? 'demo-himalayan-aster', 'firestore-rules-app.html');
  // Side by side: the rules matrix (a project of its own on the same Firestore emulator) sends one request after
  // another and leaves most of a core idle, and the firebase build's journeys wait on the emulators as much. In
  // turn, after the contract suite (which the journeys must follow: it rewrites the data they read), the two took
  // 46 and 56 s on an idle machine (README, "What npm test runs").
  await together([
    ['The Firestore security rules', 'npx vitest run --project emulators-rules'],
    [
      'Browser journeys on the firebase build (@both)',
      `npx playwright test --project=firebase${e2eArgs}`,
      { E2E_FIREBASE: '1', E2E_OUTPUT_DIR: 'test-results/firebase', E2E_REPORT_DIR: 'playwright-report/firebase' },
    ],
  ]);
  await saveRulesCoverage('demo-himalayan-aster-rules', 'firestore-rules.html');
  step('Browser journeys on the local build', `npx playwright test --project=local${e2eArgs}`, {
    E2E_OUTPUT_DIR: 'test-results/local',
    E2E_REPORT_DIR: 'playwright-report/local',
  });
  process.exit(0);
}

const localBuild = [
  'Build for the browser journeys (local adapter)',
  'npx vite build --outDir dist-e2e-local --emptyOutDir --logLevel warn',
  { VITE_BACKEND: 'local' },
];
const unitTests = [
  'Unit tests, the contract suite on the local adapter and the calendar sweep',
  'npx vitest run --project unit --project unit-node --project contract-local --project sweep',
];
/** The code's checks: each on one core, and none of them needs the emulators or a build. */
const checks = [
  ['Typecheck', 'npx tsc --noEmit'],
  ['Lint', 'npx eslint . --max-warnings=0'],
  // Formatting is Prettier's (.prettierrc.json); `npm run format` writes it.
  ['Format', 'npx prettier --check . --log-level warn'],
];
const emulatorRun = [
  'Emulators: prerender check, contract suite on firebase and rules, journeys on both builds',
  'node scripts/with-emulators.mjs -- node scripts/test.mjs --inside-emulators',
];

if (onlyE2e) step(...localBuild);
// Side by side: the unit tests take both cores, and the journeys' build, which they do not read, then does not hold
// up the stage after them. Without the emulators, the checks run here too.
else await together([...(noEmulators ? checks : []), unitTests, localBuild]);
assertNoFirebaseIn('dist-e2e-local');
if (noEmulators) step('Browser journeys (local adapter)', 'npx playwright test');
else if (onlyE2e) step(...emulatorRun);
// The checks beside the emulators' run, whose first minutes leave a core mostly idle: the emulators' start, then the
// contract suite on firebase, which waits on the emulators' answers (README, "What npm test runs"). A check that
// fails stops the emulators' run.
else await together([...checks, [...emulatorRun, {}, { stopsWhenOthersFail: true }]]);

const cpu = childrenCpuSeconds();
console.log(
  `\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)}s${cpu === null ? '' : ` (${cpu.toFixed(0)} CPU-s)`}.`,
);
