import { screen, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminItinerariesPage } from './admin-itineraries-page';

/** A fresh backend with the admin signed in, changed by `prepare` before the page reads it. */
async function renderPage(prepare: (backend: Backend) => Promise<unknown> = () => Promise.resolve()) {
  const backend = freshBackend();
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  await prepare(backend);
  return renderWithApp(<AdminItinerariesPage />, { backend, path: '/admin/itineraries' });
}

describe('AdminItinerariesPage', () => {
  it('lists every tour with its itinerary coverage', async () => {
    await renderPage(async (backend) => {
      const darjeeling = (await backend.tours.get('darjeeling-romance'))!;
      const { id: _id, ...fields } = darjeeling;
      await backend.tours.add({ ...fields, name: 'Half-planned Darjeeling', itinerary: darjeeling.itinerary.slice(0, 1) });
    });
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
    const edit = within(sikkim).getByRole('link', { name: 'Edit in Manage Tours' });
    expect(edit).toHaveAttribute('href', '/admin/tours');
    expect(edit).toHaveAccessibleDescription('Sikkim Delight: Gangtok, Tsomgo Lake and Pelling');

    const half = within(table).getByRole('row', { name: /Half-planned/ });
    expect(half).toHaveTextContent('1 of 4 days');
    expect(half).toHaveTextContent('Missing 3 days');
    expect(screen.getByText('4 of 5 tours have a complete itinerary.')).toBeInTheDocument();
  });

  it('says when every itinerary is complete', async () => {
    await renderPage();
    expect(await screen.findByText('All 4 tours have a complete itinerary.')).toBeInTheDocument();
  });

  it('reads 25 tours at a time and says the summary is of those shown', async () => {
    await renderPage(async (backend) => {
      const darjeeling = (await backend.tours.get('darjeeling-romance'))!;
      const { id: _id, ...fields } = darjeeling;
      for (let index = 0; index < 22; index++) await backend.tours.add({ ...fields, name: `Unplanned ${index}`, itinerary: [] });
    });
    const table = await screen.findByRole('table', { name: 'Itinerary coverage by tour' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    expect(screen.getByText('4 of the first 25 tours have a complete itinerary.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Show more tours' }).click();
    expect(await screen.findByText('4 of 26 tours have a complete itinerary.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more tours' })).toBeNull();
  });

  it('points to Manage Tours when there is no tour yet', async () => {
    await renderPage(async (backend) => {
      for (const tour of await backend.tours.list()) await backend.tours.remove(tour.id);
    });
    expect(await screen.findByRole('link', { name: 'Add one in Manage Tours' })).toHaveAttribute('href', '/admin/tours');
  });
});
