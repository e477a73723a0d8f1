/** One query the page was rendered from: its key and its data, as the backend returned them at build time. */
export interface PrerenderedQuery {
  key: readonly unknown[];
  data: unknown;
}

/** What the build-time prerender leaves in a page for the browser: the address it rendered and its data. */
export interface PrerenderState {
  path: string;
  queries: PrerenderedQuery[];
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
  const { path, queries } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !Array.isArray(queries)) return false;
  return queries.every(
    (query: unknown) => typeof query === 'object' && query !== null && Array.isArray((query as PrerenderedQuery).key),
  );
}
