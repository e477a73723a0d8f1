import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { sampleBusinessSettings } from '~seed/data/settings';
import { sampleTours } from '~seed/data/tours';
import type { Backend } from '@/backend';
import { TourDetailPage } from './tour-detail-page';
import { TourListPage } from './tour-list-page';

const backend = vi.hoisted(() => ({ current: undefined as unknown as Promise<Backend> }));
vi.mock('@/backend', () => ({ getBackend: () => backend.current }));

/** Shows the current URL and offers the browser's back button, so tests can see what the page wrote. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="url">{`${location.pathname}${location.search}`}</span>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderAt(path: string, history: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
        <Routes>
          <Route path="/hotels" element={<TourListPage />} />
          <Route path="/hotel/:id" element={<TourDetailPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

const url = () => screen.getByTestId('url').textContent;

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

describe('TourListPage filters', () => {
  const withSamples = () => {
    backend.current = Promise.resolve({
      tours: { list: () => Promise.resolve(sampleTours) },
      settings: { business: () => Promise.resolve(sampleBusinessSettings) },
    } as unknown as Backend);
  };
  const titles = () =>
    within(screen.getByRole('region', { name: 'Tour packages' }))
      .queryAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);

  it('arrives from the home search with the destination filled and the trip repeated', async () => {
    withSamples();
    renderAt('/hotels?destination=Darjeeling&checkIn=2026-12-20&checkOut=2026-12-23&guests=2');
    expect(await screen.findByText('1 package')).toHaveAttribute('role', 'status');
    expect(titles()).toEqual(['Darjeeling Romance: Tea Gardens and Toy Train']);
    expect(screen.getByLabelText('Destination')).toHaveValue('Darjeeling');
    expect(screen.getByText('Showing packages for "Darjeeling", 20 Dec – 23 Dec 2026, 2 guests')).toBeInTheDocument();
  });

  it('writes each choice to the URL and filters at once', async () => {
    withSamples();
    const user = userEvent.setup();
    renderAt('/hotels');
    expect(await screen.findByText('4 packages')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    expect(url()).toBe('/hotels?sort=price-desc');
    expect(titles()[0]).toMatch(/^Nepal Adventure/);

    await user.selectOptions(screen.getByLabelText('Price'), `₹15,000 – ₹40,000`);
    expect(url()).toBe('/hotels?sort=price-desc&price=15000-40000');
    expect(titles()).toEqual(['Bhutan Discovery: Thimphu, Punakha and Paro', 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling']);
    expect(screen.getByRole('status')).toHaveTextContent('2 packages');

    await user.selectOptions(screen.getByLabelText('Duration'), '5–7 days');
    await user.selectOptions(screen.getByLabelText('Category'), 'Family');
    expect(titles()).toEqual(['Sikkim Delight: Gangtok, Tsomgo Lake and Pelling']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/hotels');
    expect(titles()).toHaveLength(4);
  });

  it('keeps every typed letter and the back button undoes a choice', async () => {
    withSamples();
    const user = userEvent.setup();
    renderAt('/hotels');
    await screen.findByText('4 packages');
    const destination = screen.getByLabelText('Destination');
    await user.type(destination, 'tiger hill');
    expect(destination).toHaveValue('tiger hill');
    expect(url()).toBe('/hotels?destination=tiger+hill');
    expect(titles()).toEqual(['Darjeeling Romance: Tea Gardens and Toy Train']);

    await user.selectOptions(screen.getByLabelText('Category'), 'Cultural');
    expect(await screen.findByRole('heading', { name: 'No packages match your search' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 packages');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(url()).toBe('/hotels?destination=tiger+hill');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(titles()).toHaveLength(1);
  });

  it('follows the URL when history moves the destination, and clears from the empty state', async () => {
    withSamples();
    const user = userEvent.setup();
    renderAt('/hotels?destination=Lhasa', ['/hotels?destination=Paro']);
    expect(await screen.findByRole('heading', { name: 'No packages match your search' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Ask us on WhatsApp/ })).toHaveAttribute('href', expect.stringContaining('Lhasa'));

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByLabelText('Destination')).toHaveValue('Paro');
    expect(titles()).toEqual(['Bhutan Discovery: Thimphu, Punakha and Paro']);

    await user.type(screen.getByLabelText('Destination'), 'x');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Destination')).toHaveValue('');
    expect(titles()).toHaveLength(4);
  });

  it('reads a shared link with a sort and ignores values it does not know', async () => {
    withSamples();
    renderAt('/hotels?sort=duration-asc&category=Luxury');
    await screen.findByText('4 packages');
    expect(screen.getByLabelText('Sort by')).toHaveValue('duration-asc');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(titles()[0]).toMatch(/^Darjeeling Romance/);
    expect(titles()[3]).toMatch(/^Nepal Adventure/);
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
