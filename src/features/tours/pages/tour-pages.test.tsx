import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Backend } from '@/backend';
import { TourDetailPage } from './tour-detail-page';
import { TourListPage } from './tour-list-page';

const backend = vi.hoisted(() => ({ current: undefined as unknown as Promise<Backend> }));
vi.mock('@/backend', () => ({ getBackend: () => backend.current }));

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/hotels" element={<TourListPage />} />
          <Route path="/hotel/:id" element={<TourDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

const never = () => new Promise<Backend>(() => undefined);

describe('TourListPage', () => {
  it('shows exactly six placeholder cards while loading', () => {
    backend.current = never();
    const { container } = renderAt('/hotels');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tour packages...');
    expect(container.querySelectorAll('ul > li > [aria-hidden="true"]')).toHaveLength(6);
  });

  it('offers a retry when the packages cannot load', async () => {
    backend.current = Promise.reject(new Error('offline'));
    backend.current.catch(() => undefined);
    renderAt('/hotels');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the tour packages.');

    const { sampleTours } = await import('~seed/data/tours');
    backend.current = Promise.resolve({ tours: { list: () => Promise.resolve(sampleTours) } } as unknown as Backend);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });
});

describe('TourDetailPage', () => {
  it("says 'Loading tour details...' first", () => {
    backend.current = never();
    renderAt('/hotel/sikkim-delight');
    expect(screen.getByRole('status')).toHaveTextContent('Loading tour details...');
  });

  it("says 'Tour package not found.' for an unknown id", async () => {
    backend.current = Promise.resolve({ tours: { get: () => Promise.resolve(null) } } as unknown as Backend);
    renderAt('/hotel/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tour package not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all tour packages' })).toHaveAttribute('href', '/hotels');
  });

  it('leaves out the itinerary section when a package has none', async () => {
    const { sampleTours } = await import('~seed/data/tours');
    const tour = { ...sampleTours[1]!, itinerary: [] };
    backend.current = Promise.resolve({ tours: { get: () => Promise.resolve(tour) } } as unknown as Backend);
    renderAt(`/hotel/${tour.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: tour.name })).toBeInTheDocument();
    expect(screen.getByText('₹12,000')).toBeInTheDocument();
    expect(screen.getByText('Darjeeling • Tiger Hill • Mirik')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Day-by-day itinerary' })).not.toBeInTheDocument();
  });
});
