import type { Article } from '@/backend/schemas';
import { stripHtml } from '@/lib/html-text';

export const previewLength = 150;

/**
 * The article's plain text. Editors write blocks with no whitespace between them ('<p>a</p><p>b</p>'), so a
 * space goes after each block and line break first, or the last word of one paragraph would run into the next.
 */
export function articleText(content: string): string {
  return stripHtml(content.replace(/<\/(p|h[1-6]|li|blockquote|div|pre|td|th|tr|figcaption)>|<br\s*\/?>/gi, '$& '));
}

/** First 150 characters of the article's text (tags stripped), with '…' when it was cut. */
export function articlePreview(content: string, length = previewLength): string {
  const text = articleText(content);
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}

/** What the search box looks in: the title and the content's text, lower-cased once. */
export interface SearchableArticle {
  article: Article;
  haystack: string;
}

export function toSearchable(article: Article): SearchableArticle {
  return { article, haystack: `${article.title}\n${articleText(article.content)}`.toLowerCase() };
}

/** Keyword search over title or content text, case-insensitive; an empty query matches everything. */
export function searchArticles(articles: readonly SearchableArticle[], query: string): Article[] {
  const needle = query.trim().replace(/\s+/g, ' ').toLowerCase();
  return articles.filter((item) => needle === '' || item.haystack.includes(needle)).map((item) => item.article);
}
