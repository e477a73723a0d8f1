#!/usr/bin/env node
/**
 * `npm run bench`: measures what a visitor downloads and what Lighthouse thinks of it. Not a test: numbers
 * vary by machine, so budgets live here, not in timed tests.
 *   1. builds the production bundle (the local adapter's demo build; `--firebase` builds the firebase adapter,
 *      prerendered from the emulators holding the samples, inside one run of scripts/with-emulators.mjs)
 *   2. prints, per public route, the initial JS and CSS (raw and gzip) that route loads, and fails over budget
 *   3. runs Lighthouse (mobile preset, simulated throttling) 5 times per page and prints each figure's median with
 *      the lowest and highest run (scripts/bench-stats.mjs), then the page's own main-thread work in those runs;
 *      budgets hold the medians, and the slowest run's TBT and LCP have budgets of their own. One more run per page
 *      with V8's sampler on names the functions that took the time; it counts in no budget (the sampler slows the page)
 *   4. loads each prerendered page 5 times as a phone would (4x CPU slowdown and slow 4G, over CDP, with a cold
 *      cache) and prints the medians of its first paint, of the moment the app has started (the `app-ready`
 *      mark of src/app/main.tsx, set with `<html data-ready>`) and of the time between, in which the page's
 *      controls have only their HTML behaviour. Reported, no budget. Then the home page of a signed-in customer
 *      whose request was received, 5 loads as a phone: its layout shift within the CLS budget in every load.
 * JSON reports go to .lighthouse/ (git-ignored). Flags: --no-lighthouse (sizes only: no browser at all),
 * --no-startup (no start-up timing), --only-startup (sizes and start-up timing), --firebase, --runs N,
 * --pages /,/hotels (the pages of steps 3 and 4). With --firebase, step 3 also builds and measures the embedded build
 * (dist-bench/), run for run with the firebase one, and prints both pages' main-thread work side by side.
 * `--reads` runs scripts/bench-reads.mjs instead: Firestore documents read per view, with 10x and 1x the data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudgets, spread, spreadCell } from './bench-stats.mjs';
import { cpuBlocking, functionTimes, longTasks, meanPerRun, profilerCategory, scriptTimes, workKinds } from './bench-trace.mjs';
import { useChrome } from './browser.mjs';

const args = process.argv.slice(2);
if (args.includes('--reads')) {
  const reads = spawnSync(process.execPath, ['scripts/bench-reads.mjs', ...args.filter((arg) => arg !== '--reads')], {
    stdio: 'inherit',
  });
  process.exit(reads.status ?? 1);
}
const firebase = args.includes('--firebase');
const skipLighthouse = args.includes('--no-lighthouse') || args.includes('--only-startup');
const skipStartup = args.includes('--no-lighthouse') || args.includes('--no-startup');
const runsArg = args.indexOf('--runs');
// Five, as Lighthouse advises for a median that one noisy run does not move.
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const outDir = firebase ? 'dist-bench-firebase' : 'dist-bench';
// Not 4190: that is on the fetch "bad ports" list, which Node and Chromium refuse to connect to.
const port = 4301;
/** The embedded build a --firebase run measures beside its own, in the same run, to tell the emulators' CPU from the page's work. */
const compareDir = 'dist-bench';
const comparePort = 4303;

const budgets = {
  initialJsGzipKb: firebase ? 130 : 120,
  // Every public page answers a tap within 50 ms slices on Lighthouse's phone: no more than 50 ms of blocking in
  // total at the median, and no run over 100 ms.
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2000,
  // What the first paint before the start won: the largest element painted within 1.3 s in every run.
  lcpWorstMs: 1300,
  tbtMs: 50,
  tbtWorstMs: 100,
  cls: 0.02,
};

const pagesArg = args.indexOf('--pages');
const chosenPages = pagesArg >= 0 ? args[pagesArg + 1].split(',') : null;
const lighthousePages = chosenPages ?? ['/', '/hotels', '/hotel/sikkim-delight', '/hotel-aster-gangtok', '/articles'];
/** The phone of ENVIRONMENT.md: the same window between first paint and app start as Lighthouse's mobile preset. */
const phone = {
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};
const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const forbiddenInPublic = [
  [/ProseMirror|tiptap/i, 'the article editor'],
  [/firebasestorage\.googleapis\.com|uploadBytesResumable/, 'Firebase Storage'],
  [/Manage Tours|Hotel Bookings|Change Password/, 'admin screens'],
];

