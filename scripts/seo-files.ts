import type { Plugin } from 'vite';
import { articlePath, staticPublicPaths, tourPath } from '../src/lib/paths.ts';

/**
 * robots.txt for the build, and the sitemap's text. The sitemap is written by the prerender (scripts/prerender.ts)
 * from the tours and articles it read from the backend the build is for, so that it lists exactly the pages that
 * were prerendered.
 */

export const disallowedPaths = ['/admin', '/booking/', '/flight-booking/', '/account', '/login', '/signup', '/quote/'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SitemapContent {
  tours: readonly { id: string }[];
  articles: readonly { slug: string; createdAt: string }[];
}

export function sitemapXml(origin: string, today: string, { tours, articles }: SitemapContent): string {
  const entries = [
    ...staticPublicPaths.map((path) => ({ path, lastmod: today })),
    ...tours.map((tour) => ({ path: tourPath(tour.id), lastmod: today })),
    ...articles.map((article) => ({ path: articlePath(article.slug), lastmod: article.createdAt.slice(0, 10) })),
  ];
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${entry.lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function seoFiles(origin: string): Plugin {
  return {
    name: 'himalayan-aster-seo-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}
