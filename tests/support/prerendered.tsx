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
