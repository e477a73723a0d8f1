/** The address of a tour package's page. */
export const tourPath = (id: string) => `/hotel/${encodeURIComponent(id)}`;

/** The address of an article's page. */
export const articlePath = (slug: string) => `/article/${encodeURIComponent(slug)}`;

/**
 * The public pages whose address is fixed: listed in sitemap.xml and prerendered at build time, together with
 * each tour (`/hotel/<id>`) and article (`/article/<slug>`).
 */
export const staticPublicPaths = [
  '/',
  '/hotels',
  '/flights',
  '/hotel-aster-gangtok',
  '/articles',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cancellation-policy',
  '/shipping-policy',
];

/** Every public page for these tours and articles: what the sitemap lists and the build prerenders. */
export function publicPaths(tours: readonly { id: string }[], articles: readonly { slug: string }[]): string[] {
  return [...staticPublicPaths, ...tours.map((tour) => tourPath(tour.id)), ...articles.map((article) => articlePath(article.slug))];
}
