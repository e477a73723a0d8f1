import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { articleQueries } from '@/backend/queries';
import type { Article } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, focusTargetAfterRowRemoval, RowActions, type Column } from '@/components/admin/data-table';
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

export function AdminArticlesPage() {
  const articles = useQuery(articleQueries.all());
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
          <Link to={adminArticleEditorPath(article.id)} className={`${rowAction} text-brand-700 hover:bg-brand-50`} aria-label={`Edit ${article.title}`}>
            Edit
          </Link>
          <Link to={articlePath(article.slug)} className={`${rowAction} text-slate-700 hover:bg-slate-100`} aria-label={`View ${article.title}`}>
            View
          </Link>
          <button type="button" onClick={() => setDeleting(article)} className={`${rowAction} text-red-700 hover:bg-red-50`} aria-label={`Delete ${article.title}`}>
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
      {articles.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not fetch articles.</InlineNotice>
          <Button variant="secondary" onClick={() => void articles.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption="Articles"
          columns={columns}
          rows={articles.data}
          rowKey={(article) => article.id}
          loading={articles.isPending}
          empty="No articles yet. Use New Article to write the first one."
        />
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
