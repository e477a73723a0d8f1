import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { articleQueries } from '@/backend/queries';
import type { Article } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, focusTargetAfterRowRemoval, RowActions, type Column } from '@/components/admin/data-table';
import { ShowMoreButton, useShowMore } from '@/components/show-more';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatDate } from '@/lib/format';
import { useDeleteArticle } from '../use-save-article';
import { articlePath } from '@/lib/paths';
import { Icon } from '@/components/ui/icon';
import { plusIcon } from '@/components/ui/icons/admin';
import { adminArticleEditorPath, adminNewArticlePath } from '@/lib/admin-paths';

const rowAction = 'rounded-md px-2.5 py-1.5 text-sm font-semibold';

/** Rows read at once; "Show more" reads as many again. */
const adminArticlesPageSize = 25;

export function AdminArticlesPage() {
  // The page reads what it shows: the newest articles, then more on request.
  const articles = useInfiniteQuery(articleQueries.pages({}, adminArticlesPageSize));
  const rows = useMemo(() => uniqueById(articles.data?.pages.flatMap((page) => page.items)), [articles.data]);
  const { list, showMore } = useShowMore<HTMLDivElement>(rows?.length ?? 0, () => articles.fetchNextPage(), 'tbody > tr');
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Article | null>(null);
  const deleteArticle = useDeleteArticle();

  function confirmDelete() {
    if (!deleting || deleteArticle.isPending) return;
    deleteArticle.mutate(deleting, {
      onSuccess: () => notify('success', 'Article deleted.'),
      onError: (error) => {
        console.warn('Deleting the article failed:', error);
        notify('error', 'Could not delete the article.');
      },
      onSettled: () => setDeleting(null),
    });
  }

  const columns: Column<Article>[] = [
    { header: 'Title', rowHeader: true, cell: (article) => article.title },
    {
      header: 'Slug',
      cell: (article) => <span className="font-mono text-xs break-words text-slate-700">{article.slug}</span>,
    },
    { header: 'Author', cell: (article) => article.author },
    { header: 'Date', cell: (article) => formatDate(article.createdAt), className: 'whitespace-nowrap' },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (article) => (
        <RowActions>
          <Link
            to={adminArticleEditorPath(article.id)}
            className={`${rowAction} text-brand-700 hover:bg-brand-50`}
            aria-label={`Edit ${article.title}`}
          >
            Edit
          </Link>
          <Link
            to={articlePath(article.slug)}
            className={`${rowAction} text-slate-700 hover:bg-slate-100`}
            aria-label={`View ${article.title}`}
          >
            View
          </Link>
          <button
            type="button"
            onClick={() => setDeleting(article)}
            className={`${rowAction} text-red-700 hover:bg-red-50`}
            aria-label={`Delete ${article.title}`}
          >
            Delete
          </button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageMeta title="Articles" description="Write, edit and delete the blog articles." />
      <AdminPageHeader
        title="Articles"
        description="The stories on the blog, newest first."
        actions={
          <ButtonLink to={adminNewArticlePath()}>
            <Icon shape={plusIcon} className="size-4" />
            New Article
          </ButtonLink>
        }
      />
      {articles.isError && !articles.isFetchNextPageError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not fetch articles.</InlineNotice>
          <Button variant="secondary" onClick={() => void articles.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div ref={list}>
            <DataTable
              caption="Articles"
              columns={columns}
              rows={rows}
              rowKey={(article) => article.id}
              loading={articles.isPending}
              empty="No articles yet. Use New Article to write the first one."
            />
          </div>
          {articles.hasNextPage ? (
            <ShowMoreButton onClick={showMore} loading={articles.isFetchingNextPage}>
              Show more articles
            </ShowMoreButton>
          ) : null}
          {articles.isFetchNextPageError ? (
            <div className="mt-4 text-center">
              <InlineNotice kind="error">Could not load more articles. Please try again.</InlineNotice>
            </div>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete article"
        message={
          <>
            <p>Are you sure you want to delete this article?</p>
            {deleting ? <p className="mt-2 font-semibold text-slate-900">{deleting.title}</p> : null}
          </>
        }
        confirmLabel="Delete"
        fallbackFocus={focusTargetAfterRowRemoval}
        busy={deleteArticle.isPending}
        onConfirm={confirmDelete}
        onCancel={() => (deleteArticle.isPending ? undefined : setDeleting(null))}
      />
    </>
  );
}

/** Each article once: an article that moved between pages while they were read is not listed twice. */
function uniqueById(articles: readonly Article[] | undefined): Article[] | undefined {
  const seen = new Set<string>();
  return articles?.filter((article) => !seen.has(article.id) && Boolean(seen.add(article.id)));
}
