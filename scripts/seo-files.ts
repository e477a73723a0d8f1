import type { Plugin } from 'vite';
import { sampleArticles } from '../seed/data/articles.ts';
import { sampleTours } from '../seed/data/tours.ts';
import { articlePath, staticPublicPaths, tourPath } from '../src/lib/paths.ts';

/**
 * Writes sitemap.xml and robots.txt into the build, from the public routes and the sample tours and articles.
 * On a hosted project whose admins add tours and articles, regenerate with `npm run build` after seeding, or
 * list them from Firestore (docs/deploy.md).
 */

export const disallowedPaths = ['/admin', '/booking/', '/flight-booking/', '/account', '/login', '/signup'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(origin: string, today: string): string {
  const entries = [
    ...staticPublicPaths.map((path) => ({ path, lastmod: today })),
    ...sampleTours.map((tour) => ({ path: tourPath(tour.id), lastmod: today })),
    ...sampleArticles.map((article) => ({ path: articlePath(article.slug), lastmod: article.createdAt.slice(0, 10) })),
  ];
  const urls = entries.map((entry) => `  <url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${entry.lastmod}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...disallowedPaths.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function seoFiles(origin: string): Plugin {
  return {
    name: 'himalayan-aster-seo-files',
    apply: 'build',
    generateBundle() {
      const today = new Date().toISOString().slice(0, 10);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin, today) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}
