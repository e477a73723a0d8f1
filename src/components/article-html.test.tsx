import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ArticleHtml } from './article-html';

/** The sanitizer is a chunk of its own: the body appears once it has loaded. */
async function renderLoaded(ui: ReactNode) {
  return act(async () => {
    const result = render(ui);
    await import('@/lib/sanitize-html');
    return result;
  });
}

describe('ArticleHtml', () => {
  it('keeps the article markup', async () => {
    const { container } = await renderLoaded(
      <ArticleHtml html={'<h2>Tea</h2><p>First <strong>flush</strong> <a href="/hotels">packages</a></p>'} />,
    );
    expect(screen.getByRole('heading', { name: 'Tea' })).toBeInTheDocument();
    expect(container.querySelector('.prose-article h2')).toHaveTextContent('Tea');
    expect(container.querySelector('strong')).toHaveTextContent('flush');
    expect(container.querySelector('a')).toHaveAttribute('href', '/hotels');
  });

  it('removes scripts and event-handler attributes', async () => {
    const { container } = await renderLoaded(
      <ArticleHtml
        html={
          '<p>Hello</p><script>window.hacked = true</script><img src="x.webp" alt="Lake" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>'
        }
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
