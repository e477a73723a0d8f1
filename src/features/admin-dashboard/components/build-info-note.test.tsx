import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { BuildInfoNote } from './build-info-note';

function renderNote() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BuildInfoNote />
      <p>end</p>
    </QueryClientProvider>,
  );
}

describe('BuildInfoNote', () => {
  afterEach(() => vi.useRealTimers());

  it('shows when the public pages were built', async () => {
    vi.setSystemTime(new Date('2026-11-25T09:00:00.000Z'));
    const info = { builtAt: '2026-11-22T04:44:00.000Z', backend: 'firebase', pages: 17 };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(info), { headers: { 'Content-Type': 'application/json' } }),
    );
    renderNote();
    expect(
      await screen.findByText('Public pages built 3 days ago (22 Nov 2026, 10:14). Rebuild after large edits: npm run deploy.'),
    ).toBeInTheDocument();
  });

  it('says nothing without a build (dev server)', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
    const { container } = renderNote();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toHaveTextContent(/^end$/);
  });
});
