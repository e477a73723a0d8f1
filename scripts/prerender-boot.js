// Starts the app on a prerendered page once that page has painted, so the first paint and the largest image wait
// for no script and share the network with none. Copied into the build as assets/boot-<hash>.js by
// scripts/prerender.ts; the <script> tag that loads it names the entry chunk and the chunks to preload.
const script = document.querySelector('script[data-entry]');
let started = false;

function start() {
  if (started || !script) return;
  started = true;
  for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(script.dataset.entry);
}

// After the next paint; a hidden tab paints nothing, so a timeout stands in.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
