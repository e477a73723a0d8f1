#!/usr/bin/env node
/**
 * `npm run bench -- --reads`: how many Firestore documents each view reads, and how soon its first rows show,
 * with a store the size of a few busy seasons and with a tenth of it. Reads per view must not grow with the data.
 *
 * Inside one run of the emulators (scripts/with-emulators.mjs starts and stops them), for each data size:
 *   1. empties the emulators and seeds them (scripts/reads/catalogue.ts): the samples of a new project plus
 *      generated tours, articles and bookings up to 1,000 / 1,000 / 10,000 (then 100 / 100 / 1,000), with the
 *      availability counters and references the bookings hold, and an admin account;
 *   2. builds the site for the firebase adapter against the emulators, prerendered from that data;
 *   3. serves the build and opens each view in Chromium a few times (fresh context each time), counting the
 *      documents in Firestore's answers and the time from navigation start until the view's first row shows; a
 *      prerendered view is counted until the app has read the build's data again (the `prerender-refreshed`
 *      mark of src/app/main.tsx) and Firestore has then been quiet a while, any other view until its first
 *      Firestore call has been followed by such a quiet spell (scripts/reads/measure.ts);
 *   4. prints a table, and fails when a view is over its budget, its count varies between loads, it reads a
 *      different number of documents with a tenth of the data, or a prerendered view never read its data again.
 * Flags: --loads N (default 3, the median time is printed), --size full|tenth (one size only, no comparison).
 * The tables also go to bench-results/reads.md (git-ignored).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { useChrome } from './browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const loads = Number(option('--loads', '3'));
const onlySize = option('--size', null);
// Not 4190 (a fetch "bad port"), not bench.mjs's 4301 nor the journeys' 4173/4174.
const port = Number(process.env.BENCH_READS_PORT ?? 4302);
const outDir = 'dist-bench-reads';

const sizes = [
  { key: 'full', label: '1,000 tours, 1,000 articles, 10,000 bookings', size: { tours: 1000, articles: 1000, bookings: 10_000 } },
  { key: 'tenth', label: '100 tours, 100 articles, 1,000 bookings', size: { tours: 100, articles: 100, bookings: 1000 } },
].filter(({ key }) => onlySize === null || key === onlySize);

if (!Number.isInteger(loads) || loads < 1 || sizes.length === 0) {
  console.error('Usage: npm run bench -- --reads [--loads N] [--size full|tenth]');
  process.exit(2);
}

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  // The emulators start once for both data sizes, and stop (with everything this run started) at the end.
  const inner = spawnSync(process.execPath, ['scripts/with-emulators.mjs', '--', 'node', 'scripts/bench-reads.mjs', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(inner.status ?? 1);
}

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const [firestoreHost, firestorePort] = process.env.FIRESTORE_EMULATOR_HOST.split(':');
const [, authPort] = process.env.FIREBASE_AUTH_EMULATOR_HOST.split(':');

/** The firebase-adapter build on the emulators, as scripts/test.mjs makes it for the journeys. */
const buildEnv = {
  ...process.env,
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: process.env.GCLOUD_PROJECT ?? 'demo-himalayan-aster',
  VITE_FIREBASE_APP_ID: 'reads-bench',
  VITE_USE_EMULATORS: 'true',
  VITE_EMULATOR_HOST: firestoreHost,
  VITE_FIRESTORE_EMULATOR_PORT: firestorePort,
  VITE_AUTH_EMULATOR_PORT: authPort,
  VITE_STORAGE_EMULATOR: 'false',
};

/** The preview server of the current build; stopped after each size, and on any exit. */
let server = null;
function stopServer() {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  server = null;
}
process.on('exit', stopServer);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    stopServer();
    process.exit(code);
  });
}

async function startServer() {
  // vite's own binary, not npx: one process, stopped by its pid.
  server = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null)
      throw new Error(`vite preview exited with ${server.exitCode} (is port ${port} taken? set BENCH_READS_PORT)`);
    try {
      if ((await fetch(url)).ok) return url.slice(0, -1);
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

const chromePath = await useChrome();
const { module: bench } = await runnerImport(join(root, 'scripts/reads/index.ts'));
const today = bench.todayCalendarDate();
const runs = [];
const failures = [];
const tables = [];
let partNames = new Set();

for (const { key, label, size } of sizes) {
  console.log(`\n▶ Reads per view with ${label}`);
  let step = Date.now();
  const seeded = await bench.seedCatalogue(size, today);
  const other = Object.entries(seeded.counts)
    .filter(([collection]) => !['tourPackages', 'articles', 'hotelBookings'].includes(collection))
    .map(([collection, count]) => `${count} ${collection}`)
    .join(', ');
  console.log(
    `  seeded in ${seconds(step)} s (generated in ${(seeded.generateMs / 1000).toFixed(1)} s, written in ${(seeded.writeMs / 1000).toFixed(1)} s): ` +
      `${seeded.counts.tourPackages} tours, ${seeded.counts.articles} articles, ${seeded.counts.hotelBookings} bookings; ${other}`,
  );

  step = Date.now();
  console.log(`  building the firebase-adapter site into ${outDir}/, prerendered from this data ...`);
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: buildEnv },
  );
  if (build.status !== 0) {
    console.error(`✖ The build failed (exit ${build.status ?? build.signal})`);
    process.exit(1);
  }
  const buildSeconds = seconds(step);
  console.log(`  built in ${buildSeconds} s`);

  step = Date.now();
  const baseUrl = await startServer();
  const views = bench.readsViews({ tourId: seeded.sampleTourId, articleSlug: seeded.sampleArticleSlug });
  partNames = new Set(views.flatMap((view) => (view.part ? [view.part.name] : [])));
  let results;
  try {
    results = await bench.measureViews(views, {
      baseUrl,
      chromePath,
      firestoreOrigin: `http://${process.env.FIRESTORE_EMULATOR_HOST}`,
      admin: bench.benchAdmin,
      loads,
      log: (line) => console.log(line),
    });
  } finally {
    stopServer();
  }
  const rows = bench.viewRows(results);
  const title = `Reads per view, ${label} (firebase adapter on the emulators; median of ${loads} loads; build ${buildSeconds} s, views ${seconds(step)} s)`;
  const table = bench.formatTable(title, rows, partNames);
  console.log(`\n${table}\n`);
  tables.push(table);
  for (const row of rows) for (const problem of row.problems) failures.push(`${label}: ${row.name}: ${problem}`);
  runs.push({ key, label, rows });
}

if (runs.length === 2) {
  const problems = bench.compareSizes(runs[0].rows, runs[1].rows, partNames);
  if (problems.length === 0) console.log('Every view reads as many documents with a tenth of the data.');
  failures.push(...problems.map((problem) => `grows with the data: ${problem}`));
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/reads.md'), `${tables.join('\n\n')}\n`);
console.log(`\nThe whole reads bench took ${seconds(started)} s (tables in bench-results/reads.md).`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Every reads budget met.');