if (firebase && !process.env.FIRESTORE_EMULATOR_HOST) {
  // A firebase build is prerendered from Firestore: the emulators hold the samples while it is built and measured.
  const inner = spawnSync('node', ['scripts/with-emulators.mjs', '--', 'node', 'scripts/bench.mjs', ...args], {
    stdio: 'inherit',
  });
  process.exit(inner.status ?? 1);
}
if (firebase) {
  const seeded = spawnSync('node', ['seed/scripts/seed.mjs', '--emulator'], { stdio: 'inherit' });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const env = firebase
  ? {
      ...process.env,
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_API_KEY: 'bench-api-key',
      VITE_FIREBASE_PROJECT_ID: 'demo-himalayan-aster',
      VITE_FIREBASE_APP_ID: 'bench',
      VITE_USE_EMULATORS: 'true',
      VITE_STORAGE_EMULATOR: 'false',
    }
  : { ...process.env, VITE_BACKEND: 'local' };

console.log(`Building ${firebase ? 'the firebase' : 'the local'} bundle into ${outDir}/ ...`);
const build = spawnSync(`npx vite build --outDir ${outDir} --emptyOutDir --manifest --logLevel warn`, {
  shell: true,
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
// The public routes and the page module each one loads first, as the route table (src/app/router.tsx) lists them:
// the prerender writes them beside the manifest, with a sample address for a route with a parameter.
const publicPagesFile = join(outDir, '.vite/public-pages.json');
if (!existsSync(publicPagesFile)) {
  console.error(`${publicPagesFile} is missing: the bench needs the prerender (do not set PRERENDER=off).`);
  process.exit(1);
}
const publicRoutes = JSON.parse(readFileSync(publicPagesFile, 'utf8')).map((page) => [page.sample, page.module]);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A chunk and everything it imports statically: what the browser fetches before the page can render. */
function closure(key, seen = new Set()) {
  if (!key || seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const failures = [];
const rows = [];
for (const [route, page] of publicRoutes) {
  const keys = closure(page, closure(entryKey));
  let js = 0,
    jsGz = 0,
    css = 0,
    cssGz = 0;
  const cssFiles = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    const code = readFileSync(join(outDir, chunk.file));
    js += code.length;
    jsGz += gzipSync(code).length;
    for (const [pattern, what] of forbiddenInPublic) {
      if (pattern.test(code.toString('utf8'))) failures.push(`${route}: ${what} code is in the initial chunk ${chunk.file}`);
    }
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) {
    const code = readFileSync(join(outDir, file));
    css += code.length;
    cssGz += gzipSync(code).length;
  }
  rows.push({ route, js, jsGz, css, cssGz });
  if (jsGz / 1024 > budgets.initialJsGzipKb)
    failures.push(`${route}: initial JS ${kb(jsGz)} KB gzip > ${budgets.initialJsGzipKb} KB`);
}

console.log(
  `\nInitial JS and CSS per public route (${firebase ? 'firebase' : 'local'} adapter; budget ${budgets.initialJsGzipKb} KB gzip JS)\n`,
);
console.log('| route | JS raw KB | JS gzip KB | CSS raw KB | CSS gzip KB | total gzip KB |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.route} | ${kb(r.js)} | ${kb(r.jsGz)} | ${kb(r.css)} | ${kb(r.cssGz)} | ${kb(r.jsGz + r.cssGz)} |`);

// On --firebase the embedded build runs through Lighthouse too, page by page and run by run with the firebase one,
// so that both meet the same load of the machine: what the firebase pages do more on the main thread is theirs or
// the emulators', and the embedded pages, which talk to no emulator, show how much is the page's own.
const compare = firebase && !skipLighthouse;
if (compare) {
  console.log(`\nBuilding the local bundle into ${compareDir}/ as well, to measure beside the firebase one ...`);
  const local = spawnSync(`npx vite build --outDir ${compareDir} --emptyOutDir --logLevel warn`, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, VITE_BACKEND: 'local' },
  });
  if (local.status !== 0) process.exit(local.status ?? 1);
}

if (!skipLighthouse || !skipStartup)
  await withPreview(outDir, port, env, async (baseUrl) => {
    const measure = async (compareUrl) => {
      if (!skipLighthouse) await runLighthouse(baseUrl, compareUrl);
      if (!skipStartup) await measureStartup(baseUrl);
      if (!skipStartup) await measureSignedInHome(baseUrl);
    };
    if (compare) await withPreview(compareDir, comparePort, { ...process.env, VITE_BACKEND: 'local' }, measure);
    else await measure(null);
  });

if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery budget met.');

/** Serves the build in `dir` with `vite preview` on `port` while `use` runs. */
async function withPreview(dir, port, env, use) {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', dir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true, env },
  );
  const stopServer = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stopServer);
  try {
    await waitForServer(`http://127.0.0.1:${port}/`);
    await use(`http://127.0.0.1:${port}`);
  } finally {
    stopServer();
  }
}

/** Lighthouse on `baseUrl`'s pages; with `compareUrl` (the embedded build) on the same pages too, run for run. */
async function runLighthouse(baseUrl, compareUrl) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  mkdirSync('.lighthouse', { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: await useChrome(), chromeFlags: ['--headless=new', ...chromeFlags] });
  const results = [];
  const compared = [];
  /** Per run, where its main-thread time went (bench-trace.mjs): the build measured, and the embedded one beside it. */
  const where = [];
  const otherWhere = [];
  /** Per page, the functions that took the most, from one more run with V8's sampler: the build measured, the embedded one. */
  const sampledRuns = [];
  const otherSampled = [];
  /** One Lighthouse run of `url + path`, its report written to .lighthouse/ under `prefix`, the page and `label`. */
  const lighthouseRun = async (url, path, prefix, label, categories) => {
    const result = await lighthouse(`${url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(categories ? { additionalTraceCategories: categories } : {}),
    });
    const page = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
    writeFileSync(join('.lighthouse', `${prefix}${page}-${label}.json`), result.report);
    return {
      lhr: result.lhr,
      trace: result.artifacts.Trace,
      slowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  };
  /**
   * One more run of a page with V8's sampling profiler in its trace, to name the functions that took the time. It is
   * not one of the budget's runs: the profiler's own thread takes about a tenth of a core while the page starts and
   * interrupts the main thread at every sample, which lengthens the page's tasks (measured: README, "Performance and
   * SEO"). The budget runs record Lighthouse's standard trace.
   */
  const sampleFunctions = async (url, path, prefix) => {
    const { trace, slowdown } = await lighthouseRun(url, path, prefix, 'sampled', [profilerCategory]);
    (prefix ? otherSampled : sampledRuns).push({ path, functions: functionTimes(trace, url, slowdown) });
  };
  /** One budget run of a page: its figures, and where its main-thread time went. */
  const audit = async (url, path, run, prefix) => {
    const { lhr, trace, slowdown } = await lighthouseRun(url, path, prefix, String(run));
    const cpu = cpuBlocking(trace, slowdown);
    (prefix ? otherWhere : where).push({
      path,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cpu,
      scripts: scriptTimes(lhr),
      kinds: workKinds(lhr),
      tasks: longTasks(lhr),
    });
    return {
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      'best-practices': lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      ...mainThreadWork(lhr),
      cpuTbt: cpu.blockingMs,
    };
  };
  const summary = (path, samples) => ({
    path,
    ...Object.fromEntries(Object.keys(samples[0]).map((key) => [key, spread(samples.map((sample) => sample[key]))])),
  });
  try {
    for (const path of lighthousePages) {
      const samples = [];
      const others = [];
      for (let run = 1; run <= runs; run++) {
        samples.push(await audit(baseUrl, path, run, ''));
        if (compareUrl) others.push(await audit(compareUrl, path, run, 'local-'));
      }
      await sampleFunctions(baseUrl, path, '');
      if (compareUrl) await sampleFunctions(compareUrl, path, 'local-');
      results.push(summary(path, samples));
      if (compareUrl) compared.push(summary(path, others));
    }
  } finally {
    await chrome.kill();
  }
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const whole = (value) => value.toFixed(0);
  console.log(`\nLighthouse, mobile preset: median of ${runs} runs (lowest–highest in brackets when the runs differ)\n`);
  console.log('| page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const cells = [
      spreadCell(r.performance, whole),
      spreadCell(r.accessibility, whole),
      spreadCell(r['best-practices'], whole),
      spreadCell(r.seo, whole),
      spreadCell(r.fcp, seconds),
      spreadCell(r.lcp, seconds),
      spreadCell(r.tbt, whole),
      spreadCell(r.cls, (value) => value.toFixed(3)),
    ];
    console.log(`| ${r.path} | ${cells.join(' | ')} |`);
    failures.push(...checkBudgets(r.path, r, budgets));
  }
  console.log(
    `\nThe page's own main-thread work in the same runs (Lighthouse's trace, simulated phone times): its tasks over 50 ms, all of its script, style and layout work, and the blocking time its tasks add up to when each is timed by the CPU time its thread spent (what a busy machine's other processes do not lengthen)${compareUrl ? ', beside the embedded build measured run for run with it' : ''}\n`,
  );
  if (compareUrl) {
    console.log(
      '| page | long tasks | long tasks ms | main-thread work ms | TBT by CPU time ms | TBT ms | embedded: long tasks | long tasks ms | main-thread work ms | TBT by CPU time ms | TBT ms |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  } else {
    console.log('| page | long tasks | long tasks ms | main-thread work ms | TBT by CPU time ms |');
    console.log('|---|---:|---:|---:|---:|');
  }
  const work = (r, tbt) => [
    spreadCell(r.longTasks, whole),
    spreadCell(r.longTasksMs, whole),
    spreadCell(r.mainThreadMs, whole),
    spreadCell(r.cpuTbt, whole),
    ...(tbt ? [spreadCell(r.tbt, whole)] : []),
  ];
  for (const [index, r] of results.entries()) {
    const other = compared[index];
    console.log(`| ${r.path} | ${[...work(r, Boolean(other)), ...(other ? work(other, true) : [])].join(' | ')} |`);
  }
  printWhere(where, sampledRuns, compareUrl ? 'firebase build' : null);
  if (compareUrl) printWhere(otherWhere, otherSampled, 'embedded build');
}

/**
 * Per page, where the main-thread time of its runs went: the scripts that took the most (mean per run, simulated phone
 * ms), the functions that took the most in the page's run with V8's sampler, and the long tasks of each run, with the
 * script Lighthouse blames for each.
 */
function printWhere(runsWhere, sampled, label) {
  const ms = (value) => value.toFixed(0);
  console.log(
    `\nWhere the main-thread time goes${label ? ` (${label})` : ''}: per page, the scripts that took the most (mean per run), the functions that took the most (self time, from V8's samples in one more run with its sampler on, not a budget run), in simulated phone ms, and every run's tasks over 50 ms (start s: ms script)`,
  );
  for (const path of lighthousePages) {
    const pageRuns = runsWhere.filter((run) => run.path === path);
    if (pageRuns.length === 0) continue;
    const scripts = meanPerRun(
      pageRuns.map((run) => run.scripts),
      'script',
    ).slice(0, 6);
    const functions = meanPerRun(
      sampled.filter((run) => run.path === path).map((run) => run.functions),
      'name',
    ).slice(0, 8);
    const kinds = meanPerRun(
      pageRuns.map((run) => run.kinds),
      'kind',
    ).slice(0, 5);
    console.log(`\n${path}`);
    console.log(`- work: ${kinds.map((k) => `${k.name} ${ms(k.ms)}`).join(', ')}`);
    console.log(`- scripts: ${scripts.map((s) => `${s.name} ${ms(s.ms)}`).join(', ')}`);
    console.log(
      `- functions: ${functions.length ? functions.map((f) => `${f.name} ${ms(f.ms)}`).join(', ') : '(no profile in the trace)'}`,
    );
    for (const [index, run] of pageRuns.entries()) {
      const tasks = run.tasks.map((task) => `${(task.startMs / 1000).toFixed(1)}: ${ms(task.ms)} ${task.script}`);
      console.log(
        `- run ${index + 1} (TBT ${ms(run.tbt)}; by CPU time ${ms(run.cpu.blockingMs)}, tasks ${run.cpu.longTasks.map((task) => `${ms(task.ms)} [${task.what}]`).join(' ') || 'none'} over 50 ms): ${tasks.length ? tasks.join(', ') : 'no task over 50 ms'}`,
      );
    }
  }
}

/** The main-thread work of one Lighthouse run: its long tasks (count and time) and the whole main-thread time. */
function mainThreadWork(lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    longTasks: tasks.length,
    longTasksMs: tasks.reduce((total, task) => total + task.duration, 0),
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
  };
}

/**
 * First paint to app started on each prerendered page, as a phone loads it for the first time (a fresh browser
 * context each run: cold cache, empty storage). First paint is the `first-contentful-paint` entry; the app has
 * started at the `app-ready` mark. Medians of `runs` loads.
 */
async function measureStartup(baseUrl) {
  const { chromium } = await import('@playwright/test');
  const pages = (chosenPages ?? publicRoutes.map(([route]) => route)).filter(isPrerendered);
  const browser = await chromium.launch({ executablePath: await useChrome(), args: chromeFlags });
  const results = [];
  try {
    for (const path of pages) {
      const samples = [];
      for (let run = 1; run <= runs; run++) {
        const context = await browser.newContext({
          viewport: phone.viewport,
          deviceScaleFactor: phone.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', phone.network);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
          await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
          const times = await page.evaluate(() => ({
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            started: performance.getEntriesByName('app-ready')[0]?.startTime,
          }));
          if (times.paint === undefined || times.started === undefined)
            throw new Error(`${path}: no first paint or no app-ready mark`);
          samples.push({ ...times, gap: times.started - times.paint });
        } finally {
          await context.close();
        }
      }
      const median = (key) => samples.map((sample) => sample[key]).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
      results.push({ path, paint: median('paint'), started: median('started'), gap: median('gap') });
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nFirst paint to app started, as a phone (${phone.cpuSlowdown}x CPU slowdown, slow 4G, cold cache), median of ${runs} loads\n`,
  );
  console.log('| page | first paint s | app started s | paint to start s |');
  console.log('|---|---:|---:|---:|');
  const seconds = (ms) => (ms / 1000).toFixed(2);
  for (const r of results) console.log(`| ${r.path} | ${seconds(r.paint)} | ${seconds(r.started)} | ${seconds(r.gap)} |`);
}

/**
 * The home page of a signed-in customer whose request was received: the "Request received" panel arrives after the
 * app has started, from the account's bookings, and must not move the page (budget: CLS 0.02 in every load, not
 * only at the median). A customer signs up and sends a Hotel Aster request through the forms once; the home page is
 * then loaded `runs` times as a phone would, each load's layout shifts summed until the panel shows and two frames
 * after.
 */
async function measureSignedInHome(baseUrl) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: await useChrome(), args: chromeFlags });
  const shifts = [];
  try {
    const context = await browser.newContext({
      viewport: phone.viewport,
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const id = crypto.randomUUID().slice(0, 8);
    await page.goto(`${baseUrl}/signup`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByLabel('Full Name').fill('Bench Traveller');
    await page.getByLabel('Email address').fill(`bench.${id}@example.com`);
    await page.getByLabel('Password').fill(`bench-${id}`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
    await page.goto(`${baseUrl}/booking/hotel-aster-deluxe-double`);
    // Two nights in April of next year: inside the 400 days bookable ahead whatever today is.
    const year = new Date().getFullYear() + 1;
    await page.getByLabel('Check-in date').fill(`${year}-04-10`);
    await page.getByLabel('Check-out date').fill(`${year}-04-12`);
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
    const panel = page.getByRole('region', { name: /^Your booking reference is / });
    await panel.waitFor({ timeout: 60_000 });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', phone.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
    for (let run = 1; run <= runs; run++) {
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      await panel.waitFor({ timeout: 60_000 });
      shifts.push(
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              let sum = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value;
              }).observe({ type: 'layout-shift', buffered: true });
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
            }),
        ),
      );
    }
    await context.close();
  } finally {
    await browser.close();
  }
  const sorted = [...shifts].sort((a, b) => a - b);
  const worst = sorted.at(-1) ?? 0;
  console.log(
    `\nHome page of a signed-in customer with a request received, as a phone: layout shift median ${sorted[
      Math.floor(sorted.length / 2)
    ].toFixed(3)}, worst ${worst.toFixed(3)} of ${runs} loads (budget ${budgets.cls} in every load)`,
  );
  if (worst > budgets.cls) failures.push(`/ signed in with a request: layout shift ${worst.toFixed(3)} > ${budgets.cls}`);
}

/** Whether the build prerendered `route` (see htmlFileFor in scripts/prerender.ts). */
function isPrerendered(route) {
  return existsSync(join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`));
}

async function waitForServer(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The preview server did not start at ${url}`);
}

if (!existsSync(outDir)) process.exit(1);
