import { suiteToday } from '@/testing/clock';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/backend/domain/calendar';
import { freshBackend, testAdmin } from '@/testing/backend';
import { northSikkimTour } from '@/testing/north-sikkim';
import { renderWithApp } from '@/testing/render';
import { AlertBannerSlot } from './alert-banner-slot';

async function backendWithClosure() {
  const backend = freshBackend();
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  await backend.alerts.save({
    kind: 'road-closed',
    title: 'North Sikkim highway closed by a landslide',
    places: ['Lachung'],
    from: suiteToday(),
    to: addDays(suiteToday(), 2),
    message: 'Permits for Lachung are suspended.',
  });
  await backend.admin.signOut();
  return backend;
}

describe('AlertBannerSlot', () => {
  it('shows the alert on the page of a tour whose days name its place, as a region with a heading', async () => {
    await renderWithApp(<AlertBannerSlot tour={northSikkimTour()} />, { backend: await backendWithClosure() });
    const banner = await screen.findByRole('region', { name: 'Travel alert' });
    expect(banner).toHaveTextContent('Road closed: North Sikkim highway closed by a landslide');
    expect(banner).toHaveTextContent('Permits for Lachung are suspended.');
    expect(banner.querySelector('[role="status"]')).not.toBeNull();
  });

  it('shows nothing on the page of a tour it does not touch', async () => {
    const { queryClient } = await renderWithApp(
      <AlertBannerSlot
        tour={{ ...northSikkimTour(), id: 'darjeeling', destinationsCovered: ['Darjeeling'], itinerary: [], name: 'Darjeeling' }}
      />,
      { backend: await backendWithClosure() },
    );
    // The active alerts have been read (the slot's one read) and the banner's chunk has loaded: none is for this page.
    await waitFor(() => expect(queryClient.getQueryState(['alerts', 'active', suiteToday()])?.status).toBe('success'));
    await act(() => import('./alert-banner'));
    expect(screen.queryByRole('region', { name: 'Travel alert' })).toBeNull();
  });
});
