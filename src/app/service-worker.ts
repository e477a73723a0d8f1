import { registerLocalImageWorker } from './local-images';
import { pagesThatNeedTheWorker } from './worker-pages';
import { whenLoadQuiet, whenStartupOver } from '@/lib/startup';

/**
 * Registers the service worker when it is due: on the operator's and the customer's pages once the app's start is
 * over, on the public pages once the load is quiet (src/lib/startup.ts), so that its precaching runs neither beside
 * the start nor beside what follows it. Returns what cancels it.
 */
export function registerServiceWorkerWhenDue(path: string): () => void {
  return pagesThatNeedTheWorker.some((pages) => pages.test(path))
    ? whenStartupOver(registerServiceWorker)
    : whenLoadQuiet(registerServiceWorker);
}

/**
 * The site's service worker (vite.config.ts `appWorker`): it keeps the app shell and the trip page on the phone.
 * Called when it is due (`registerServiceWorkerWhenDue`) and the page has loaded, from a chunk of its own: its
 * precaching never runs beside the first screen's work or the first taps; the prerender never runs this (it runs
 * no boot). The dev server builds no worker: there the embedded demo's image worker registers alone, as before.
 */
function registerServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD) {
    registerLocalImageWorker();
    return;
  }
  // Workbox lives in the worker's own chunk: this module stays a few bytes of every page.
  const start = () => void import('./app-worker').then(({ startAppWorker }) => startAppWorker());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
