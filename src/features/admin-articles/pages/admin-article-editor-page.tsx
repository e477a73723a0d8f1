import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { articleQueries } from '@/backend/queries';
import type { Article } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import type { ArticleFormValues } from '../article-form-values';
import { ArticleForm } from '../components/article-form';
import { SlugTakenError, useSaveArticle } from '../use-save-article';
import { articlePath } from '@/lib/paths';
import { adminArticlesPath } from '@/lib/admin-paths';

/** /admin/articles/new and /admin/articles/edit/:id. */
export function AdminArticleEditorPage() {
  const { id } = useParams();
  return id ? <EditArticle id={id} /> : <ArticleEditor article={null} />;
}

function EditArticle({ id }: { id: string }) {
  const article = useQuery(articleQueries.detail(id));
  if (article.isPending) return <Loading>Loading article...</Loading>;
  if (article.isError || !article.data) {
    return (
      <>
        <PageMeta title="Edit Article" description="Edit a blog article." />
        <AdminPageHeader title="Edit Article" />
        <div className="max-w-xl space-y-4">
          <InlineNotice kind="error">{article.isError ? 'Could not load the article.' : 'Article not found.'}</InlineNotice>
          <ButtonLink to={adminArticlesPath()} variant="secondary">
            Back to Articles
          </ButtonLink>
        </div>
      </>
    );
  }
  return <ArticleEditor key={article.data.id} article={article.data} />;
}

function ArticleEditor({ article }: { article: Article | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { save, saving, progress } = useSaveArticle();
  // A second click lands before React re-renders the disabled button: this makes it a no-op.
  const inFlight = useRef(false);

  async function submit(values: ArticleFormValues): Promise<string | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      await save({ values, existing: article });
    } catch (error) {
      if (error instanceof SlugTakenError) return error.message;
      console.warn('Saving the article failed:', error);
      notify('error', 'Error saving article.');
      return null;
    } finally {
      inFlight.current = false;
    }
    notify('success', 'Article saved successfully!');
    await navigate(adminArticlesPath());
    return null;
  }

  const title = article ? 'Edit Article' : 'New Article';
  return (
    <>
      <PageMeta title={title} description={article ? `Edit the article "${article.title}".` : 'Write a new blog article.'} />
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link to={adminArticlesPath()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Articles
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span aria-current="page" className="text-slate-600">
          {title}
        </span>
      </nav>
      <AdminPageHeader
        title={title}
        description={
          article ? (
            <>
              Published at{' '}
              <Link to={articlePath(article.slug)} className="font-mono text-brand-700 underline underline-offset-2">
                /article/{article.slug}
              </Link>
            </>
          ) : (
            'Write the story, add a cover image, then save to publish it on the blog.'
          )
        }
      />
      <ArticleForm article={article} saving={saving} progress={progress} onSubmit={submit} />
    </>
  );
}
