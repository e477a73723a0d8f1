import { suiteToday } from '@/testing/clock';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/backend/domain/calendar';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { RouteAlerts } from './route-alerts';

async function backendWithAlert(places: string[]) {
  const backend = freshBackend();
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  await backend.alerts.save({
    kind: 'heavy-snow',
    title: 'Heavy snow on the roads out of Gangtok',
    places,
    from: suiteToday(),
    to: addDays(suiteToday(), 1),
  });
  await backend.admin.signOut();
  return backend;
}

describe('RouteAlerts', () => {
  it('shows an alert naming Gangtok on the Hotel Aster page', async () => {
    await renderWithApp(<RouteAlerts />, { backend: await backendWithAlert(['Gangtok']), path: '/hotel-aster-gangtok' });
    expect(await screen.findByRole('region', { name: 'Travel alert' })).toHaveTextContent(
      'Heavy snow: Heavy snow on the roads out of Gangtok',
    );
  });

  it("shows it on a tour's page whose days name the place, read from the page's address", async () => {
    await renderWithApp(<RouteAlerts />, {
      backend: await backendWithAlert(['Tsomgo Lake']),
      path: '/hotel/sikkim-delight',
    });
    expect(await screen.findByRole('region', { name: 'Travel alert' })).toBeVisible();
  });
});
