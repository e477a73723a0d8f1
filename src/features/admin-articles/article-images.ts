import type { Article, Hotel, TourPackage } from '@/backend/schemas';

/** Addresses of the images an article shows: its cover and every picture in its body. */
export function articleImageUrls(article: Pick<Article, 'imageUrl' | 'content'>): string[] {
  // A parsed document that is never attached loads no image and runs no script.
  const body = new DOMParser().parseFromString(article.content, 'text/html');
  const inBody = [...body.querySelectorAll('img[src]')].map((image) => image.getAttribute('src') ?? '');
  return [...new Set([article.imageUrl, ...inBody])].filter((url) => url !== '');
}

interface Catalogue {
  articles: readonly Article[];
  tours: readonly TourPackage[];
  hotels: readonly Hotel[];
}

/**
 * Of `candidates` (images an article stopped showing), those nothing else shows: no other article, tour or
 * hotel. An address pasted into two places is kept until the last one lets it go.
 */
export function imagesNoLongerUsed(candidates: readonly string[], articleId: string, { articles, tours, hotels }: Catalogue): string[] {
  const used = new Set(articles.filter((article) => article.id !== articleId).flatMap(articleImageUrls));
  const elsewhere = JSON.stringify([tours, hotels]);
  return candidates.filter((url) => !used.has(url) && !elsewhere.includes(JSON.stringify(url).slice(1, -1)));
}
