import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { sampleArticles } from '~seed/data/articles';
import { ArticleCard } from './article-card';

describe('ArticleCard', () => {
  const article = sampleArticles[0]!;
  const picture = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>).container.querySelector('img');

  it("asks for the leading card's picture first: on a phone it is the largest thing the blog paints", () => {
    const img = picture(<ArticleCard article={article} leading />);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('leaves the other pictures to the browser, eager near the top and lazy below', () => {
    expect(picture(<ArticleCard article={article} eager />)).not.toHaveAttribute('fetchpriority');
    expect(picture(<ArticleCard article={article} eager />)).toHaveAttribute('loading', 'eager');
    expect(picture(<ArticleCard article={article} />)).toHaveAttribute('loading', 'lazy');
  });
});
