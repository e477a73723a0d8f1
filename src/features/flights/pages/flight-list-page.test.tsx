import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sampleFlights } from '~seed/data/flights';
import { sampleBusinessSettings } from '~seed/data/settings';
import type { Backend } from '@/backend';
import { FlightListPage } from './flight-list-page';

const backend = vi.hoisted(() => ({ current: undefined as unknown as Promise<Backend> }));
vi.mock('@/backend', () => ({ getBackend: () => backend.current }));

function renderAt(path: string) {
  backend.current = Promise.resolve({
    flights: { list: () => Promise.resolve(sampleFlights) },
    settings: { business: () => Promise.resolve(sampleBusinessSettings) },
  } as unknown as Backend);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/flights" element={<FlightListPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FlightListPage', () => {
  it('keeps the fixed route text and the plain booking links without a search', async () => {
    renderAt('/flights');
    expect(screen.getByRole('status')).toHaveTextContent('Finding the best flights for you...');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Showing results for Delhi (DEL) to Mumbai (BOM)')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Book Now' })[0]).toHaveAttribute('href', '/flight-booking/fl-6e-2175');
  });

  it('says what a search shows and carries its date and passengers to the booking', async () => {
    renderAt('/flights?from=del&to=Mumbai&date=2026-12-20&return=2026-12-27&passengers=2&class=Economy');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Showing results for Delhi (DEL) to Mumbai (BOM) on 20 Dec 2026, 2 passengers, Economy')).toBeInTheDocument();
    expect(screen.getByText('Return on 27 Dec 2026. The fares below are one way.')).toBeInTheDocument();
    const airIndia = screen.getByRole('article', { name: 'Air India' });
    expect(within(airIndia).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/flight-booking/fl-ai-865?date=2026-12-20&passengers=2');
  });

  it('explains a route without flights and what to do', async () => {
    renderAt('/flights?from=Kolkata&to=Bagdogra&date=2026-12-20&passengers=1&class=Business');
    expect(await screen.findByRole('heading', { level: 2, name: 'No flights found from Kolkata to Bagdogra.' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Showing results for Kolkata to Bagdogra on 20 Dec 2026, 1 passenger, Business')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all flights' })).toHaveAttribute('href', '/flights');
    expect(await screen.findByRole('link', { name: 'Call +91 98320 12345' })).toHaveAttribute('href', 'tel:+919832012345');
    expect(await screen.findByRole('link', { name: /Ask on WhatsApp/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/919832012345\?text=.*Kolkata/));
  });
});
