import { defineConfig, devices } from '@playwright/test';
import { readEmulatorHosts } from './src/lib/config';

/**
 * Browser journeys against production builds served as Firebase Hosting serves them (scripts/serve-hosting.mjs) on
 * 127.0.0.1. scripts/test.mjs builds
 * dist-e2e-local (embedded adapter, VITE_BACKEND=local) and, inside the emulator run, dist-e2e-firebase (firebase
 * adapter on the emulators, prerendered from them); this file only serves them.
 * The browser is the one scripts/browser.mjs picks (Debian's chromium or the one packaged in
 * @sparticuz/chromium), passed in CHROME_PATH: when running Playwright by hand without Debian's chromium, use
 * `CHROME_PATH=$(node scripts/browser.mjs) npx playwright test`.
 */
const withFirebase = process.env.E2E_FIREBASE === '1';
// When this run began: the journeys' clock (e2e/support/clock.ts) starts at the suite's instant at this moment, the
// same for every worker (they inherit the runner's environment).
process.env.E2E_RUN_STARTED_AT ??= String(Date.now());
// Overridable so that several people can run journeys on one machine at once.
const localPort = Number(process.env.E2E_LOCAL_PORT ?? 4173);
const localDir = process.env.E2E_LOCAL_DIR ?? 'dist-e2e-local';
const firebasePort = Number(process.env.E2E_FIREBASE_PORT ?? 4174);
// What the firebase build talks to (scripts/test.mjs builds it for the emulators' default addresses), added to the
// served Content-Security-Policy's connect-src: production's names only Google's hosts.
const emulators = readEmulatorHosts({ ...process.env, VITE_USE_EMULATORS: 'true', VITE_STORAGE_EMULATOR: 'false' });
const emulatorOrigins = emulators
  ? [emulators.auth, ...[emulators.firestore, emulators.functions].map((at) => at && `http://${at.host}:${at.port}`)].join(' ')
  : '';

const chromium = {
  ...devices['Desktop Chrome'],
  // The browser's time zone, fixed like the unit tests' (vitest.config.ts: UTC, or SUITE_TZ), so that a date the
  // site takes from the visitor's calendar is the same on every machine.
  timezoneId: process.env.SUITE_TZ ?? 'UTC',
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Overridable so that runs side by side do not clear each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  // Two, on CI and off it: the machines this runs on have two cores, and four workers took the journeys 0.96 times
  // the wall time for 1.10 times the CPU time (README, "What npm test runs").
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs runs the two builds' journeys as two runs, each with its own report (E2E_REPORT_DIR).
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? 'playwright-report' }]]
    : [['list']],
  // A failed journey keeps a screenshot of the moment it failed and the page's accessibility tree then (its error
  // context). No trace is recorded: recording one for every journey, to keep only the failed ones', took a fifth of the
  // journeys' CPU time (21 journeys: 60 CPU-s with it, 48 without). E2E_TRACE=1 keeps the traces of failed journeys
  // (every action with the DOM as it was), without a screencast: encoding a frame of every paint cost as much again
  // (37 journeys: 129-145 s with it, 108-110 s without), for pictures the DOM snapshots already show.
  use: {
    trace: { mode: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off', screenshots: false },
    screenshot: 'only-on-failure',
    // Each journey is a first visit, and the site's service worker precaches the whole app shell (about 150 files) in
    // the background of it: a tenth to a fifth of the journeys' time, for a worker none of them uses. The journeys about
    // the worker (the trip pack offline, a new deploy, the embedded demo's uploaded pictures, which it serves) say
    // `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    // Reduced motion, as a visitor may ask for it: the home page's hero keeps its poster instead of looping its video
    // (about a third of a core for as long as a journey stays on that page), and the pulses, spinners and smooth
    // scrolling draw no frames nobody reads. The journey about the video asks for motion again.
    reducedMotion: 'reduce',
  },
  globalSetup: withFirebase ? './e2e/support/firebase-global-setup.ts' : undefined,
  projects: [
    { name: 'local', use: { ...chromium, baseURL: `http://127.0.0.1:${localPort}` } },
    // Every journey runs on the embedded build. The firebase build walks again only the journeys tagged @both: those
    // whose path in the browser crosses something the contract suite on the firebase adapter cannot show (README,
    // "Which journeys run on the firebase build"). The emulator's data is shared by all of them, so none of them
    // changes what another checks.
    ...(withFirebase
      ? [
          {
            name: 'firebase',
            use: { ...chromium, baseURL: `http://127.0.0.1:${firebasePort}` },
            grep: /@both/,
            // Every write there is a call to the Functions emulator, which answers a busy machine's first calls of
            // each function slowly: a signed-out visitor's sign-up and booking took 49.5 s with helpers' builds
            // beside it (the same journey takes about 30 s on an idle machine).
            timeout: 90_000,
          },
        ]
      : []),
  ],
  // Each build is served as Firebase Hosting serves the site (scripts/serve-hosting.mjs: firebase.json's clean URLs,
  // rewrites and headers, its Content-Security-Policy and caching among them), so that a journey fails where
  // production's headers would break a page.
  webServer: [
    {
      command: `node scripts/serve-hosting.mjs --dir ${localDir} --port ${localPort}`,
      url: `http://127.0.0.1:${localPort}`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    ...(withFirebase
      ? [
          {
            command: `node scripts/serve-hosting.mjs --dir dist-e2e-firebase --port ${firebasePort} --connect-src "${emulatorOrigins}"`,
            url: `http://127.0.0.1:${firebasePort}`,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
          },
        ]
      : []),
  ],
});
