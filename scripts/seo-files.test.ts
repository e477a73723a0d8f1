import { robotsTxt, sitemapXml } from './seo-files';

describe('sitemap and robots', () => {
  const origin = 'https://example.in';
  it('lists the public routes, every sample tour and every sample article', () => {
    const xml = sitemapXml(origin, '2026-11-22');
    for (const path of ['/', '/hotels', '/hotel-aster-gangtok', '/articles', '/hotel/sikkim-delight', '/article/darjeeling-tea-trail', '/cancellation-policy']) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/booking/');
  });
  it('keeps crawlers out of admin, account and booking routes', () => {
    const robots = robotsTxt(origin);
    for (const path of ['/admin', '/booking/', '/flight-booking/', '/account']) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
