import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { articleQueries } from '@/backend/queries';
import type { Article } from '@/backend/schemas';
import { ShowMoreButton, useShowMore } from '@/components/show-more';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { CardSkeleton } from '@/components/ui/skeleton';
import { ArticleCard } from '../components/article-card';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icons/search';
import { useFormValuesAtStart } from '@/lib/use-form-at-start';

/** The first screen of cards; "Show more" adds as many again. */
const pageSize = 12;
/** A pause in typing this long sends the search to the backend. */
const typingPauseMs = 250;

/** Each article once, even if one moved between pages while they were read. */
function uniqueById(articles: readonly Article[]): Article[] {
  const seen = new Set<string>();
  return articles.filter((article) => !seen.has(article.id) && Boolean(seen.add(article.id)));
}

export function ArticleListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  // The backend reads what the list shows: the first page of the matching articles, then more on request,
  // asked for once typing pauses. While a new search loads, the last results stay (marked busy).
  const search = useDebouncedValue(query.trim().replace(/\s+/g, ' '), typingPauseMs);
  const articlesQuery = useInfiniteQuery({ ...articleQueries.pages({ search }, pageSize), placeholderData: keepPreviousData });
  const results = useMemo(() => uniqueById(articlesQuery.data?.pages.flatMap((page) => page.items) ?? []), [articlesQuery.data]);
  const { list, showMore } = useShowMore<HTMLUListElement>(results.length, () => articlesQuery.fetchNextPage());
  const more = articlesQuery.hasNextPage;
  const searchId = useId();
  const resultsId = useId();

  // Typing replaces the history entry, so Back leaves the blog instead of undoing keystrokes.
  const setQuery = (next: string) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  // Words typed before the app started are in the field but not yet in the address: apply them.
  const searchForm = useRef<HTMLFormElement>(null);
  useFormValuesAtStart(searchForm, (values) => {
    const typed = values.get('q') ?? '';
    if (typed !== query) setQuery(typed);
  });

  const searching = query.trim() !== '';
  const noResults = articlesQuery.isSuccess && results.length === 0;
  const statusText = articlesQuery.isPending
    ? 'Loading articles...'
    : !articlesQuery.isSuccess
      ? ''
      : noResults
        ? searching
          ? `No articles match “${query.trim()}”.`
          : 'There are no articles yet.'
        : searching
          ? `${more ? 'The first ' : ''}${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${query.trim()}”`
          : `${more ? 'Showing the first ' : ''}${results.length} ${results.length === 1 ? 'article' : 'articles'}`;

  return (
    <>
      <PageMeta
        title={searching ? `Search: ${query.trim()} | Travel Stories & Guides` : 'Travel Stories & Guides'}
        description="Travel stories and practical guides to Sikkim, Darjeeling, Bhutan, Nepal and the North-East from our team in Gangtok."
      />
      <header className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Our blog</p>
          <h1 className="mt-2 font-display text-3xl font-bold sm:text-5xl">Travel Stories &amp; Guides</h1>
          <p className="mt-4 max-w-2xl text-brand-100 sm:text-lg">
            Seasons, permits, food and quiet corners of the Himalayas, written by the people who plan your trips.
          </p>
          {/* The list filters as the visitor types; before the app starts, Enter sends the words to the same
              address (/articles?q=...), which shows the results. */}
          <form
            ref={searchForm}
            role="search"
            aria-label="Articles"
            method="get"
            action="/articles"
            onSubmit={(event) => event.preventDefault()}
            className="mt-8 max-w-xl"
          >
            <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-brand-100">
              Search articles
            </label>
            <div className="relative">
              <Icon
                shape={searchIcon}
                className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
              />
              <input
                id={searchId}
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Try “permits”, “tea” or “Bhutan”"
                aria-controls={resultsId}
                className={`${controlClasses} pl-10`}
              />
            </div>
          </form>
        </div>
      </header>

      <section aria-labelledby={`${resultsId}-heading`} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <h2 id={`${resultsId}-heading`} className="sr-only">
          Articles
        </h2>
        <p role="status" className={noResults ? 'sr-only' : 'mb-6 min-h-6 text-sm text-slate-600'}>
          {statusText}
        </p>
        <div id={resultsId}>
          {articlesQuery.isPending ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((key) => (
                <CardSkeleton key={key} />
              ))}
            </div>
          ) : articlesQuery.isError ? (
            <InlineNotice kind="error">We could not load the articles. Please refresh the page to try again.</InlineNotice>
          ) : results.length === 0 ? (
            <div className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <Icon shape={searchIcon} className="mx-auto size-12 text-brand-200" />
              <h3 className="mt-4 font-display text-2xl font-bold text-brand-900">No Articles Found</h3>
              <p className="mt-2 text-slate-600">
                {searching
                  ? `Nothing matches “${query.trim()}”. Try another word, or browse all our stories.`
                  : 'New stories are on their way.'}
              </p>
              {searching ? (
                <Button variant="secondary" className="mt-6" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              <ul ref={list} aria-busy={articlesQuery.isPlaceholderData} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {results.map((article, index) => (
                  <li key={article.id} className="flex">
                    <ArticleCard article={article} eager={index < 3} leading={index === 0} />
                  </li>
                ))}
              </ul>
              {more ? (
                // Usable while the build's pages are read again as the app starts: the cursor is plain data and
                // resumes where the build's last page ended.
                <ShowMoreButton
                  onClick={showMore}
                  loading={articlesQuery.isFetchingNextPage}
                  disabled={articlesQuery.isPlaceholderData}
                >
                  Show more articles
                </ShowMoreButton>
              ) : null}
              {articlesQuery.isFetchNextPageError ? (
                <div className="mt-4 text-center">
                  <InlineNotice kind="error">We could not load more articles. Please try again.</InlineNotice>
                </div>
              ) : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}
