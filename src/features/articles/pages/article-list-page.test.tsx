import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { freshBackend, provideTestBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { buildTimeQueries, renderPrerendered, typeInto } from '../../../../tests/support/prerendered';
import { ArticleListPage } from './article-list-page';

describe('ArticleListPage', () => {
  it('reads twelve articles, then more on "Show more", and searches through the backend', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const samples = (await backend.articles.list()).length;
    for (let index = 0; index < 12; index++) {
      await backend.articles.save({
        title: `Monsoon note ${index}`,
        slug: `monsoon-note-${index}`,
        content: `<p>Rain on the hills, day ${index}.</p>`,
      });
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

describe('ArticleListPage before the app starts', () => {
  function Address() {
    const location = useLocation();
    return <span data-testid="address">{`${location.pathname}${location.search}`}</span>;
  }

  /**
   * The blog list as the app starts on its prerendered page: a fresh embedded backend, and in the cache what the
   * build read for `/articles` from it, stale from the start as src/app/main.tsx seeds it. Also says how many
   * articles the backend holds (the samples, fewer than a page).
   */
  async function prerenderedBlog() {
    const backend = freshBackend();
    await provideTestBackend(backend, undefined);
    const blog = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/articles']}>
          <Routes>
            <Route path="/articles" element={<ArticleListPage />} />
          </Routes>
          <Address />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const { key, data } of await buildTimeQueries(blog)) client.setQueryData(key, data, { updatedAt: 0 });
    return { ui: blog(client), articles: (await backend.articles.list()).length };
  }

  const titles = () => screen.getAllByRole('article').map((card) => card.querySelector('h2, h3')?.textContent);

  it('is a GET form on q, so Enter before the app starts opens the results', async () => {
    const { ui } = await prerenderedBlog();
    await renderPrerendered(ui);
    const form = screen.getByRole('search', { name: 'Articles' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/articles');
    expect(screen.getByLabelText('Search articles')).toHaveAttribute('name', 'q');
  });

  it('applies words typed before the app started, and keeps them in the field', async () => {
    const { ui, articles } = await prerenderedBlog();
    await renderPrerendered(ui, (page) => {
      typeInto(page.querySelector('input[type=search]'), 'rhododendron');
    });
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/articles\?q=rhododendron$/);
    expect(screen.getByLabelText('Search articles')).toHaveValue('rhododendron');
    await waitFor(() => expect(titles()).toEqual(['The Best Time to Visit Sikkim, Month by Month']));

    // Typing on goes through the app as usual.
    await userEvent.clear(screen.getByLabelText('Search articles'));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/articles$/);
    await waitFor(() => expect(titles()).toHaveLength(articles));
  });

  it('leaves the address alone when nothing was typed', async () => {
    const { ui, articles } = await prerenderedBlog();
    await renderPrerendered(ui);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/articles$/);
    expect(screen.getByLabelText('Search articles')).toHaveValue('');
    expect(titles()).toHaveLength(articles);
  });
});
