import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadBackendBetween } from '@/backend';
import { timeoutManager } from '@tanstack/react-query';
import { createQueryClient, Providers } from './providers';
import { readPrerenderState } from './prerender-state';
import { AppRoutes, preloadPages } from './router';
import { registerServiceWorkerWhenDue } from './service-worker';
import { setHydrating } from '@/lib/hydration';
import { useAppStarted } from '@/lib/use-app-started';
import { whenIdle } from '@/lib/idle';
import { settledOrAfter } from '@/lib/settled-or-after';
import { markStartupOver, watchForLoadQuiet, whenStartupOver } from '@/lib/startup';
import { yieldToMain } from '@/lib/yield';

/**
 * The site's start, in order. Each step says which of `npm run bench`'s budgets it buys (README, "Performance"):
 * a first paint that waits for no script (FCP and LCP the same in every run), no main-thread task over 50 ms on
 * Lighthouse's 4x slower phone (TBT), no layout shift (CLS), and reads the reads bench can count.
 *
 * Before any of this runs, on a prerendered page:
 *  0. The boot script (scripts/prerender-boot.js, in the page as assets/boot-<hash>.js) waits until the browser
 *     reports the first contentful paint and the page's first images have loaded (at most 2 s), so nothing of the
 *     app runs before the paint [FCP, LCP]. Then it inserts the <link rel=modulepreload> of every chunk the page
 *     needs, six per task, and runs the libraries' chunks one per task (React, React DOM, the router, the app's
 *     shared code), then this module's chunk [TBT]. Those chunks are the `libraryChunks` of vite.config.ts; its
 *     `preloadedWithImport` has a dynamic import insert no preload links: the browser fetches a chunk's imports as
 *     it reads it [TBT].
 *
 * Here (`boot()`, from main.tsx):
 *  1. The service worker is set to register when it is due, from a chunk of its own (src/app/service-worker.ts):
 *     the app shell and the trip page work offline, and on the embedded build it serves the uploaded pictures. Its
 *     precaching (about 190 files) took a third of a core for over a second. Registered at the first idle moment
 *     after the load, it ran beside the start's own tasks on a 2-core machine and Lighthouse counted them as long
 *     (the home page's TBT 626-872 ms, with it after the start 158-355); registered at the end of the start, beside
 *     what follows it (on Hotel Aster's page a median TBT of 88 ms against 32 without a worker, 6 runs each). So it
 *     waits for the load to be quiet (src/lib/startup.ts: after the start, 2 s in which nothing was fetched), except
 *     on the operator's and the customer's pages, where it has work at once and registers when the start is over
 *     [TBT].
 *  2. yieldToMain: finding the page's route compiles the whole route table, in a task of its own [TBT].
 *  3. The page's chunks load, and the chunks its first render asks for eagerly (`loadEagerly` in
 *     src/components/lazy-with-preload.tsx: the footer, the home page's lower half, the article sanitizer), so
 *     that React renders the page, not a fallback: prerendered markup hydrates as it is, and a page that was not
 *     prerendered shows no blank frame [CLS].
 *  4. yieldToMain, the first number formatter, yieldToMain, the first date formatter (in India's time zone), yieldToMain:
 *     each loads the locale's data for its kind the first time, as long as a library chunk takes to run (the first
 *     date a page rendered took 35-50 ms of React's task on the bench's phone), so the render that formats prices
 *     and dates is not one long task [TBT].
 *  5. TanStack Query's timers go behind one timer of the browser's (./query-timers.ts): each query sets and clears
 *     its own as its component mounts, hundreds in the task that runs the hydrated page's effects [TBT]. The query
 *     cache gets the data the prerender embedded, as fresh data: no query starts fetching while the page
 *     hydrates, which would make React render its component again at once, in one long task [TBT]. Once the app
 *     has rendered and the browser is idle, every one of them is fetched again (refreshWhenIdle in
 *     ./boot-refresh.ts, a chunk of its own: every page's first script stays within the bench's budget); the `prerender-refreshed` mark says when they have [reads bench: a count that does not
 *     depend on how long the backend's code took to load].
 *  6. Hydration, as a transition: React works in short slices and answers input meanwhile [TBT]. A page that was
 *     not prerendered for this address renders afresh. While it hydrates, `isHydrating()` (src/lib/hydration.ts)
 *     is true, until the browser is idle after step 7: the page, inside the route's Suspense boundary, hydrates in
 *     a later pass of React's than the app's shell, after the shell's effects have run. The values only the
 *     browser knows switch in after it, in a transition too (useClientValue), not in one render of whole pages at
 *     once [TBT]. Parts that are only text (a tour's days, Hotel Aster's tariff and
 *     facilities) are not hydrated at all: KeepPrerendered (src/components/keep-prerendered.tsx) leaves their
 *     markup as the prerender wrote it, so the task that commits the hydrated page walks less of it [TBT]. Parts
 *     below the first screen (the home page's lower half) wait in HydrateWhenNear
 *     (src/components/hydrate-when-near.tsx) until they come near the view, are tapped, or the browser is idle [TBT].
 *  7. `<html data-ready>` and the `app-ready` mark once the app has rendered and those values have switched in
 *     (journeys and the bench wait on it), and the refresh of step 5 waits for the browser's next idle moment.
 *     Once that refresh has answered (or `startupRefreshCapMs` has passed) and the browser is idle again, the start
 *     is over (src/lib/startup.ts, the `startup-over` mark), and the watch for a quiet load begins. Once nothing has
 *     been fetched for 2 s and the browser is idle (the `load-quiet` mark), the service worker registers on the
 *     public pages, and the home page's hero video begins (on a machine that composites in software, a looping
 *     video takes most of a core) [TBT].
 *
 * Later, when the first screen asks for data or a session (getBackend() in src/backend/index.ts):
 *  8. The backend loads in steps with yieldToMain between them: its configuration, zod's core, the entities'
 *     schemas in parts, on the firebase build Firebase's core and then Firestore Lite
 *     (src/backend/firebase/sdk-steps.ts), then the adapter's code, and the adapter's opening in a task after that
 *     (on the embedded build, a first visit's seeding of the sample data a few documents per task) [TBT]. Firebase Auth is not among them: it starts only when a session is stored or someone signs in
 *     (LazyAuth in src/backend/firebase/app.ts), so a visitor's page runs no Auth code, listener or polling [TBT].
 */
