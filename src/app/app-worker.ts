import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (called once the app's start is over: src/app/service-worker.ts) and handles a new
 * deploy. The new worker takes over at once and drops the old
 * caches (vite.config.ts); the page on screen keeps running the scripts it already has, but the next screen could ask
 * for a chunk the new deploy no longer has. So, once a new worker controls the page, the next navigation is a full
 * page load of the new app shell instead of an in-app one: nothing typed is lost to a sudden reload.
 */
export function startAppWorker() {
  const worker = new Workbox('/sw.js', { scope: '/' });
  // A change of controller is a new deploy when a worker already controlled the page: the first install claims the
  // page too, and that changes nothing the page runs. (Workbox's own `isUpdate` is fixed at registration, so it
  // misses a deploy found later in the same visit.)
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) loadNextNavigationAfresh();
    controlled = true;
  });
  worker.register().catch((error: unknown) => {
    console.warn('The site will not work offline: its service worker did not register.', error);
  });
}

let armed = false;

function loadNextNavigationAfresh() {
  if (armed) return;
  armed = true;
  document.documentElement.dataset.appUpdated = '';
  // Links of the site: followed as a full page load (the router would otherwise render them in place).
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(url.href);
    },
    { capture: true },
  );
  // Back and forward: the address has already changed, so the new shell loads it.
  window.addEventListener('popstate', () => window.location.reload());
}
