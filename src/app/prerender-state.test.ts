// @vitest-environment jsdom
import { readPrerenderState, serializePrerenderState, type PrerenderState } from './prerender-state';

const state: PrerenderState = {
  path: '/article/x',
  queries: [{ key: ['articles', 'list'], data: '</script><script>alert(1)</script>' }],
};

function pageWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  return doc;
}

describe('prerender state', () => {
  it('round-trips through the page, even when the data contains a closing script tag', () => {
    const doc = pageWith(`<div id="root"></div>${serializePrerenderState(state)}`);
    expect(doc.scripts).toHaveLength(1);
    expect(readPrerenderState(doc)).toEqual(state);
  });

  it('is null on the SPA shell, which carries none', () => {
    expect(readPrerenderState(pageWith('<div id="root"></div>'))).toBeNull();
  });

  it('ignores a malformed block with a warning instead of failing the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const doc = pageWith('<script type="application/json" id="prerender-state">{"path": 1}</script>');
    expect(readPrerenderState(doc)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