/** The longest the end of the start waits for a prerendered page's data to be read again. */
const startupRefreshCapMs = 10_000;

export async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  loadBackendBetween(yieldToMain);
  // Step 5's timers, a chunk of its own that arrives with the page's (every page's first script within its budget).
  const queryTimers = import('./query-timers').catch(() => undefined);

  // 1.
  whenStartupOver(watchForLoadQuiet);
  registerServiceWorkerWhenDue(window.location.pathname);
  // 2.
  await yieldToMain();
  // 3.
  await preloadPages(window.location.pathname);
  // 4.
  await yieldToMain();
  new Intl.NumberFormat('en-IN').format(0);
  await yieldToMain();
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(0);
  await yieldToMain();

  // 5. The build's data is a head start only: the operator may have changed a price or removed an article since.
  const timers = await queryTimers;
  if (timers) timeoutManager.setTimeoutProvider(timers.coalescedTimers());
  const queryClient = createQueryClient();
  const prerendered = readPrerenderState(document);
  const storedAt = Date.now();
  for (const { key, data } of prerendered?.queries ?? []) queryClient.setQueryData(key, data, { updatedAt: storedAt });
  const keys = prerendered?.queries.map(({ key }) => key) ?? [];
  // The refresh is a chunk of its own, loaded meanwhile (no query fetches before the app has started); a page whose
  // chunk did not arrive keeps the build's data.
  const refresher = prerendered ? import('./boot-refresh').catch(() => undefined) : undefined;
  const refreshed = refresher?.then((module) =>
    module?.whenRefreshed(queryClient, keys, storedAt).then(() => performance.mark(module.refreshedMark)),
  );
  const refresh = () => {
    void refresher?.then((module) => module?.refreshWhenIdle(queryClient, keys));
    // 7. A refresh that never settles (a query no component asks for) does not keep the start from ending.
    void settledOrAfter(refreshed, startupRefreshCapMs).then(() => whenIdle(markStartupOver, 3000, 1000));
  };

  // 6. and 7.
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <MarkReady onReady={refresh} />
      </Providers>
    </StrictMode>
  );
  // Hydrate only markup rendered for this very address; a query string (a search on /hotels) or the SPA fallback
  // page means the markup may differ, so React renders afresh from the same data instead.
  if (prerendered && prerendered.path === window.location.pathname && window.location.search === '') {
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError });
    });
  } else {
    root.replaceChildren();
    createRoot(root, { onRecoverableError }).render(app);
  }
}

/** React recovers from these, but each is a bug: logged with its cause, which React's default report leaves out. */
function onRecoverableError(error: unknown) {
  console.error('React recovered from an error:', error instanceof Error && error.cause !== undefined ? error.cause : error);
}

/**
 * Step 7: `<html data-ready>` and the `app-ready` mark for `npm run bench` once the app has rendered or hydrated and
 * the values only the browser knows have switched in (this component's own switches with them, in the same
 * transition): from then on every control behaves as the app's, which is what the journeys wait for.
 */
function MarkReady({ onReady }: { onReady: () => void }) {
  const started = useAppStarted();
  useEffect(() => {
    if (!started) return;
    performance.mark('app-ready');
    document.documentElement.dataset.ready = '';
    onReady();
    // React hydrates each Suspense boundary in a pass of its own after the app's shell: the route's page, then the
    // parts loaded beside it. The page hydrates after this, and until the browser is idle React is still at it.
    whenIdle(() => setHydrating(false));
  }, [started, onReady]);
  return null;
}
