import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { sampleTours } from '~seed/data/tours';
import type { Backend } from '@/backend';
import type { TourPackage } from '@/backend/schemas';
import { AdminItinerariesPage } from './admin-itineraries-page';

const backend = vi.hoisted(() => ({ current: undefined as unknown as Promise<Backend> }));
vi.mock('@/backend', () => ({ getBackend: () => backend.current }));

function renderWith(tours: TourPackage[]) {
  backend.current = Promise.resolve({ tours: { list: () => Promise.resolve(tours) } } as unknown as Backend);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminItinerariesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminItinerariesPage', () => {
  it('lists every tour with its itinerary coverage', async () => {
    const short = { ...sampleTours[1]!, id: 'short', name: 'Half-planned Darjeeling', itinerary: sampleTours[1]!.itinerary.slice(0, 1) };
    renderWith([...sampleTours, short]);
    expect(screen.getByRole('heading', { level: 1, name: 'Itineraries' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Itinerary coverage by tour' });
    for (const header of ['Tour', 'Duration', 'Itinerary days', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toHaveAttribute('scope', 'col');
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);

    const sikkim = within(table).getByRole('row', { name: /Sikkim Delight/ });
    expect(sikkim).toHaveTextContent('5 Nights / 6 Days');
    expect(sikkim).toHaveTextContent('6 of 6 days');
    expect(sikkim).toHaveTextContent('Complete');
    expect(within(sikkim).getByRole('rowheader')).toHaveAttribute('scope', 'row');
    expect(within(sikkim).getByRole('link', { name: 'Edit in Manage Tours' })).toHaveAttribute('href', '/admin/tours');
    expect(within(sikkim).getByRole('link', { name: 'Edit in Manage Tours' })).toHaveAccessibleDescription(sampleTours[0]!.name);

    const half = within(table).getByRole('row', { name: /Half-planned/ });
    expect(half).toHaveTextContent('1 of 4 days');
    expect(half).toHaveTextContent('Missing 3 days');
    expect(screen.getByText('4 of 5 tours have a complete itinerary.')).toBeInTheDocument();
  });

  it('says when every itinerary is complete', async () => {
    renderWith(sampleTours);
    expect(await screen.findByText('All 4 tours have a complete itinerary.')).toBeInTheDocument();
  });

  it('points to Manage Tours when there is no tour yet', async () => {
    renderWith([]);
    expect(await screen.findByRole('link', { name: 'Add one in Manage Tours' })).toHaveAttribute('href', '/admin/tours');
  });
});
