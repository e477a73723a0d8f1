// Starts the app on a prerendered page once that page has painted, so the first paint and the largest image wait
// for no script and share the network with none: step 0 of the start, whose steps src/app/boot.tsx lists. Copied
// into the build as assets/boot-<hash>.js by scripts/prerender.ts; the <script> tag that loads it names the entry
// chunk, the chunks the entry imports and the page's own chunks.
const script = document.querySelector('script[data-entry]');
let started = false;
const list = (value) => (value ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const linksPerTask = 6;
// How long the start waits for the page's first images once the text has painted: on a slow connection a large
// picture should not keep the app (and the controls that need it) from starting for many seconds.
const imageWaitMs = 2000;

async function start() {
  if (started || !script) return;
  started = true;
  // Every chunk the page needs starts downloading now, the entry's first. Each <link rel=modulepreload> costs the
  // browser about half a millisecond to insert: a few per task, not twenty in one.
  const chunks = [...list(script.dataset.chain), script.dataset.entry, ...list(script.dataset.preload)];
  for (let first = 0; first < chunks.length; first += linksPerTask) {
    if (first > 0) await nextTask();
    for (const href of chunks.slice(first, first + linksPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
  // The entry's libraries run one chunk per task (React, React DOM, the router, then the app's shared code; see
  // vite.config.ts), so that no single long task keeps the page from answering a tap.
  for (const href of list(script.dataset.chain)) {
    await import(href);
    await nextTask();
  }
  await import(script.dataset.entry);
}

/**
 * Resolves once the browser reports the page's first contentful paint. A module script runs after parsing, which
 * can be before or after that paint depending on how fast the scripts arrived; when it was before, starting at
 * once (or a frame later: a frame is drawn after its callbacks run, and shown later still) put the app's start-up
 * tasks ahead of the paint. The paint entry is only reported once the frame has been shown, so it cannot be early.
 */
function firstPaint() {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // Without paint timing: two frames, the first drawn before the second begins.
    return nextFrame().then(nextFrame);
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the images the page shows first (those not loaded lazily: the prerender preloads them, and the
 * largest of them is usually what Lighthouse times as the largest paint) have loaded or failed, or after
 * `imageWaitMs`. The app's chunks would otherwise share the connection with them and its start-up tasks could
 * stand between an image's arrival and its paint.
 */
function firstImages() {
  const pending = [...document.images].filter((image) => image.loading !== 'lazy' && !image.complete);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const timer = setTimeout(resolve, imageWaitMs);
    const settled = () => {
      left -= 1;
      if (left > 0) return;
      clearTimeout(timer);
      resolve();
    };
    for (const image of pending) {
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    }
  });
}

async function startAfterPaint() {
  await firstPaint();
  if (started) return;
  await firstImages();
  // The images just loaded are drawn in the next frame; the one after begins only once that one is on its way.
  await nextFrame();
  await nextFrame();
  await nextTask();
  await start();
}

// A hidden tab (opened in the background) paints nothing until it is shown: nothing to wait for there, so the app
// starts at once; the same if the tab is hidden before its first paint.
if (document.visibilityState === 'hidden') {
  setTimeout(() => void start(), 0);
} else {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void start();
  });
  void startAfterPaint();
}
