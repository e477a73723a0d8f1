import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { articleQueries } from '@/backend/queries';
import type { Article } from '@/backend/schemas';
import { ArticleHtml } from '@/components/article-html';
import { ButtonLink } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { ShareLinks } from '../components/share-links';
import { articlePreview } from '../search';
import { JsonLd } from '@/components/ui/json-ld';
import { blogPostingLd } from '@/lib/structured-data/blog-posting';
import { site } from '@/lib/site';
import { useClientValue } from '@/lib/use-client-value';
import { articleListPath, articlePath, tourListPath } from '@/lib/paths';

export function ArticleDetailPage() {
  const { slug = '' } = useParams();
  const articleQuery = useQuery(articleQueries.bySlugOrId(slug));

  if (articleQuery.isPending) return <ArticleSkeleton />;
  if (articleQuery.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <PageMeta title="Blog" description="Travel stories and guides from Himalayan Aster Tours." />
        <InlineNotice kind="error">We could not load this article. Please refresh the page to try again.</InlineNotice>
      </div>
    );
  }
  if (!articleQuery.data) return <ArticleNotFound />;
  return <ArticleView article={articleQuery.data} />;
}

/** This site's origin; the public address in prerendered HTML, which the browser then replaces with its own. */
const useOrigin = () =>
  useClientValue(
    () => window.location.origin,
    () => site.url,
  );

function ArticleView({ article }: { article: Article }) {
  const shareUrl = `${useOrigin()}${articlePath(article.slug)}`;
  return (
    <article>
      <PageMeta
        title={article.title}
        description={articlePreview(article.content)}
        image={article.imageUrl || undefined}
        type="article"
      />
      <JsonLd data={blogPostingLd(article, articlePreview(article.content))} />
      <header className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-slate-600">
            <li>
              <Link to={articleListPath()} className="font-semibold text-brand-700 hover:underline">
                Blog
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="line-clamp-1">
              {article.title}
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 font-display text-3xl font-bold leading-tight text-brand-900 sm:text-5xl">{article.title}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-2 text-slate-600">
          <span>
            By <span className="font-semibold text-slate-800">{article.author}</span>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        </p>
      </header>
      {article.imageUrl ? (
        <div className="mx-auto mt-8 max-w-5xl sm:px-6">
          <img
            src={article.imageUrl}
            alt=""
            width="1200"
            height="675"
            fetchPriority="high"
            className="aspect-[16/9] w-full bg-slate-100 object-cover sm:rounded-2xl"
          />
        </div>
      ) : null}
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ArticleHtml html={article.content} className="text-lg" />
        <footer className="mt-12 space-y-6 border-t border-slate-200 pt-8">
          {article.tags.length > 0 ? (
            <div>
              <h2 className="text-sm font-bold uppercase tracking-wider text-slate-600">Tags</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <ShareLinks url={shareUrl} title={article.title} />
          <div className="rounded-2xl bg-brand-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6">
            <div>
              <h2 className="font-display text-xl font-bold text-brand-900">Planning a trip like this?</h2>
              <p className="mt-1 text-slate-700">Our Gangtok team builds every package around the season and the permits.</p>
            </div>
            <ButtonLink to={tourListPath()} className="mt-4 shrink-0 sm:mt-0">
              See our packages
            </ButtonLink>
          </div>
          <Link to={articleListPath()} className="inline-block font-semibold text-brand-700 hover:underline">
            ← All articles
          </Link>
        </footer>
      </div>
    </article>
  );
}

function ArticleNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Article not found" description="The article you were looking for does not exist or has been removed." />
      <h1 className="font-display text-3xl font-bold text-brand-900">Article not found.</h1>
      <p className="mt-3 text-slate-600">It may have been moved or removed. Our other stories are still here.</p>
      <ButtonLink to={articleListPath()} className="mt-8">
        Browse all articles
      </ButtonLink>
    </section>
  );
}

function ArticleSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageMeta title="Blog" description="Travel stories and guides from Himalayan Aster Tours." />
      <p role="status" className="sr-only">
        Loading article...
      </p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-6 h-10 w-full" />
      <Skeleton className="mt-3 h-10 w-2/3" />
      <Skeleton className="mt-6 h-4 w-48" />
      <Skeleton className="mt-8 aspect-[16/9] w-full" />
      <div className="mt-8 space-y-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
