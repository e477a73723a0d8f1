// @vitest-environment jsdom
import { sampleArticles } from '~seed/data';
import type { Article } from '@/backend/schemas';
import { articlePreview, searchArticles, toSearchable } from './search';

const article = (overrides: Partial<Article>): Article => ({
  id: 'a1',
  title: 'Momos of Gangtok',
  slug: 'momos-of-gangtok',
  author: 'Admin',
  content: '<p>Steamed, fried or in soup.</p>',
  imageUrl: '',
  createdAt: '2026-10-01T00:00:00.000Z',
  tags: [],
  ...overrides,
});

describe('articlePreview', () => {
  it('strips the tags and keeps short text whole', () => {
    expect(articlePreview('<p>Steamed, <strong>fried</strong> or in soup.</p>')).toBe('Steamed, fried or in soup.');
  });

  it('cuts the text at 150 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(149) + 'bcdef';
    const preview = articlePreview(`<p>${text}</p>`);
    expect(preview).toBe(`${'a'.repeat(149)}b…`);
    expect(preview.length).toBe(151);
  });

  it('does not add an ellipsis to exactly 150 characters', () => {
    expect(articlePreview(`<h2>${'x'.repeat(150)}</h2>`)).toBe('x'.repeat(150));
  });

  it('never counts markup or collapses words across blocks', () => {
    expect(articlePreview('<h2>Title</h2>\n<p>Body <a href="/x">link</a></p>')).toBe('Title Body link');
    expect(articlePreview('<p>One</p><p>Two<br>Three</p><ul><li>Four</li><li>Five</li></ul>')).toBe('One Two Three Four Five');
  });
});

describe('searchArticles', () => {
  const articles = [
    article({ id: 'momos', title: 'Momos of Gangtok', content: '<p>Steamed, fried or in <em>thukpa</em> soup.</p>' }),
    article({ id: 'tea', title: 'Darjeeling Tea', content: '<p>First <strong>flush</strong> in spring.</p>' }),
    article({ id: 'markup', title: 'Markup', content: '<p class="strong-note">Plain words</p>' }),
  ].map(toSearchable);

  const ids = (query: string) => searchArticles(articles, query).map((found) => found.id);

  it('returns everything for an empty or blank query', () => {
    expect(ids('')).toEqual(['momos', 'tea', 'markup']);
    expect(ids('   ')).toEqual(['momos', 'tea', 'markup']);
  });

  it('matches the title, case-insensitively', () => {
    expect(ids('GANGTOK')).toEqual(['momos']);
  });

  it('matches the content text across inline tags', () => {
    expect(ids('first flush')).toEqual(['tea']);
    expect(ids('Thukpa')).toEqual(['momos']);
  });

  it('does not match tag names or attributes', () => {
    expect(ids('strong')).toEqual([]);
    expect(ids('href')).toEqual([]);
  });

  it('finds a sample article by a word that is only in its content', () => {
    const found = searchArticles(sampleArticles.map(toSearchable), 'rhododendron');
    expect(found.map((item) => item.slug)).toEqual(['best-time-to-visit-sikkim']);
  });
});
