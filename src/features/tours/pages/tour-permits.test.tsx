import { screen, within } from '@testing-library/react';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { TourDetailPage } from './tour-detail-page';

describe('the tour page and its permits', () => {
  it('says which permits the trip needs, as the operator keeps them', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const nathula = (await backend.permits.list()).find((permit) => permit.id === 'tsomgo-nathula')!;
    await backend.permits.save({ ...nathula, closedWeekdays: [3] });
    await backend.admin.signOut();

    await renderWithApp(<TourDetailPage />, { backend, path: '/hotel/sikkim-delight', route: '/hotel/:id' });
    const permits = await screen.findByRole('region', { name: 'Permits for this trip' });
    expect(within(permits).getByRole('heading', { name: 'Tsomgo Lake & Nathula protected area permit' })).toBeVisible();
    expect(permits).toHaveTextContent('Nathula is closed on Wednesdays');
  });

  it('has no permits section for a tour that needs none', async () => {
    await renderWithApp(<TourDetailPage />, { path: '/hotel/darjeeling-romance', route: '/hotel/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: /Darjeeling Romance/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Permits for this trip' })).toBeNull();
  });
});
