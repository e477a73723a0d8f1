// Starts the app on a prerendered page once that page has painted, so the first paint and the largest image wait
// for no script and share the network with none. Copied into the build as assets/boot-<hash>.js by
// scripts/prerender.ts; the <script> tag that loads it names the entry chunk, the chunks the entry imports and
// the page's own chunks.
const script = document.querySelector('script[data-entry]');
let started = false;
const list = (value) => (value ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  if (started || !script) return;
  started = true;
  for (const href of [...list(script.dataset.chain), ...list(script.dataset.preload)]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // The entry's libraries run one chunk per task (React and the router, then React DOM with the app), so that
  // no single long task keeps the page from answering a tap.
  for (const href of list(script.dataset.chain)) {
    await import(href);
    await nextTask();
  }
  await import(script.dataset.entry);
}

// After the next paint; a hidden tab paints nothing, so a timeout stands in.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
setTimeout(() => void start(), 200);
