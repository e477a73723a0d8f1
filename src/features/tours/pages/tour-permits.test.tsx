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

describe('who can take the trip, beside Book Now', () => {
  it('says what Indian and foreign nationals bring, and that the Nathula excursion is for Indians only', async () => {
    await renderWithApp(<TourDetailPage />, { path: '/hotel/sikkim-delight', route: '/hotel/:id' });
    const who = await screen.findByRole('region', { name: 'Who can take this trip' });
    const said = (region: HTMLElement, group: string) =>
      Array.from(
        within(region).getByText(group, { selector: 'dt' }).nextElementSibling!.querySelectorAll('li'),
        (line) => line.textContent,
      );
    expect(said(who, 'Indian nationals')).toEqual([
      'May take the whole trip.',
      'Tsomgo Lake & Nathula protected area permit: A passport, an Aadhaar card, a voter ID card or a driving licence, and a passport-size photo.',
    ]);
    expect(said(who, 'Foreign nationals')).toEqual([
      'Nathula Pass excursion is not open to them. Only nationals of India may go to Nathula.',
      'Tsomgo Lake & Baba Mandir protected area permit (PAP) for foreign nationals: A passport, a copy of the Indian visa, and a passport-size photo.',
    ]);
    expect(within(who).getByRole('link', { name: 'The permits, day by day' })).toHaveAttribute('href', '#tour-permits');
    // It comes before Book Now in the booking card, where a phone shows it.
    const bookNow = within(screen.getByRole('complementary', { name: 'Price and booking' })).getByRole('link', {
      name: 'Book Now',
    });
    expect(who.compareDocumentPosition(bookNow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of a tour that needs no permit', async () => {
    await renderWithApp(<TourDetailPage />, { path: '/hotel/darjeeling-romance', route: '/hotel/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: /Darjeeling Romance/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Who can take this trip' })).toBeNull();
  });
});
