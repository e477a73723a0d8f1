import { suiteToday } from '@/testing/clock';
import { screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { addDays } from '@/backend/domain/calendar';
import { formatCalendarDate } from '@/lib/format';
import type { Booking, BookingRequestInput } from '@/backend/schemas';
import type { BookingFilter, PageRequest } from '@/backend/types';
import { freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminBookingsPage } from './admin-bookings-page';

/** The next date on 'MM-DD' from tomorrow on: inside the 400 days bookable online, in the same season every year. */
function nextDateOn(monthDay: string): string {
  const tomorrow = addDays(suiteToday(), 1);
  const thisYear = `${tomorrow.slice(0, 4)}-${monthDay}`;
  return thisYear >= tomorrow ? thisYear : `${Number(tomorrow.slice(0, 4)) + 1}-${monthDay}`;
}

const flightDate = addDays(suiteToday(), 90);
const seasonStay = { travelDate: nextDateOn('04-10'), endDate: nextDateOn('04-12') };

let bookings = 0;
const signedUp = new WeakSet<Backend>();

/**
 * A customer books on `backend`: by default a flight for a guest of their own name and e-mail. One account books
 * them all (signing up is slow on purpose: the password is hashed the way the demo stores it).
 */
async function book(backend: Backend, input: Partial<BookingRequestInput> = {}): Promise<Booking> {
  if (!signedUp.has(backend)) {
    await backend.auth.signUp(testCustomer);
    signedUp.add(backend);
  }
  const number = ++bookings;
  const name = input.userName ?? `Guest ${number}`;
  return backend.bookings.create({
    kind: 'flight',
    itemId: 'fl-sg-8169',
    userName: name,
    userEmail: `guest${number}@aster.test`,
    phone: '+447700900123',
    travelDate: flightDate,
    endDate: flightDate,
    travellers: 1,
    ...input,
  });
}

/**
 * A fresh backend with the two sample bookings and `flights` more flight bookings, all Pending unless `confirmed`.
 * One account may have only a few requests open at once: many bookings are confirmed as they come, as the
 * operator would, so the next one is accepted.
 */
async function backendWith(flights: number, { confirmed = false } = {}) {
  const backend = freshBackend();
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  for (let index = 0; index < flights; index++) {
    const booking = await book(backend);
    if (confirmed) await backend.bookings.updateStatus(booking.id, 'Confirmed');
  }
  return backend;
}

function renderList(backend: Backend, path = '/admin/hotel-bookings') {
  return renderWithApp(<AdminBookingsPage />, {
    backend,
    path,
    route: '/admin/hotel-bookings',
    routes: [{ path: '/admin/hotel-bookings/:id', element: <h1>Booking panel</h1> }],
  });
}

const csvOf = async (blob: Blob) =>
  (await blob.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

/** Catches the CSV the page downloads. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pending = blob;
    return 'blob:bookings';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
  });
  return files;
}

// Each test signs a customer and the admin up: the demo's password hashing takes its time on purpose.
describe('AdminBookingsPage', () => {
  it('reads one page of 25 at a time, counts every match and shows more on request', async () => {
    const backend = await backendWith(27, { confirmed: true });
    const pageRequests: PageRequest[] = [];
    const page = backend.bookings.page.bind(backend.bookings);
    backend.bookings.page = (filter: BookingFilter, request: PageRequest) => {
      pageRequests.push(request);
      return page(filter, request);
    };
    const { user } = await renderList(backend);

    expect(await screen.findByText('Showing 25 of 29 bookings')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Hotel bookings' })).getAllByRole('row')).toHaveLength(26);
    expect(pageRequests).toEqual([{ size: 25, after: null }]);

    await user.click(screen.getByRole('button', { name: 'Show 25 more' }));
    expect(await screen.findByText('Showing 29 of 29 bookings')).toBeInTheDocument();
    expect(pageRequests).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show 25 more' })).toBeNull();
  });

  it('keeps the filters in the URL, asks the backend with them, and clears them', async () => {
    const backend = await backendWith(2);
    const pema = await book(backend, {
      userName: 'Pema Bhutia',
      kind: 'room',
      itemId: 'deluxe-double',
      ...seasonStay,
      travellers: 2,
      mealPlan: 'cp',
      phone: '+919832012345',
    });
    const { user, router } = await renderList(backend, '/admin/hotel-bookings?status=Pending&kind=room');
    expect(await screen.findByText('Showing 1 of 1 bookings')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('Pending');
    expect(screen.getByLabelText('Kind')).toHaveValue('room');
    const row = screen.getByRole('row', { name: /Pema Bhutia/ });
    expect(within(row).getByRole('link', { name: 'Pema Bhutia' })).toHaveAttribute('href', `/admin/hotel-bookings/${pema.id}`);
    expect(within(row).getByRole('link', { name: 'Call +91 98320 12345' })).toHaveAttribute('href', 'tel:+919832012345');

    await user.selectOptions(screen.getByLabelText('Kind'), 'All');
    expect(router.state.location.search).toBe('?status=Pending');
    // The samples are one Confirmed and one Pending stay: with the two flights and the room, four are Pending.
    expect(await screen.findByText('Showing 4 of 4 bookings')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Showing 5 of 5 bookings')).toBeInTheDocument();
  });

  it('searches by phone number as people type it, its last digits, a surname and the start of a name', async () => {
    const backend = await backendWith(1);
    await book(backend, { userName: 'Pema Bhutia', phone: '+919832012345' });
    const { user, router } = await renderList(backend);
    await screen.findByText('Showing 4 of 4 bookings');

    await user.type(screen.getByLabelText('Search bookings'), '098320 12345');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=098320+12345');
    expect(await screen.findByText('Showing 1 of 1 bookings')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pema Bhutia/ })).toBeInTheDocument();

    // A surname, and the last five digits of the phone: the count shows beside Search.
    await user.clear(screen.getByLabelText('Search bookings'));
    await user.type(screen.getByLabelText('Search bookings'), 'Bhutia{Enter}');
    expect(await screen.findByRole('row', { name: /Pema Bhutia/ })).toBeInTheDocument();
    expect(await screen.findByText('1 found')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search bookings'));
    await user.type(screen.getByLabelText('Search bookings'), '12345{Enter}');
    expect(await screen.findByText('Showing 1 of 1 bookings')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pema Bhutia/ })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search bookings'));
    await user.type(screen.getByLabelText('Search bookings'), 'dan{Enter}');
    expect(await screen.findByRole('row', { name: /Daniel Lepcha/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 bookings')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search bookings'));
    await user.type(screen.getByLabelText('Search bookings'), 'nobody@aster.test{Enter}');
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show all bookings' }));
    expect(await screen.findByText('Showing 4 of 4 bookings')).toBeInTheDocument();
    expect(screen.getByLabelText('Search bookings')).toHaveValue('');
  });

  it('exports every matching booking page by page, showing the progress, with phone and kind', async () => {
    const backend = await backendWith(120, { confirmed: true });
    const files = catchDownloads();
    // Holds the export's second page until the test has seen the progress bar.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const page = backend.bookings.page.bind(backend.bookings);
    backend.bookings.page = async (filter: BookingFilter, request: PageRequest) => {
      if (request.size === 100 && request.after) await gate;
      return page(filter, request);
    };
    const { user } = await renderList(backend, '/admin/hotel-bookings?kind=flight');
    expect(await screen.findByText('Showing 25 of 120 bookings')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const progress = await screen.findByRole('progressbar', { name: 'Preparing the CSV: 100 of 120 bookings read' });
    expect(progress).toHaveAttribute('max', '120');
    expect(progress).toHaveAttribute('value', '100');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    release();

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^hotel-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvOf(files[0]!.blob);
    expect(lines[0]).toBe(
      'Reference,Kind,Item,Guest name,E-mail,Phone,Check-in,Check-out,Travellers,Total (INR),Status,Created,Cancellation requested,Made by',
    );
    expect(lines).toHaveLength(121);
    expect(lines[1]).toMatch(
      new RegExp(
        `^AST-\\w{5},Flight,"SpiceJet, Delhi \\(DEL\\) to Mumbai \\(BOM\\)",Guest \\d+,[^,]+@aster\\.test,'\\+447700900123,${flightDate},`,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('asks before cancelling, and keeps the status when the operator changes their mind', async () => {
    const backend = await backendWith(0);
    const { user } = await renderList(backend);
    const status = await screen.findByLabelText('Status for Daniel Lepcha');
    expect(status).toHaveValue('Pending');

    await user.selectOptions(status, 'Cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Teesta Riverside Retreat for Daniel Lepcha, from 5 Jan 2027');
    expect(status).toHaveValue('Pending');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await backend.bookings.get('booking_sample_2'))?.status).toBe('Pending');

    await user.selectOptions(status, 'Cancelled');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking status updated.')).toBeInTheDocument();
    expect((await backend.bookings.get('booking_sample_2'))?.status).toBe('Cancelled');
    expect(screen.getByLabelText('Status for Daniel Lepcha')).toHaveValue('Cancelled');

    // Confirming needs no question.
    await user.selectOptions(screen.getByLabelText('Status for Daniel Lepcha'), 'Confirmed');
    await waitFor(async () => expect((await backend.bookings.get('booking_sample_2'))?.status).toBe('Confirmed'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the full night when a cancelled room cannot be confirmed again, and the booking stays Cancelled', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = freshBackend();
    const night = {
      kind: 'room',
      itemId: 'family-room',
      travelDate: nextDateOn('05-10'),
      endDate: addDays(nextDateOn('05-10'), 1),
      travellers: 4,
      adults: 2,
      children: 2,
      mealPlan: 'ep',
    } as const;
    const first = await book(backend, { ...night, userName: 'Karma Dorjee' });
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.bookings.updateStatus(first.id, 'Cancelled');
    // The Family Room's two rooms go to two other guests meanwhile.
    await book(backend, night);
    await book(backend, night);
    const { user } = await renderList(backend, `/admin/hotel-bookings?q=${first.reference}`);

    await user.selectOptions(await screen.findByLabelText(`Status for Karma Dorjee, ${first.reference}`), 'Confirmed');
    expect(
      await screen.findByText(
        `Could not update booking status. Sorry, no room of this type is left for the night of ${formatCalendarDate(night.travelDate)}. Please choose other dates. The booking stays Cancelled.`,
      ),
    ).toBeInTheDocument();
    expect((await backend.bookings.get(first.id))?.status).toBe('Cancelled');
    await waitFor(() => expect(screen.getByLabelText(`Status for Karma Dorjee, ${first.reference}`)).toHaveValue('Cancelled'));
  });

  it('marks a room booking whose total no longer matches the stored rates', async () => {
    const backend = freshBackend();
    const stay = await book(backend, {
      userName: 'Pema Bhutia',
      kind: 'room',
      itemId: 'deluxe-double',
      ...seasonStay,
      travellers: 2,
      mealPlan: 'cp',
    });
    expect(stay.totalPrice).toBe(3600);
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    // The operator raises the season rate afterwards.
    const hotel = await backend.hotelAster.get();
    await backend.hotelAster.save({
      profile: hotel.profile,
      rooms: hotel.rooms.map((room) =>
        room.id === 'deluxe-double' ? { ...room, rates: { ...room.rates, season: { ...room.rates.season, cp: 2000 } } } : room,
      ),
    });
    await renderList(backend);

    const row = await screen.findByRole('row', { name: /Pema Bhutia/ });
    expect(await within(row).findByText(/Total does not match the rates: ₹4,000 expected\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        /1 room booking shown here does not match the rates\..*a rate changed after the booking was made also shows here/,
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Daniel Lepcha/ })).queryByText(/does not match/)).toBeNull();
  });

  it("says 'Could not fetch bookings.' when the backend cannot be reached", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWithApp(<AdminBookingsPage />, { loading: Promise.reject(new Error('offline')), path: '/admin/hotel-bookings' });
    expect(await screen.findByText('Could not fetch bookings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
