import type { Manifest } from 'vite';
import { describeBackend, headHtml, htmlFileFor, pageHtml, readContent } from './prerender.ts';

const template = `<!doctype html>
<html><head>
    <!--page-head-->
    <title>Default</title>
    <meta name="description" content="default" />
    <!--/page-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body></html>`;

const manifest: Manifest = {
  'src/app/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/features/tours/pages/tour-detail-page.tsx': {
    file: 'assets/tour-detail-page-1.js',
    imports: ['_shared.js', '_format.js'],
    css: ['assets/tour-1.css'],
  },
  '_format.js': { file: 'assets/format-1.js' },
};

const page = {
  html: '<link rel="preload" as="image" href="/images/tours/a.webp" fetchPriority="high"/><main><h1>A &amp; B</h1></main>',
  head: {
    title: 'Tour "A" & <B>',
    tags: [
      {
        tag: 'meta' as const,
        key: ['name', 'description'] as [string, string],
        value: ['content', 'A <b> "tour"'] as [string, string],
      },
    ],
  },
  queries: [],
  modules: ['src/features/tours/pages/tour-detail-page.tsx'],
};

describe('prerender output', () => {
  it('maps addresses to the files clean URLs look up', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/hotels')).toBe('hotels.html');
    expect(htmlFileFor('/hotel/sikkim-delight')).toBe('hotel/sikkim-delight.html');
    expect(htmlFileFor('/article/caf%C3%A9')).toBe('article/café.html');
  });

  it('escapes the head it writes', () => {
    expect(headHtml(page.head)).toBe(
      '    <title>Tour &#34;A&#34; &#38; &#60;B&#62;</title>\n    <meta name="description" content="A &#60;b&#62; &#34;tour&#34;" />',
    );
  });

  it('replaces the default head, moves image preloads into it, and fills #root', () => {
    const html = pageHtml(template, '/hotel/a', page, manifest, 'assets/boot-1.js');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain('<title>Tour &#34;A&#34;');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const head = html.slice(0, html.indexOf('</head>'));
    // The LCP image preload React found moves into <head>, with the page's own CSS.
    expect(head).toContain('<link rel="preload" as="image" href="/images/tours/a.webp" fetchPriority="high"/>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/tour-1.css">');
    expect(html).toContain('<div id="root"><main><h1>A &amp; B</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="prerender-state">{"path":"/hotel/a"');
  });

  it('loads no app script before the first paint: the boot script starts the entry and preloads the chunks', () => {
    const html = pageHtml(template, '/hotel/a', page, manifest, 'assets/boot-1.js');
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).not.toContain('rel="modulepreload"');
    const boot =
      /<script type="module" src="\/assets\/boot-1\.js" data-entry="([^"]+)" data-chain="([^"]*)" data-preload="([^"]*)"><\/script>/.exec(
        html,
      );
    expect(boot?.[1]).toBe('/assets/index-1.js');
    expect(boot?.[2]).toBe('/assets/shared-1.js');
    expect(boot?.[3]?.split(' ')).toEqual(['/assets/tour-detail-page-1.js', '/assets/format-1.js']);
  });

  it('puts the boot script in <head> when a plugin appended a tag right before </head>', () => {
    const withManifest = template.replace(/\s*<\/head>/, '<link rel="manifest" href="/manifest.webmanifest"></head>');
    const html = pageHtml(withManifest, '/hotel/a', page, manifest, 'assets/boot-1.js');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head).toContain('src="/assets/boot-1.js"');
  });

  it('fails loudly when a page module is missing from the build', () => {
    expect(() => pageHtml(template, '/x', { ...page, modules: ['src/nowhere.tsx'] }, manifest, 'assets/boot-1.js')).toThrow(
      /no chunk for src\/nowhere\.tsx/,
    );
  });
});

describe('reading what to prerender', () => {
  const source = 'Firebase project demo-x on the emulators (Firestore at 127.0.0.1:8080)';

  it('says which backend could not be read, why, and what to check', async () => {
    const renderer = {
      readSiteContent: () =>
        Promise.reject(new Error('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:8080') })),
    };
    const failure = readContent(renderer, source);
    await expect(failure).rejects.toThrow(
      `The prerender could not read the tours and articles from ${source}: fetch failed (connect ECONNREFUSED 127.0.0.1:8080).`,
    );
    await expect(failure).rejects.toThrow(/VITE_FIREBASE_\* configuration .* VITE_BACKEND=local/);
  });

  it('gives up on a backend that does not answer', async () => {
    const renderer = { readSiteContent: () => new Promise<never>(() => undefined) };
    await expect(readContent(renderer, source, 20)).rejects.toThrow(/from Firebase project demo-x .*: no answer within 0.02 s/);
  });

  it('passes the content on when the backend answers', async () => {
    const content = { tours: [{ id: 'a' }], articles: [] };
    await expect(readContent({ readSiteContent: () => Promise.resolve(content) }, source)).resolves.toBe(content);
  });

  it('names the backend in words', () => {
    expect(describeBackend('local', {})).toMatch(/sample data/);
    expect(describeBackend('firebase', { VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'aster-live' })).toBe(
      'Firebase project aster-live',
    );
    expect(
      describeBackend('firebase', { VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'demo-x', VITE_USE_EMULATORS: 'true' }),
    ).toBe('Firebase project demo-x on the emulators (Firestore at 127.0.0.1:8080)');
  });
});
