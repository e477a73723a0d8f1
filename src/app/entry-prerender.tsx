/**
 * Build-time prerender (run by scripts/prerender.ts in Node, never shipped to the browser): renders a public
 * route to static HTML with react-router's `StaticRouter` and React's `prerender`, reading the data through the
 * backend the build is for (the hosted Firestore project, the emulators in tests, or the embedded adapter's
 * sample data on a demo build), so crawlers and link previews that run no JavaScript see the page's content,
 * title and tags as they are in the store. The browser then hydrates the same markup from the same data (see
 * main.tsx).
 */
// The embedded adapter keeps its data in IndexedDB, which Node lacks: an in-memory one stands in on a demo
// build (a firebase build reads Firestore over HTTP and never touches it).
import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { getBackend } from '@/backend';
import { PageHeadCollector, type PageHead } from '@/components/ui/page-meta';
import { type PrerenderedQuery } from './prerender-state';
import { createQueryClient, Providers } from './providers';
import { AppRoutes, leafRoute, preloadPages } from './router';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's title and head tags, from its PageMeta. */
  head: PageHead | null;
  /** The queries the markup was rendered from; the browser starts from them so hydration matches. */
  queries: PrerenderedQuery[];
  /** Source files of the page's route modules, for `<link rel="modulepreload">`. */
  modules: string[];
}

/** Route modules by route path, as in router.tsx: the prerender preloads the page's chunk with the entry. */
const pageModules: Record<string, string> = {
  '/': 'src/features/home/pages/home-page.tsx',
  hotels: 'src/features/tours/pages/tour-list-page.tsx',
  'hotel/:id': 'src/features/tours/pages/tour-detail-page.tsx',
  flights: 'src/features/flights/pages/flight-list-page.tsx',
  'privacy-policy': 'src/features/policies/pages/privacy-policy-page.tsx',
  'terms-and-conditions': 'src/features/policies/pages/terms-page.tsx',
  'cancellation-policy': 'src/features/policies/pages/cancellation-policy-page.tsx',
  'shipping-policy': 'src/features/policies/pages/shipping-policy-page.tsx',
  'hotel-aster-gangtok': 'src/features/hotel-aster/pages/hotel-aster-page.tsx',
  articles: 'src/features/articles/pages/article-list-page.tsx',
  'article/:slug': 'src/features/articles/pages/article-detail-page.tsx',
};

/** The tours and articles in the store, as far as the sitemap and the list of pages to render need them. */
export interface SiteContent {
  tours: { id: string }[];
  articles: { slug: string; createdAt: string }[];
}

/** What the build publishes: every tour and article the backend holds right now. */
export async function readSiteContent(): Promise<SiteContent> {
  const backend = await getBackend();
  const [tours, articles] = await Promise.all([backend.tours.list(), backend.articles.list()]);
  return {
    tours: tours.map(({ id }) => ({ id })),
    articles: articles.map(({ slug, createdAt }) => ({ slug, createdAt })),
  };
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const leaf = leafRoute(path);
  const module = leaf && (leaf.index ? pageModules['/'] : pageModules[leaf.path ?? '']);
  if (!module) throw new Error(`No page module is known for ${path}: add its route to pageModules`);
  await preloadPages(path);

  const queryClient = createQueryClient();
  // Render, fetch what the render asked for, render again: until the page asks for nothing new.
  for (let pass = 1; ; pass++) {
    let head: PageHead | null = null;
    const html = await renderToString(
      <StrictMode>
        <PageHeadCollector value={(collected) => (head = collected)}>
          <Providers queryClient={queryClient}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </PageHeadCollector>
      </StrictMode>,
    );
    const waiting = pendingQueries(queryClient);
    // A boundary still waiting (`<!--$?-->`, a lazily loaded module such as the sanitizer) would be sent as a
    // placeholder plus an inline script to swap it: render again once it has loaded, so the HTML is final.
    const suspended = html.includes('<!--$?-->');
    if (waiting.length === 0 && !suspended) return { html, head, queries: loadedQueries(queryClient), modules: [module] };
    if (pass === 5) {
      const at = html.indexOf('<!--$?-->');
      const still = waiting.length > 0 ? `queries ${waiting.map((query) => query.queryHash).join(', ')}` : `a boundary at ${html.slice(at - 200, at + 200)}`;
      throw new Error(`Prerendering ${path}: still waiting after ${pass} passes for ${still}`);
    }
    // A read that fails fails the build: a page rendered around an error would be published as the page.
    await Promise.all(waiting.map((query) => query.fetch()));
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
    if (failed[0]) throw new Error(`Prerendering ${path}: reading ${failed[0].queryHash} failed`, { cause: failed[0].state.error });
  }
}

function loadedQueries(queryClient: QueryClient): PrerenderedQuery[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
}

function pendingQueries(queryClient: QueryClient) {
  return queryClient.getQueryCache().findAll({
    predicate: (query) => {
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return isEnabled && query.state.status === 'pending';
    },
  });
}

async function renderToString(element: React.ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // React moves a large Suspense boundary (an article body) out of line behind an inline script that the CSP
    // would block. A static page needs no progressive reveal: keep every boundary in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
