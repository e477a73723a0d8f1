import { render } from '@testing-library/react';
import { ArticleHtml } from './article-html';

describe('ArticleHtml', () => {
  it('keeps the article markup', () => {
    const { container } = render(<ArticleHtml html={'<h2>Tea</h2><p>First <strong>flush</strong> <a href="/hotels">packages</a></p>'} />);
    expect(container.querySelector('.prose-article h2')).toHaveTextContent('Tea');
    expect(container.querySelector('strong')).toHaveTextContent('flush');
    expect(container.querySelector('a')).toHaveAttribute('href', '/hotels');
  });

  it('removes scripts and event-handler attributes', () => {
    const { container } = render(
      <ArticleHtml
        html={'<p>Hello</p><script>window.hacked = true</script><img src="x.webp" alt="Lake" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', 'Lake');
    expect(image).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect(container).toHaveTextContent('Hello');
  });
});
