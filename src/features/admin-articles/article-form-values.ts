import { z } from 'zod';
import type { Article, ArticleInput } from '@/backend/schemas';
import { joinList, splitList } from '@/components/admin/form-values';
import { imageChoiceSchema } from '@/components/admin/image-choice';
import { stripHtml } from '@/lib/html-text';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** Whether the editor holds anything a reader would see (an empty editor still produces `<p></p>`). */
export function hasContent(html: string): boolean {
  return stripHtml(html) !== '' || /<img\b/i.test(html);
}

/** Title, slug, author and content are required. */
export const articleFormSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.'),
  slug: z
    .string()
    .trim()
    .min(1, 'Enter a slug.')
    .regex(/^[\w-]+$/, 'Use only letters, digits, hyphens and underscores.'),
  author: z.string().trim().min(1, 'Enter the author.'),
  content: z.string().refine(hasContent, 'Write the article.'),
  image: imageChoiceSchema,
  tags: z.string(),
});

export type ArticleFormInput = z.input<typeof articleFormSchema>;
export type ArticleFormValues = z.output<typeof articleFormSchema>;

export function articleToFormValues(article: Article | null): ArticleFormInput {
  if (!article) return { title: '', slug: '', author: 'Admin', content: '', image: { url: '', file: null }, tags: '' };
  return {
    title: article.title,
    slug: article.slug,
    author: article.author,
    content: article.content,
    image: { url: article.imageUrl, file: null },
    tags: joinList(article.tags),
  };
}

/** What is saved: the HTML sanitized (it is rendered on the public site), tags split and trimmed. */
export function formValuesToArticle(values: ArticleFormValues, imageUrl: string): Required<ArticleInput> {
  return {
    title: values.title,
    slug: values.slug,
    author: values.author,
    content: sanitizeHtml(values.content),
    imageUrl,
    tags: splitList(values.tags),
  };
}
