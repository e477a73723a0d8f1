import { limits } from '../limits';
import type { Article } from '../schemas';
import { plainTextOf } from './plain-text';

/**
 * The blog's keyword search: the query matches the title or the text (HTML stripped), case-insensitive. To find
 * candidates without reading every article, each article stores its search terms: every start of 3 or more
 * letters of each of its words; a query is looked up by its longest word's start, then checked in full.
 */
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export function articleSearchText(article: Pick<Article, 'title' | 'content'>): string {
  return `${article.title} ${plainTextOf(article.content)}`.toLowerCase();
}

export function articleSearchTerms(article: Pick<Article, 'title' | 'content'>): string[] {
  const terms = new Set<string>();
  for (const word of words(articleSearchText(article))) {
    for (let end = 3; end <= Math.min(word.length, 20); end++) terms.add(word.slice(0, end));
    if (terms.size >= limits.articleSearchTerms) break;
  }
  return [...terms].slice(0, limits.articleSearchTerms);
}

/** The term a query is looked up by (its longest word, at most 20 letters), or null when it is too short. */
export function articleSearchKey(query: string): string | null {
  const longest = words(query).sort((a, b) => b.length - a.length)[0];
  return longest && longest.length >= 3 ? longest.slice(0, 20) : null;
}

export function matchesArticleSearch(article: Pick<Article, 'title' | 'content'>, query: string): boolean {
  const wanted = query.trim().toLowerCase().replace(/\s+/g, ' ');
  return wanted === '' || articleSearchText(article).includes(wanted);
}

/**
 * What the search finds, the same in both adapters: an article whose search terms hold the query's key (when it has
 * one: a word of 3 or more letters), and whose text holds the whole query. So 'darj' finds Darjeeling, and text
 * from the middle of a word ('jeeling') finds nothing, as on Firestore.
 */
export function articleMatchesQuery(article: Pick<Article, 'title' | 'content'>, query: string): boolean {
  const key = articleSearchKey(query);
  if (key !== null && !articleSearchTerms(article).includes(key)) return false;
  return matchesArticleSearch(article, query);
}
