import { screen, within } from '@testing-library/react';
import type { BookingRequestInput } from '@/backend/schemas';
import { freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminOccupancyPage } from './admin-occupancy-page';

const familyNight = {
  kind: 'room',
  itemId: 'family-room',
  userEmail: 'guest@aster.test',
  phone: '+919832012345',
  travelDate: '2099-05-10',
  endDate: '2099-05-12',
  travellers: 4,
  adults: 2,
  children: 2,
  mealPlan: 'cp',
} as const;

/** Both Family Rooms taken on 10 May 2099 (one request confirmed), one of them on the 11th too; a departure with seats taken. */
async function busyBackend() {
  // The backend's clock in December 2098: May 2099 is within the 400 days bookable ahead.
  const backend = freshBackend({ now: () => Date.UTC(2098, 11, 1, 10) });
  await backend.auth.signUp(testCustomer);
  const book = (input: Partial<BookingRequestInput> & { userName: string }) =>
    backend.bookings.create({ ...familyNight, ...input });
  const karma = await book({ userName: 'Karma Dorjee' });
  const pema = await book({ userName: 'Pema Bhutia', endDate: '2099-05-11' });
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  await backend.bookings.updateStatus(karma.id, 'Confirmed');
  const tour = await backend.tours.get('sikkim-delight');
  // Nathula (day 2) is closed on Mondays: the departure of Sunday 24 May cannot run as planned.
  await backend.tours.update({ ...tour!, departures: { '2099-05-20': 12, '2099-05-24': 8 } });
  await backend.bookings.create({
    kind: 'tour',
    itemId: 'sikkim-delight',
    userName: 'Tashi',
    userEmail: 'tashi@aster.test',
    phone: '+919832012345',
    travelDate: '2099-05-20',
    endDate: '2099-05-20',
    travellers: 3,
  });
  return { backend, karma, pema };
}

// Each test signs a customer and the admin up: the demo's password hashing takes its time on purpose.
describe('AdminOccupancyPage', () => {
  it('shows the month grid, Pending apart from Confirmed, and lists the bookings of a night', async () => {
    const { backend, karma, pema } = await busyBackend();
    const { user } = await renderWithApp(<AdminOccupancyPage />, {
      backend,
      path: '/admin/occupancy?month=2099-05',
      route: '/admin/occupancy',
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Hotel Aster rooms, May 2099' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rooms taken per night, May 2099' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(32);
    const familyRow = within(table).getByRole('row', { name: /^Family Room \(5 Pax\)/ });
    expect(within(familyRow).getByRole('rowheader')).toHaveTextContent('Family Room (5 Pax)2 rooms');
    const full = within(familyRow).getByRole('button', {
      name: 'Family Room (5 Pax), night of 10 May 2099: 2 of 2 rooms taken (1 pending, 1 confirmed), none left.',
    });
    expect(full).toHaveTextContent('2');
    expect(
      within(familyRow).getByRole('button', { name: /night of 11 May 2099: 1 of 2 rooms taken \(1 confirmed\), 1 free\./ }),
    ).toBeInTheDocument();
    expect(within(familyRow).getAllByRole('button')).toHaveLength(2);

    await user.click(full);
    expect(full).toHaveAttribute('aria-pressed', 'true');
    const night = screen.getByRole('region', { name: 'Family Room (5 Pax), night of 10 May 2099' });
    expect(night).toHaveTextContent('2 of 2 rooms taken: none left.');
    expect(within(night).getByRole('link', { name: `Karma Dorjee, ${karma.reference}` })).toHaveAttribute(
      'href',
      `/admin/hotel-bookings/${karma.id}`,
    );
    expect(within(night).getByRole('link', { name: `Pema Bhutia, ${pema.reference}` })).toHaveAttribute(
      'href',
      `/admin/hotel-bookings/${pema.id}`,
    );

    const months = screen.getByRole('navigation', { name: 'Months' });
    expect(within(months).getByRole('link', { name: /Previous month/ })).toHaveAttribute(
      'href',
      '/admin/occupancy?month=2099-04',
    );
    expect(within(months).getByRole('link', { name: /Next month/ })).toHaveAttribute('href', '/admin/occupancy?month=2099-06');
    expect(within(months).getByRole('link', { name: 'This month' })).toHaveAttribute('href', '/admin/occupancy');

    const departures = await screen.findByRole('table', { name: 'Seats taken on each fixed tour departure from today' });
    const [open, closed] = within(departures).getAllByRole('row', { name: /Sikkim Delight/ });
    expect(open).toHaveTextContent('20 May 20991239');
    expect(open).not.toHaveTextContent('closed day');
    expect(await within(closed!).findByText(/^Falls on a closed day\./)).toHaveTextContent(
      'Falls on a closed day. Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Monday.',
    );
    expect(closed).toHaveTextContent('24 May 2099808');
  });

  it('says when no tour has fixed departures, and a quiet month has nothing to open', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    // The sample tours have fixed departures: the operator has since turned every tour to "on request".
    for (const tour of await backend.tours.list()) await backend.tours.update({ ...tour, departures: {} });
    await renderWithApp(<AdminOccupancyPage />, { backend, path: '/admin/occupancy?month=2099-01', route: '/admin/occupancy' });
    const table = await screen.findByRole('table', { name: 'Rooms taken per night, January 2099' });
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(await screen.findByText(/No fixed departures from today: every tour runs on request\./)).toBeInTheDocument();
  });
});
