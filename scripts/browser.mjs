#!/usr/bin/env node
/**
 * Which Chromium the browser journeys (scripts/test.mjs) and Lighthouse (scripts/bench.mjs) drive, so that
 * `npm install && npm test` needs no system package. In order:
 *   1. CHROME_PATH, when set;
 *   2. Debian's chromium at /usr/bin/chromium, when installed;
 *   3. the headless Chromium that ships inside the @sparticuz/chromium devDependency, unpacked once per package
 *      version into the temp dir (about 200 MB, ~2 s; later runs reuse it).
 * The callers put the answer in CHROME_PATH for their child processes (Playwright's config cannot wait for the
 * unpacking). Run on its own it prints the path: `CHROME_PATH=$(node scripts/browser.mjs) npx playwright test`.
 * Both builds take the same launch flags (playwright.config.ts, scripts/bench.mjs). The package's own
 * `chromium.args` are meant for serverless sandboxes (--single-process, --disable-web-security, ...) and are
 * not needed here: the packaged build runs every journey and Lighthouse with the flags Debian's build uses.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const debianChromium = '/usr/bin/chromium';

/** @returns {Promise<{ path: string, source: string }>} */
export async function resolveChrome() {
  if (process.env.CHROME_PATH) return { path: process.env.CHROME_PATH, source: 'CHROME_PATH' };
  if (existsSync(debianChromium)) return { path: debianChromium, source: "Debian's chromium" };
  const { path, version } = await unpackPackagedChromium();
  return { path, source: `the headless Chromium of @sparticuz/chromium ${version}` };
}

/** Resolves once, says which browser it is, and hands it to child processes through CHROME_PATH. */
export async function useChrome() {
  const { path, source } = await resolveChrome();
  console.log(`Browser: ${path} (${source})`);
  process.env.CHROME_PATH = path;
  return path;
}

async function unpackPackagedChromium() {
  const entry = fileURLToPath(import.meta.resolve('@sparticuz/chromium'));
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  const dir = join(tmpdir(), `sparticuz-chromium-${version}`);
  const binary = join(dir, 'chromium');
  if (existsSync(binary)) return { path: binary, version };

  // The package unpacks into os.tmpdir() and trusts whatever it finds there. Point it at a fresh directory
  // and rename that into place when complete, so an interrupted or concurrent first run (two worktrees) never
  // leaves a half-written browser that a later run would pick up, nor one of another version.
  const staging = mkdtempSync(`${dir}.partial-`);
  const tmpdirBefore = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    await chromium.executablePath();
  } finally {
    if (tmpdirBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdirBefore;
  }
  try {
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another run finished unpacking first: use its copy.
    if (!existsSync(binary)) throw error;
  }
  return { path: binary, version };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log((await resolveChrome()).path);
}
