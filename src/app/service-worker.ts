import { registerLocalImageWorker } from './local-images';

/**
 * The site's service worker (vite.config.ts `appWorker`): it keeps the app shell and the trip page on the phone.
 * Called once the app's start is over (src/app/boot.tsx, step 1) and the page has loaded, from a chunk of its own:
 * its precaching never runs beside the first screen's work or the first taps; the prerender never runs this (it runs
 * no boot). The dev server builds no worker: there the embedded demo's image worker registers alone, as before.
 */
export function registerServiceWorker() {
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
