import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes, leafRoute, preloadPages } from './router';

async function renderAt(path: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  // The footer is a chunk of its own: let it arrive before the test ends.
  await screen.findByRole('contentinfo');
}

describe('route table', () => {
  // Each test loads the chunks first, as boot.tsx does: a lazy page that suspends inside a test is a timing race.
  it('keeps the old page on screen while the next page loads its chunk: the main area is never empty', async () => {
    await preloadPages('/no/such/page');
    await renderAt('/no/such/page');
    const emptied: string[] = [];
    const observer = new MutationObserver(() => {
      if (!document.getElementById('main')?.textContent?.trim()) emptied.push(document.body.innerHTML.slice(0, 200));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // The home page's chunk is not loaded yet: it arrives after the click.
    await userEvent.click(screen.getByRole('link', { name: 'Go back home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Journey Begins Here' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    observer.disconnect();
    expect(emptied).toEqual([]);
    // The home page's lower half is a chunk of its own: let it arrive before the next test.
    await act(() => preloadPages('/'));
  });

  it("shows 'Page Not Found' with a way home for an unknown address", async () => {
    await preloadPages('/no/such/page');
    await renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('a preloaded page renders at once, without waiting for its chunk', async () => {
    await preloadPages('/privacy-policy');
    render(
      <Providers>
        <MemoryRouter initialEntries={['/privacy-policy']}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    );
    // Present right after the first render: no fallback frame while a chunk loads.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByRole('contentinfo');
  });

  it('finds the page route of an address, for the prerender', () => {
    expect(leafRoute('/hotel/sikkim-delight')?.path).toBe('hotel/:id');
    expect(leafRoute('/')?.index).toBe(true);
    expect(leafRoute('/article/some-slug')?.path).toBe('article/:slug');
  });

  it('a new page starts at the top of the window', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await Promise.all([preloadPages('/'), preloadPages('/no/such/page')]);
    await renderAt('/no/such/page');
    await userEvent.click(screen.getByRole('link', { name: 'Go back home' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('a search written to the address as it is typed keeps the scroll position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await preloadPages('/articles');
    await renderAt('/articles');
    scrollTo.mockClear();
    await userEvent.type(screen.getByLabelText('Search articles'), 'tea');
    expect(screen.getByLabelText('Search articles')).toHaveValue('tea');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
