import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Article } from '@/backend/schemas';
import { ImageField } from '@/components/admin/image-field';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { slugify } from '@/lib/slug';
import { articleFormSchema, articleToFormValues, type ArticleFormInput, type ArticleFormValues } from '../article-form-values';
import { adminArticlesPath } from '@/lib/admin-paths';

// TipTap is large: it loads with this screen only, never with the rest of the admin panel or the site.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface ArticleFormProps {
  article: Article | null;
  saving: boolean;
  progress: number | null;
  /** Resolves with a message for the Slug field when the slug cannot be used, else null. */
  onSubmit: (values: ArticleFormValues) => Promise<string | null>;
}

function EditorLoading() {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white">
      <p role="status" className="sr-only">
        Loading editor...
      </p>
      <div className="flex gap-1 border-b border-slate-200 bg-slate-50 p-2">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} className="size-8" />
        ))}
      </div>
      <div className="min-h-72 space-y-3 p-4">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

export function ArticleForm({ article, saving, progress, onSubmit }: ArticleFormProps) {
  const contentLabelId = useId();
  const contentErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<ArticleFormInput, unknown, ArticleFormValues>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: articleToFormValues(article),
  });
  const slug = useWatch({ control, name: 'slug' });

  // The fields are disabled while saving, so focus moves to the refused slug once they are enabled again.
  const focusSlug = useRef(false);
  useEffect(() => {
    if (focusSlug.current && !saving && errors.slug) {
      focusSlug.current = false;
      setFocus('slug');
    }
  }, [saving, errors.slug, setFocus]);

  async function submit(values: ArticleFormValues) {
    const slugProblem = await onSubmit(values);
    if (slugProblem) {
      focusSlug.current = true;
      setError('slug', { message: slugProblem });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-busy={saving}
    >
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <TextField
          label="Title"
          required
          disabled={saving}
          error={errors.title?.message}
          {...register('title', {
            // The slug follows the title on every title change; it can be edited afterwards.
            onChange: (event: { target: { value: string } }) =>
              setValue('slug', slugify(event.target.value), { shouldValidate: isSubmitted }),
          })}
        />
        <TextField
          label="Slug"
          required
          disabled={saving}
          hint={
            <>
              The article&apos;s address: <span className="font-mono text-slate-800">/article/{slug || '…'}</span>
            </>
          }
          error={errors.slug?.message}
          {...register('slug')}
        />
        <div>
          <div id={contentLabelId} className="mb-1 block text-sm font-medium text-slate-800">
            Content
          </div>
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <Suspense fallback={<EditorLoading />}>
                <RichTextEditor
                  initialHtml={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  focusRef={field.ref}
                  labelledBy={contentLabelId}
                  describedBy={errors.content ? contentErrorId : undefined}
                  invalid={Boolean(errors.content)}
                  disabled={saving}
                />
              </Suspense>
            )}
          />
          {errors.content ? (
            <p id={contentErrorId} className="mt-1 text-sm font-medium text-red-700">
              {errors.content.message}
            </p>
          ) : null}
        </div>
      </div>

      <div className="space-y-5">
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <TextField label="Author" required disabled={saving} error={errors.author?.message} {...register('author')} />
          <TextField
            label="Tags"
            disabled={saving}
            hint="Separate tags with commas, for example: Sikkim, Food"
            {...register('tags')}
          />
        </div>
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageField
              layout="stacked"
              legend="Image"
              value={field.value}
              onChange={field.onChange}
              urlError={errors.image?.url?.message}
              progress={progress}
              disabled={saving}
              previewAlt="Preview of the article's cover image"
            />
          )}
        />
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          <Button type="submit" size="lg" disabled={saving}>
            {saving ? 'Saving...' : 'Save Article'}
          </Button>
          <ButtonLink to={adminArticlesPath()} variant="secondary" size="lg">
            Cancel
          </ButtonLink>
        </div>
      </div>
    </form>
  );
}
