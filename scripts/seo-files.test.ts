import { robotsTxt, sitemapXml } from './seo-files';

describe('sitemap and robots', () => {
  const origin = 'https://example.in';
  const content = {
    tours: [{ id: 'sikkim-delight' }, { id: 'tour_1700000000000' }],
    articles: [{ slug: 'darjeeling-tea-trail', createdAt: '2026-10-02T08:00:00.000Z' }],
  };

  it('lists the public routes and exactly the tours and articles it is given', () => {
    const xml = sitemapXml(origin, '2026-11-22', content);
    for (const path of [
      '/',
      '/hotels',
      '/hotel-aster-gangtok',
      '/articles',
      '/hotel/sikkim-delight',
      '/hotel/tour_1700000000000',
      '/cancellation-policy',
    ]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc><lastmod>2026-11-22</lastmod>`);
    }
    expect(xml).toContain(`<loc>${origin}/article/darjeeling-tea-trail</loc><lastmod>2026-10-02</lastmod>`);
    expect(xml.match(/\/hotel\//g)).toHaveLength(2);
    expect(xml.match(/\/article\//g)).toHaveLength(1);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/booking/');
  });

  it('escapes what it writes', () => {
    expect(sitemapXml('https://a.in', '2026-11-22', { tours: [{ id: "x&y'" }], articles: [] })).toContain(
      '<loc>https://a.in/hotel/x%26y&#39;</loc>',
    );
  });

  it('keeps crawlers out of admin, account and booking routes', () => {
    const robots = robotsTxt(origin);
    for (const path of ['/admin', '/booking/', '/flight-booking/', '/account']) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
