import { screen, waitFor } from '@testing-library/react';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { ArticleListPage } from './article-list-page';

describe('ArticleListPage', { timeout: 20_000 }, () => {
  it('reads twelve articles, then more on "Show more", and searches through the backend', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const samples = (await backend.articles.list()).length;
    for (let index = 0; index < 12; index++) {
      await backend.articles.save({ title: `Monsoon note ${index}`, slug: `monsoon-note-${index}`, content: `<p>Rain on the hills, day ${index}.</p>` });
    }
    await backend.admin.signOut();
    const total = samples + 12;

    const { user } = await renderWithApp(<ArticleListPage />, { backend, path: '/articles', route: '/articles' });
    expect(await screen.findByText('Showing the first 12 articles')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more articles' }));
    expect(await screen.findByText(`${total} articles`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(total);
    // Newest first: the thirteenth card is the first of the sample articles, and has the focus.
    expect(screen.getAllByRole('link')[12]).toHaveFocus();

    await user.type(screen.getByLabelText('Search articles'), 'rain on the hills, day 7');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('1 article matches “rain on the hills, day 7”')).toBeInTheDocument();
  });
});
