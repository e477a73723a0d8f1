// Starts the app on a prerendered page once that page has painted, so the first paint and the largest image wait
// for no script and share the network with none. Copied into the build as assets/boot-<hash>.js by
// scripts/prerender.ts; the <script> tag that loads it names the entry chunk, the chunks the entry imports and
// the page's own chunks.
const script = document.querySelector('script[data-entry]');
let started = false;
const list = (value) => (value ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const linksPerTask = 6;

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

// After the next paint; a hidden tab paints nothing, so a timeout stands in.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
setTimeout(() => void start(), 200);
