import { Link } from 'react-router';
import type { Article } from '@/backend/schemas';
import { formatDate } from '@/lib/format';
import { articlePreview } from '../search';
import { articlePath } from '@/lib/paths';

/**
 * Blog card: the whole card is clickable through the title link stretched over it. `eager` loads its picture with the
 * page; `leading` marks the first card's, the largest thing a phone paints, as the page's most urgent picture.
 */
export function ArticleCard({
  article,
  eager = false,
  leading = false,
}: {
  article: Article;
  eager?: boolean;
  leading?: boolean;
}) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-accent-500">
      <div className="aspect-[16/9] overflow-hidden bg-slate-100">
        {article.imageUrl ? (
          <img
            src={article.imageUrl}
            alt=""
            width="1200"
            height="675"
            loading={eager || leading ? 'eager' : 'lazy'}
            fetchPriority={leading ? 'high' : undefined}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-sm text-slate-600">
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.author}</span>
        </p>
        <h3 className="mt-2 font-display text-xl font-bold leading-snug text-brand-900">
          <Link
            to={articlePath(article.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-600"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-slate-700">{articlePreview(article.content)}</p>
        {article.tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <p aria-hidden="true" className="mt-5 text-sm font-semibold text-brand-700">
          Read the story →
        </p>
      </div>
    </article>
  );
}
