import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../index.css';
import { createQueryClient, Providers } from './providers';
import { readPrerenderState } from './prerender-state';
import { AppRoutes, preloadPages } from './router';
import { registerLocalImageWorker } from './local-images';
import { refreshedMark, whenRefreshed } from './boot-refresh';

// Not a top-level await: that would make the bundler split the entry's libraries into many small chunks.
void start();

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  registerLocalImageWorker();
  // Finding the page's route compiles the whole route table: in a task of its own, not the one that ran this chunk.
  await nextTask();

  // The first page's chunks load before React starts, so it renders the page, not a fallback: prerendered
  // markup then hydrates as it is, and a page that was not prerendered shows no blank frame.
  await preloadPages(window.location.pathname);
  // The browser's first Intl formatter loads the locale's data, as long as a whole library chunk takes to run: in
  // a task of its own, so that the render which formats the page's prices and dates is not one long task.
  await nextTask();
  new Intl.NumberFormat('en-IN').format(0);
  await nextTask();

  const queryClient = createQueryClient();
  const prerendered = readPrerenderState(document);
  // Build-time data is a head start only: marked stale, so every query on the page refetches from the backend
  // as soon as it mounts (the operator may have changed a price or removed an article since the build).
  // (Dated 0, so each is stale from the start.)
  for (const { key, data } of prerendered?.queries ?? []) queryClient.setQueryData(key, data, { updatedAt: 0 });
  // When that refetch has answered: `npm run bench -- --reads` counts a page's reads up to this mark, so that it
  // does not depend on how long the backend's code took to load.
  if (prerendered) {
    void whenRefreshed(
      queryClient,
      prerendered.queries.map(({ key }) => key),
    ).then(() => performance.mark(refreshedMark));
  }

  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <MarkReady />
      </Providers>
    </StrictMode>
  );

  // Hydrate only markup rendered for this very address; a query string (a search on /hotels) or the SPA fallback
  // page means the markup may differ, so React renders afresh from the same data instead.
  if (prerendered && prerendered.path === window.location.pathname && window.location.search === '') {
    // (The prerendered page has painted already: its boot script starts this file only then.) Hydrate as a
    // transition: React works in short slices and stays responsive to input, instead of one long task, as
    // react-router's own framework entry does.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError });
    });
  } else {
    root.replaceChildren();
    createRoot(root, { onRecoverableError }).render(app);
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** React recovers from these, but each is a bug: logged with its cause, which React's default report leaves out. */
function onRecoverableError(error: unknown) {
  console.error('React recovered from an error:', error instanceof Error && error.cause !== undefined ? error.cause : error);
}

/**
 * `<html data-ready>` once the app has rendered or hydrated: until then a prerendered page is only markup. The
 * `app-ready` performance mark records when, for `npm run bench` (first paint to app started).
 */
function MarkReady() {
  useEffect(() => {
    performance.mark('app-ready');
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
