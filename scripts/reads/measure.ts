import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { describeRequest, documentsInAnswer, type FirestoreRead } from './firestore-traffic';

/**
 * Opens views of the site in Chromium and records what each reads from Firestore and when its first row shows.
 * Each load is a fresh browser context (a first visit, nothing cached); admin views sign in first, in the same
 * tab, and are measured from the navigation after that.
 */

export interface ReadsView {
  name: string;
  path: string;
  admin?: boolean;
  /** The view's first row or card: the first element matching `selector` that is visible (and whose text matches `text`). */
  firstRow: { selector: string; text?: string };
  /** Documents the view may read; absent: no budget of its own (it must still read as much with less data). */
  maxReads?: number;
  /** Reads of one part of the page reported on a row of their own (the dashboard's lists of what needs attention). */
  part?: { name: string; collections: string[]; heading: RegExp };
}

export interface LoadResult {
  /** Every Firestore call of the load, in order, with the documents its answer carried. */
  reads: FirestoreRead[];
  /** From navigation start until the first row was visible; null when it never showed. */
  firstRowsMs: number | null;
  /** From navigation start until the last Firestore answer ended. */
  readsDoneMs: number | null;
  /** Whether the page came with the build's data (a prerendered page), which the app must read again. */
  prerendered: boolean;
  /** From navigation start until the app had read that data again (its `prerender-refreshed` mark); null when it never did. */
  refreshedMs: number | null;
  /** Whether the page showed the heading of `part`. */
  partShown: boolean;
  /** Errors the page logged or threw. */
  errors: string[];
}

