/**
 * Build-time prerender (run by scripts/prerender.ts in Node, never shipped to the browser): renders a public
 * route to static HTML with react-router's `StaticRouter` and React's `prerender`, reading the data through the
 * backend the build is for (the hosted Firestore project, the emulators in tests, or the embedded adapter's
 * sample data on a demo build), so crawlers and link previews that run no JavaScript see the page's content,
 * title and tags as they are in the store. The browser then hydrates the same markup from the same data (see
 * boot.tsx).
 */
// The embedded adapter keeps its data in IndexedDB, which Node lacks: an in-memory one stands in on a demo
// build (a firebase build reads Firestore over HTTP and never touches it).
import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { articleQueries, tourQueries } from '@/backend/queries';
import { PageHeadCollector, type PageHead } from '@/components/ui/page-meta';
import { type PrerenderedQuery } from './prerender-state';
import { createQueryClient, Providers } from './providers';
import { AppRoutes, leafRoute, pageModule, preloadPages, publicPageRoutes, type PageHandle } from './router';

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

/** A public page as the bench measures it: its route, an address that shows it, and its source file. */
export interface PublicPage {
  pattern: string;
  /** The pattern itself, or the first prerendered address it matches (a sample tour, a sample article). */
  sample: string;
  module: string;
}

/** The public pages of the route table, each with a sample address among `prerendered` for patterns with a parameter. */
export async function publicPages(prerendered: string[]): Promise<PublicPage[]> {
  return Promise.all(
    publicPageRoutes().map(async ({ pattern, handle }) => {
      const sample = pattern.includes(':') ? prerendered.find((path) => leafRoute(path)?.handle === handle) : pattern;
      if (!sample) throw new Error(`No prerendered address shows the route ${pattern}`);
      return { pattern, sample, module: await pageModule(handle) };
    }),
  );
}

/** The tours and articles in the store, as far as the sitemap and the list of pages to render need them. */
export interface SiteContent {
  tours: { id: string }[];
  articles: { slug: string; createdAt: string }[];
}

/** What the build publishes: every tour and article the backend holds right now. */
export async function readSiteContent(): Promise<SiteContent> {
  const queryClient = createQueryClient();
  const [tours, articles] = await Promise.all([
    queryClient.fetchQuery(tourQueries.all()),
    queryClient.fetchQuery(articleQueries.all()),
  ]);
  return {
    tours: tours.map(({ id }) => ({ id })),
    articles: articles.map(({ slug, createdAt }) => ({ slug, createdAt })),
  };
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const handle = leafRoute(path)?.handle as PageHandle | undefined;
  if (!handle) throw new Error(`No page of the route table shows ${path}`);
  await preloadPages(path);
  const module = await pageModule(handle);

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
      const still =
        waiting.length > 0
          ? `queries ${waiting.map((query) => query.queryHash).join(', ')}`
          : `a boundary at ${html.slice(at - 200, at + 200)}`;
      throw new Error(`Prerendering ${path}: still waiting after ${pass} passes for ${still}`);
    }
    // A read that fails fails the build: a page rendered around an error would be published as the page.
    await Promise.all(waiting.map((query) => query.fetch()));
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
    if (failed[0])
      throw new Error(`Prerendering ${path}: reading ${failed[0].queryHash} failed`, { cause: failed[0].state.error });
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
