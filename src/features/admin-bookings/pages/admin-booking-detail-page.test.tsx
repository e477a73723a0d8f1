import { screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { movePriceWords } from '@/backend/domain/booking-moves';
import { addDays, daysBetween } from '@/backend/domain/calendar';
import type { BookingRequestInput } from '@/backend/schemas';
import { createLocalBackend } from '@/backend/local/adapter';
import { openLocalDb } from '@/backend/local/db';
import { customerRequests, freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { clockShiftedBy, suiteToday } from '@/testing/clock';
import { formatCalendarDate } from '@/lib/format';
import { renderWithApp } from '@/testing/render';
import { sikkimDelightStart } from '@/testing/tour-dates';
import { AdminBookingDetailPage } from './admin-booking-detail-page';

const departure = sikkimDelightStart(60);
/** 60 days ahead, or a day or two more (the first start date the tour offers). */
const daysAhead = daysBetween(suiteToday(), departure);

/** The next date on 'MM-DD' from tomorrow on: inside the 400 days bookable online, in the same season every year. */
function nextDateOn(monthDay: string): string {
  const tomorrow = addDays(suiteToday(), 1);
  const thisYear = `${tomorrow.slice(0, 4)}-${monthDay}`;
  return thisYear >= tomorrow ? thisYear : `${Number(tomorrow.slice(0, 4)) + 1}-${monthDay}`;
}

const twoForSikkimDelight = {
  kind: 'tour',
  itemId: 'sikkim-delight',
  travelDate: departure,
  endDate: departure,
  travellers: 2,
} as const;

/** A customer's tour request 60 days ahead for two, with a phone number; the admin is signed in. */
async function backendWithBooking(input: Partial<BookingRequestInput> = {}) {
  const backend = freshBackend();
  const booking = await customerRequests(backend, { ...twoForSikkimDelight, ...input });
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  return { backend, booking };
}

const renderPanel = (backend: Backend, id: string) =>
  renderWithApp(<AdminBookingDetailPage />, {
    backend,
    path: `/admin/hotel-bookings/${id}`,
    route: '/admin/hotel-bookings/:id',
    routes: [{ path: '/admin/hotel-bookings', element: <h1>All bookings</h1> }],
  });

// Each test signs a customer and the admin up: the demo's password hashing takes its time on purpose.
describe('AdminBookingDetailPage', () => {
  it('shows every field, the phone with call and WhatsApp links, and the refund the policy gives once paid', async () => {
    const { backend, booking } = await backendWithBooking();
    await renderPanel(backend, booking.id);

    expect(await screen.findByRole('heading', { level: 1, name: `Booking ${booking.reference}` })).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'Call +91 98320 12345' })).toHaveAttribute('href', 'tel:+919832012345');
    const whatsapp = within(customer).getByRole('link', { name: /WhatsApp Pema/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919832012345\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(`about your booking ${booking.reference}`);
    expect(within(customer).getByRole('link', { name: 'pema@aster.test' })).toHaveAttribute('href', 'mailto:pema@aster.test');

    const facts = screen.getByRole('region', { name: 'Booking' });
    expect(facts).toHaveTextContent('Sikkim Delight');
    expect(facts).toHaveTextContent('KindTour package');
    expect(facts).toHaveTextContent('Travellers2');
    expect(facts).toHaveTextContent('Total₹37,000');
    expect(facts).toHaveTextContent('DepartureOn request');

    // 60 days ahead: ₹500 per person (₹1,000) or 10% (₹3,700), whichever is higher.
    const refund = screen.getByRole('region', { name: 'Cancellation and refund' });
    expect(refund).toHaveTextContent(
      `Nobody has asked to cancel. If Pema Bhutia asked today, it would be ${daysAhead} days before the travel date.`,
    );
    expect(refund).toHaveTextContent('Cancellation charge₹3,700');
    expect(refund).toHaveTextContent('Refund once paid₹33,300');
    expect(refund).toHaveTextContent('Nothing has been paid yet');
    expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute('href', '/admin/hotel-bookings');
  });

  it('says a trip tailored from a tour holds the seats of the fixed departure it starts on, with its Hotel Aster nights', async () => {
    const dbName = `trip-${crypto.randomUUID()}`;
    const backend = createLocalBackend({ dbName, demoAdmin: testAdmin });
    const booking = await customerRequests(backend, twoForSikkimDelight);
    // An accepted quote's trip, as stored: it starts on the tour's departure and sleeps its first night at Hotel Aster.
    const db = await openLocalDb(dbName);
    const stored = await db.get('hotelBookings', booking.id);
    await db.put('hotelBookings', {
      ...stored!,
      kind: 'trip',
      fixedDeparture: true,
      plan: {
        startDate: departure,
        endDate: addDays(departure, 1),
        days: [],
        stays: [{ night: departure, place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 1 }],
      },
    });
    db.close();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await renderPanel(backend, booking.id);

    const facts = await screen.findByRole('region', { name: 'Booking' });
    expect(facts).toHaveTextContent('DepartureA fixed departure (its seats are held)');
    expect(facts).toHaveTextContent(`Nights at Hotel Aster${formatCalendarDate(departure)}`);
  });

  it('counts the refund to the day the customer asked to cancel, and says it waits for an answer', async () => {
    const { backend, booking } = await backendWithBooking();
    await backend.bookings.requestCancellation(booking.id);
    await renderPanel(backend, booking.id);
    const refund = await screen.findByRole('region', { name: 'Cancellation and refund' });
    expect(refund).toHaveTextContent(
      new RegExp(`Pema Bhutia asked to cancel on .+, ${daysAhead} days before the travel date\\.`),
    );
    expect(
      screen.getByText('The customer asked to cancel: set the booking to Cancelled once it is settled.'),
    ).toBeInTheDocument();
  });

  it('saves the internal note and records each status change with who and when', async () => {
    const { backend, booking } = await backendWithBooking();
    const { user, unmount } = await renderPanel(backend, booking.id);

    const history = await screen.findByRole('region', { name: 'Status history' });
    expect(
      await within(history).findByText('No status changes yet: the booking is as the customer sent it.'),
    ).toBeInTheDocument();
    const note = await screen.findByLabelText('Internal note');
    await user.type(note, 'Wants a window seat; call after 6 pm.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect((await backend.bookings.officeRecord(booking.id)).note).toBe('Wants a window seat; call after 6 pm.');

    await user.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    expect(await screen.findByText('Booking status updated.')).toBeInTheDocument();
    expect(await within(history).findByText(testAdmin.email)).toBeInTheDocument();
    expect(history).toHaveTextContent('Confirmed');

    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(within(history).getAllByText(testAdmin.email)).toHaveLength(2));
    expect((await backend.bookings.get(booking.id))?.status).toBe('Cancelled');
    unmount();

    // Opened again: the note is there.
    await renderPanel(backend, booking.id);
    expect(await screen.findByLabelText('Internal note')).toHaveValue('Wants a window seat; call after 6 pm.');
  });

  it('lists the moves of the booking to another date, with who moved it and when', async () => {
    const { backend, booking } = await backendWithBooking();
    const later = sikkimDelightStart(70);
    await backend.alerts.moveBooking(booking.id, later);
    // The price difference as the move transaction stored it, read before the page renders: an await outside the
    // page's own waits would let its other panels update outside act.
    const [move] = (await backend.bookings.officeRecord(booking.id)).moves ?? [];
    await renderPanel(backend, booking.id);

    const history = await screen.findByRole('region', { name: 'Status history' });
    const moves = await within(history).findByRole('list', { name: 'Moved to another date' });
    expect(moves).toHaveTextContent(
      `From ${formatCalendarDate(departure)} to ${formatCalendarDate(later)}, by ${testAdmin.email}`,
    );
    expect(moves).toHaveTextContent(movePriceWords(move!.price!));
  });

  it('marks a request that was not confirmed within the hours it holds, and says what confirming it does', async () => {
    // A backend whose clock ran 49 hours behind: the request it stored then is past the 48 hours it holds.
    const backend = createLocalBackend({
      dbName: `lapsed-hold-${crypto.randomUUID()}`,
      demoAdmin: testAdmin,
      now: clockShiftedBy(-49 * 3_600_000),
    });
    const booking = await customerRequests(backend, twoForSikkimDelight);
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await renderPanel(backend, booking.id);

    const standing = await screen.findByRole('region', { name: 'Where it stands' });
    expect(await within(standing).findByText('Hold lapsed')).toBeInTheDocument();
    expect(standing).toHaveTextContent(
      'This request no longer holds its rooms or seats: it was not confirmed within 48 hours. Confirming it holds them again if they are still free.',
    );
  });

  it('marks a request taken without a hold from an account that never verified its address, and says why', async () => {
    const dbName = `unverified-${crypto.randomUUID()}`;
    const backend = createLocalBackend({ dbName, demoAdmin: testAdmin });
    await backend.auth.signUp(testCustomer);
    const db = await openLocalDb(dbName);
    const stored = await db.getFromIndex('users', 'byEmail', testCustomer.email);
    await db.put('users', { ...stored!, emailVerified: false });
    db.close();
    await backend.auth.signIn(testCustomer.email, testCustomer.password);
    const booking = await backend.bookings.create({
      kind: 'room',
      itemId: 'deluxe-double',
      userName: 'Pema Bhutia',
      userEmail: 'pema@aster.test',
      phone: '+919832012345',
      travelDate: nextDateOn('04-10'),
      endDate: nextDateOn('04-12'),
      travellers: 2,
      mealPlan: 'cp',
    });
    expect(booking).toMatchObject({ notHeld: 'unverified' });
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await renderPanel(backend, booking.id);

    const standing = await screen.findByRole('region', { name: 'Where it stands' });
    expect(await within(standing).findByText('Not held')).toBeInTheDocument();
    expect(standing).toHaveTextContent(
      'This request holds no rooms or seats: the account had not verified its e-mail address when it was sent. Confirming it holds them if they are still free.',
    );
  });

  it('says nothing of a lapsed hold for a request made just now', async () => {
    const { backend, booking } = await backendWithBooking();
    await renderPanel(backend, booking.id);
    const standing = await screen.findByRole('region', { name: 'Where it stands' });
    await screen.findByRole('region', { name: 'Note for the office' });
    expect(await within(standing).findByText('Status')).toBeInTheDocument();
    expect(within(standing).queryByText('Hold lapsed')).toBeNull();
  });

  it('marks a room whose total differs from the rates saved now, and says why that may be', async () => {
    const { backend, booking } = await backendWithBooking({
      kind: 'room',
      itemId: 'deluxe-double',
      travelDate: nextDateOn('04-10'),
      endDate: nextDateOn('04-12'),
      mealPlan: 'cp',
    });
    const hotel = await backend.hotelAster.get();
    await backend.hotelAster.save({
      profile: hotel.profile,
      rooms: hotel.rooms.map((room) =>
        room.id === 'deluxe-double' ? { ...room, rates: { ...room.rates, season: { ...room.rates.season, cp: 2000 } } } : room,
      ),
    });
    await renderPanel(backend, booking.id);
    const facts = await screen.findByRole('region', { name: 'Booking' });
    expect(facts).toHaveTextContent('Nights charged2 nights at the season rate, 0 nights off-season');
    expect(await within(facts).findByText(/Total does not match the rates: ₹4,000 expected\./)).toHaveTextContent(
      'a rate changed after the booking was made also shows here',
    );
  });

  it('says when there is no such booking', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await renderPanel(backend, 'no-such-booking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found.' })).toBeInTheDocument();
  });
});
