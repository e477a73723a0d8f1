import { screen, within } from '@testing-library/react';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminArticlesPage } from './admin-articles-page';

describe('AdminArticlesPage', () => {
  it('reads the newest 25 articles, then more on "Show more articles"', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const samples = (await backend.articles.list()).length;
    for (let index = 0; index < 25; index++) {
      await backend.articles.save({
        title: `Monsoon note ${index}`,
        slug: `monsoon-note-${index}`,
        content: `<p>Rain on the hills, day ${index}.</p>`,
      });
    }
    const sizes: number[] = [];
    const page = backend.articles.page.bind(backend.articles);
    backend.articles.page = (query, request) => {
      sizes.push(request.size);
      return page(query, request);
    };
    backend.articles.list = () => Promise.reject(new Error('The admin list reads pages, not every article'));

    const { user } = await renderWithApp(<AdminArticlesPage />, { backend, path: '/admin/articles' });
    const table = await screen.findByRole('table', { name: 'Articles' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    // Newest first.
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Monsoon note 24');

    await user.click(screen.getByRole('button', { name: 'Show more articles' }));
    expect(await within(table).findByRole('row', { name: /A Slow Walk Through Darjeeling Tea Country/ })).toHaveTextContent(
      'darjeeling-tea-trail',
    );
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25 + samples);
    expect(screen.queryByRole('button', { name: 'Show more articles' })).toBeNull();
    expect(within(within(table).getAllByRole('row')[26]!).getAllByRole('link')[0]).toHaveFocus();
    expect(sizes).toEqual([25, 25]);
  });
});
