// @vitest-environment jsdom
import { sampleArticles } from '~seed/data';
import { articleFormSchema, articleToFormValues, formValuesToArticle, hasContent } from './article-form-values';

describe('article form', () => {
  it('starts with Admin as the author', () => {
    expect(articleToFormValues(null)).toMatchObject({ title: '', slug: '', author: 'Admin', content: '' });
  });

  it('requires title, slug, author and content; an empty editor counts as no content', () => {
    const result = articleFormSchema.safeParse({ ...articleToFormValues(null), author: ' ', content: '<p></p>' });
    expect(new Set(result.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set(['title', 'slug', 'author', 'content']));
  });

  it('accepts an article that is only a picture', () => {
    expect(hasContent('<p><img src="/a.webp" alt="Tsomgo Lake"></p>')).toBe(true);
  });

  it('sanitizes the HTML and splits the tags when saving', () => {
    const values = articleFormSchema.parse({
      ...articleToFormValues(null),
      title: 'Momos',
      slug: 'momos',
      content: '<p onclick="steal()">Hot <strong>momos</strong><script>alert(1)</script></p>',
      tags: ' Food, Gangtok ,',
    });
    expect(formValuesToArticle(values, '/images/articles/momos.webp')).toEqual({
      title: 'Momos',
      slug: 'momos',
      author: 'Admin',
      content: '<p>Hot <strong>momos</strong></p>',
      imageUrl: '/images/articles/momos.webp',
      tags: ['Food', 'Gangtok'],
    });
  });

  it('rejects a slug with spaces or punctuation', () => {
    const result = articleFormSchema.safeParse({ ...articleToFormValues(sampleArticles[0]!), slug: 'not a slug!' });
    expect(result.success).toBe(false);
  });
});
