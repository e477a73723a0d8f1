import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * A prerendered page in a unit test: `ui` rendered to HTML as the build does, put on the page, handed to
 * `beforeStart` (a visitor acting on the markup before the app has started: typing, ticking, following a link),
 * then hydrated as src/app/main.tsx does. A hydration mismatch is a console.error, which fails the test.
 */
export async function renderPrerendered(ui: ReactNode, beforeStart?: (container: HTMLElement) => void | Promise<void>) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  await beforeStart?.(container);
  return render(ui, { container, hydrate: true });
}

/** The markup the build prerenders for `ui`, in a detached element. */
export function prerendered(ui: ReactNode): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderToString(ui);
  return element;
}

/** Types into a field of markup no script runs on yet: sets the value and fires the input event a browser would. */
export function typeInto(field: Element | null, text: string) {
  if (!(field instanceof HTMLInputElement)) throw new Error('typeInto wants an <input>');
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What the build leaves in a prerendered page for `ui`, as src/app/entry-prerender.tsx gathers it: rendered,
 * its reads fetched, rendered again until it asks for nothing new, then every query it read.
 */
export async function buildTimeQueries(ui: (client: QueryClient) => ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (let pass = 1; ; pass++) {
    renderToString(ui(client));
    const waiting = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' });
    if (waiting.length === 0) break;
    if (pass === 5) throw new Error(`Still waiting for ${waiting.map((query) => query.queryHash).join(', ')}`);
    await Promise.all(waiting.map((query) => query.fetch()));
  }
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
}