export interface MeasureOptions {
  baseUrl: string;
  chromePath: string;
  firestoreOrigin: string;
  admin: { email: string; password: string };
  loads: number;
  /** Quiet time after which a page that has shown its rows is taken to have read all it reads. */
  quietMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

const firstRowsKey = '__readsBenchFirstRows';
/** Set by src/app/main.tsx (src/app/boot-refresh.ts) once a prerendered page's data has been read again. */
const refreshedMark = 'prerender-refreshed';

/** Runs in the page: whether it was prerendered for this very address, so the app hydrates the build's data. */
function prerenderedHere(): boolean {
  const text = document.getElementById('prerender-state')?.textContent;
  if (!text) return false;
  try {
    return (JSON.parse(text) as { path?: unknown }).path === location.pathname;
  } catch {
    return false;
  }
}

/**
 * Runs in the page before its own scripts: checks on every frame whether the view's first row is visible and
 * notes the time (performance.now() counts from navigation start). A prerendered row counts from first paint.
 */
function firstRowProbe(specs: Record<string, ReadsView['firstRow']>): string {
  return `(() => {
    const spec = ${JSON.stringify(specs)}[location.pathname];
    if (!spec) return;
    const text = spec.text ? new RegExp(spec.text) : null;
    const shown = (element) =>
      element.getClientRects().length > 0 &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })) &&
      (!text || text.test(element.textContent || ''));
    const tick = () => {
      if ([...document.querySelectorAll(spec.selector)].some(shown)) window[${JSON.stringify(firstRowsKey)}] = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Follows one page's Firestore traffic: the calls made, their answers, and whether any is still under way. */
function watchFirestore(page: Page) {
  const pending = new Set<Request>();
  const answers: Promise<FirestoreRead>[] = [];
  let lastActivity = Date.now();
  let recording = false;
  const settle = (request: Request, success: boolean) => {
    if (!pending.delete(request)) return;
    lastActivity = Date.now();
    const described = describeRequest(request.url(), request.method(), request.postData());
    if (!described) return;
    answers.push(
      (async (): Promise<FirestoreRead> => {
        if (!success) return { ...described, documents: 0 };
        const response = await request.response();
        const body = response ? await response.text().catch(() => null) : null;
        return { ...described, documents: documentsInAnswer(described.call, response?.status() ?? 0, body) };
      })(),
    );
  };
  page.on('request', (request) => {
    if (!recording || !describeRequest(request.url(), request.method(), request.postData())) return;
    pending.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => settle(request, true));
  page.on('requestfailed', (request) => settle(request, false));
  return {
    start() {
      recording = true;
      pending.clear();
      answers.length = 0;
      lastActivity = Date.now();
    },
    quietFor: () => (pending.size > 0 ? 0 : Date.now() - lastActivity),
    /** Firestore calls made since start(), answered or not. */
    calls: () => pending.size + answers.length,
    reads: () => Promise.all(answers),
  };
}

async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs: number, pollMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await sleep(pollMs);
  }
}

async function signIn(page: Page, baseUrl: string, admin: MeasureOptions['admin'], timeoutMs: number) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await page.waitForURL(/\/admin$/, { timeout: timeoutMs });
  // What the dashboard reads after signing in is not the measured view's: let it finish first.
  await page.waitForLoadState('networkidle', { timeout: timeoutMs });
}

async function measureLoad(
  browser: Browser,
  view: ReadsView,
  options: Required<Omit<MeasureOptions, 'log'>>,
): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript({ content: firstRowProbe({ [new URL(view.path, options.baseUrl).pathname]: view.firstRow }) });
    const traffic = watchFirestore(page);
    if (view.admin) await signIn(page, options.baseUrl, options.admin, options.timeoutMs);
    traffic.start();
    await page.goto(`${options.baseUrl}${view.path}`, { waitUntil: 'commit', timeout: options.timeoutMs });
    const firstRowsMs = async () =>
      page
        .evaluate((key) => (window as unknown as Record<string, number | undefined>)[key] ?? null, firstRowsKey)
        .catch(() => null);
    const shown = await waitUntil(async () => (await firstRowsMs()) !== null, options.timeoutMs);
    // The app has started (main.tsx marks it). Then what ends the view's reads: on a prerendered page, the moment
    // the app has read the build's data again (main.tsx marks that too); elsewhere, the first Firestore call. Only
    // then a quiet spell, for reads that follow those. Waiting for quiet alone ended too early: the backend's code
    // loads after the app has started, and on a busy machine the spell was over before its first call went out.
    const ready = await waitUntil(
      () => page.evaluate(() => document.documentElement.hasAttribute('data-ready')).catch(() => false),
      options.timeoutMs,
    );
    const prerendered = ready && (await page.evaluate(prerenderedHere).catch(() => false));
    const mark = () =>
      page.evaluate((name) => performance.getEntriesByName(name)[0]?.startTime ?? null, refreshedMark).catch(() => null);
    if (prerendered) await waitUntil(async () => (await mark()) !== null, options.timeoutMs);
    else if (ready) await waitUntil(() => traffic.calls() > 0, options.timeoutMs);
    await waitUntil(() => traffic.quietFor() >= options.quietMs, options.timeoutMs);
    const refreshedMs = prerendered ? await mark() : null;
    const readsDoneMs = await page.evaluate((origin) => {
      const ends = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(origin))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return ends.length > 0 ? Math.max(...ends) : null;
    }, options.firestoreOrigin);
    const partShown = view.part ? (await page.getByRole('heading', { name: view.part.heading }).count()) > 0 : false;
    return {
      reads: await traffic.reads(),
      firstRowsMs: shown ? await firstRowsMs() : null,
      readsDoneMs,
      prerendered,
      refreshedMs,
      partShown,
      errors,
    };
  } finally {
    await context.close();
  }
}

export async function measureViews(views: readonly ReadsView[], options: MeasureOptions): Promise<Map<ReadsView, LoadResult[]>> {
  const settings = { quietMs: 1500, timeoutMs: 30_000, ...options };
  const { log = () => {}, ...rest } = settings;
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    // As the journeys launch it (playwright.config.ts).
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results = new Map<ReadsView, LoadResult[]>();
  try {
    for (const view of views) {
      const loads: LoadResult[] = [];
      for (let load = 0; load < options.loads; load++) loads.push(await measureLoad(browser, view, rest));
      results.set(view, loads);
      const documents = loads.map((result) => result.reads.reduce((total, read) => total + read.documents, 0));
      log(
        `  ${view.name}: ${documents.join(', ')} documents; first rows ${loads.map((result) => (result.firstRowsMs === null ? 'never' : `${Math.round(result.firstRowsMs)} ms`)).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
