import type { DehydratedState } from '@tanstack/react-query';

/** What the build-time prerender leaves in a page for the browser: the address it rendered and its data. */
export interface PrerenderState {
  path: string;
  queryState: DehydratedState;
}

export const prerenderStateId = 'prerender-state';

/** As it is written into the page: a JSON data block (not a script, so the CSP allows it) that no text can close. */
export function serializePrerenderState(state: PrerenderState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${prerenderStateId}">${json}</script>`;
}

/** The state a prerendered page carries, or null on the SPA shell and on anything malformed. */
export function readPrerenderState(document: Document): PrerenderState | null {
  const element = document.getElementById(prerenderStateId);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    if (!isPrerenderState(value)) throw new Error('unexpected shape');
    return value;
  } catch (error) {
    console.warn('Ignoring the prerendered data of this page.', error);
    return null;
  }
}

function isPrerenderState(value: unknown): value is PrerenderState {
  if (typeof value !== 'object' || value === null) return false;
  const { path, queryState } = value as Record<string, unknown>;
  if (typeof path !== 'string' || typeof queryState !== 'object' || queryState === null) return false;
  const { queries, mutations } = queryState as Record<string, unknown>;
  return Array.isArray(queries) && Array.isArray(mutations);
}
