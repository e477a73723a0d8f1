import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { addDays, todayCalendarDate } from '@/backend/domain/calendar';
import { readStoredConfirmation } from '@/lib/booking-confirmation-store';
import { formatCalendarDate } from '@/lib/format';
import { freshBackend, signUpUnverified, testCustomer } from '@/testing/backend';
import type { SessionUser } from '@/backend/schemas';
import { renderWithApp } from '@/testing/render';
import type { StayCalendar } from '@/backend/domain/room-stay';
import { RoomBooking } from './room-booking';

/**
 * A signed-in customer on a fresh embedded backend, on the booking form of one of the sample rooms (with the
 * hotel's own seasons, periods and closed dates, or those given); `signUp` makes the account.
 */
async function renderRoom(
  roomName: string,
  backend: Backend = freshBackend(),
  calendar?: StayCalendar,
  signUp: (backend: Backend) => Promise<SessionUser> = (fresh) => fresh.auth.signUp(testCustomer),
) {
  const aster = await backend.hotelAster.get();
  const room = aster.rooms.find((candidate) => candidate.name === roomName)!;
  const customer = await signUp(backend);
  const view = await renderWithApp(
    <RoomBooking room={room} calendar={calendar ?? aster.profile} otherRooms={aster.rooms} user={customer} />,
    {
      backend,
      path: '/booking/hotel-aster-room',
      route: '/booking/:id',
      routes: [{ path: '/', element: <h1>Home</h1> }],
    },
  );
  return { ...view, room };
}

/** A night at least `from` days ahead whose neighbours are in its month, so one calendar page shows the stay. */
function nightInMidMonth(from: number): string {
  let night = addDays(todayCalendarDate(), from);
  while (Number(night.slice(8, 10)) < 3 || Number(night.slice(8, 10)) > 25) night = addDays(night, 1);
  return night;
}

/**
 * The next date on 'MM-DD' from tomorrow on: always inside the 400 days bookable online, and in the same season
 * every year (seasons are ranges of month and day).
 */
function nextDateOn(monthDay: string): string {
  const tomorrow = addDays(todayCalendarDate(), 1);
  const thisYear = `${tomorrow.slice(0, 4)}-${monthDay}`;
  return thisYear >= tomorrow ? thisYear : `${Number(tomorrow.slice(0, 4)) + 1}-${monthDay}`;
}

beforeEach(() => localStorage.clear());

/** A write to the embedded backend (fake IndexedDB) can take a few seconds on a busy machine. */
const afterWrite = { timeout: 5000 };

// Whole forms filled in jsdom on a busy machine take more than the default 5 s.
describe('RoomBooking', () => {
  it('clears the check-out error once the dates are fixed', async () => {
    const { user } = await renderRoom('Deluxe Double');
    const checkIn = screen.getByLabelText('Check-in date');
    const checkOut = screen.getByLabelText('Check-out date');
    // A date picked without focusing the field (as pickers and autofill do) leaves it untouched.
    const day = addDays(todayCalendarDate(), 30);
    fireEvent.change(checkOut, { target: { value: day } });
    // Leaving the check-in date checks the check-out date too, before the guest has left that field.
    await user.type(checkIn, day);
    await user.tab();
    expect(await screen.findByText('Check-out date must be after the check-in date.')).toBeInTheDocument();
    fireEvent.change(checkOut, { target: { value: addDays(day, 2) } });
    await waitFor(() => expect(screen.queryByText('Check-out date must be after the check-in date.')).toBeNull());
  });

  it('opens a single for one adult, with no message that the room is too small', async () => {
    await renderRoom('Deluxe Single');
    expect(screen.getByLabelText('Adults')).toHaveValue('1');
    expect(screen.queryByText(/^One Deluxe Single sleeps/)).toBeNull();
  });

  it('says what is missing when sent empty, instead of only moving the focus', async () => {
    const { backend, user } = await renderRoom('Deluxe Double');
    await user.clear(screen.getByLabelText('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText('Please choose a check-in date.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a check-out date.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your mobile number, so we can reach you about your trip.')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-in date')).toHaveFocus();
    expect(await backend.bookings.listMine()).toEqual([]);
  });

  it('prefills the guest, prices the stay night by night, stores the request and remembers it for the home page', async () => {
    const { backend, router, user } = await renderRoom('Deluxe Double');
    expect(screen.getByLabelText('Full Name')).toHaveValue(testCustomer.name);
    expect(screen.getByLabelText('Email Address')).toHaveValue(testCustomer.email);
    expect(screen.getByText('Choose your check-in and check-out dates to see the total.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm & Pay' })).toHaveAccessibleDescription(
      'This sends a booking request. Nothing is charged: online payment is switched off.',
    );

    // Two nights in season, then one off-season (the samples' season ends with June).
    const checkIn = nextDateOn('06-29');
    const checkOut = addDays(checkIn, 3);
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: checkOut } });
    await user.selectOptions(screen.getByLabelText('Meal plan'), 'MAP — With breakfast and dinner');
    const price = screen.getByRole('region', { name: 'Price for your stay' });
    expect(price).toHaveTextContent('Season nights, MAP 2 nights × ₹2,200₹4,400');
    expect(price).toHaveTextContent('Off-season nights, MAP 1 night × ₹2,000₹2,000');
    expect(price).toHaveTextContent('Total for 3 nights₹6,400');
    expect(await screen.findByText('Available for your dates: 6 rooms of this type left.')).toBeInTheDocument();

    const whatsapp = screen.getByRole('link', { name: /Chat on WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      `the Deluxe Double room for 2 guests, check-in ${formatCalendarDate(checkIn)}, check-out ${formatCalendarDate(checkOut)}, MAP (with breakfast and dinner)`,
    );

    await user.type(screen.getByLabelText('Mobile Number'), '98320 12345');
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText('Booking successful! (Payment Gateway Disabled)', undefined, afterWrite)).toBeInTheDocument();
    // The home page is on screen: the form, and the queries it watched, are gone.
    expect(await screen.findByRole('heading', { name: 'Home' }, afterWrite)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    const stored = await backend.bookings.listMine();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'room',
      itemId: 'deluxe-double',
      itemName: 'Deluxe Double, Hotel Aster',
      userName: testCustomer.name,
      userEmail: testCustomer.email,
      phone: '+919832012345',
      travelDate: checkIn,
      endDate: checkOut,
      travellers: 2,
      adults: 2,
      children: 0,
      totalPrice: 6400,
      mealPlan: 'map',
      status: 'Pending',
      lines: [
        { kind: 'room', label: 'Season nights, MAP', detail: '2 nights × ₹2,200', amount: 4400 },
        { kind: 'room', label: 'Off-season nights, MAP', detail: '1 night × ₹2,000', amount: 2000 },
      ],
    });
    expect(JSON.parse(readStoredConfirmation(stored[0]!.userId ?? '') ?? 'null')).toMatchObject({
      reference: stored[0]!.reference,
      kind: 'room',
      itemName: 'Deluxe Double, Hotel Aster',
      travelDate: checkIn,
      endDate: checkOut,
      travellers: 2,
      totalPrice: 6400,
    });
  });

  it('tells an unverified account, as the request goes, that it keeps no room and what to do', async () => {
    const { user } = await renderRoom('Deluxe Double', freshBackend(), undefined, (fresh) => signUpUnverified(fresh));
    const checkIn = nextDateOn('06-29');
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: addDays(checkIn, 2) } });
    await user.type(screen.getByLabelText('Mobile Number'), '98320 12345');
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    expect(await screen.findByRole('heading', { name: 'Home' }, afterWrite)).toBeInTheDocument();
    const notice = screen.getByText(/^Not held: your e-mail address is not verified yet/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice).toHaveTextContent(`does not keep the room for you while we confirm it`);
    expect(notice).toHaveTextContent(`Open the link we e-mailed to ${testCustomer.email} when you signed up`);
    expect(screen.getByText('Booking successful! (Payment Gateway Disabled)')).toBeInTheDocument();
  });

  it('greys out a sold-out night in the calendar and refuses a stay over it, storing nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = freshBackend();
    // Another guest has both Family Rooms for one night.
    const full = nightInMidMonth(40);
    await backend.auth.signUp({ name: 'Dawa Lepcha', email: 'dawa@aster.test', password: 'dawa-secret-1' });
    for (let room = 0; room < 2; room++) {
      await backend.bookings.create({
        kind: 'room',
        itemId: 'family-room',
        userName: 'Dawa Lepcha',
        userEmail: 'dawa@aster.test',
        phone: '+919832011111',
        travelDate: full,
        endDate: addDays(full, 1),
        travellers: 4,
        adults: 2,
        children: 2,
        mealPlan: 'cp',
      });
    }
    await backend.auth.signOut();

    const { router, user } = await renderRoom('Family Room (5 Pax)', backend);
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: addDays(full, -1) } });
    fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: addDays(full, 1) } });
    const refusal = `Sorry, no room of this type is left for the night of ${formatCalendarDate(full)}. Please choose other dates.`;
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    // The calendar has moved to the month of the check-in and marks the full night.
    expect(
      await screen.findByRole('button', { name: `${formatCalendarDate(full)}, sold out, in your stay` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${formatCalendarDate(addDays(full, 2))}, available` })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mobile Number'), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText(`${refusal} Nothing was booked.`, undefined, afterWrite)).toHaveAttribute('role', 'alert');
    expect(router.state.location.pathname).toBe('/booking/hotel-aster-room');
    expect(await backend.bookings.listMine()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('picks the stay in the calendar with the keyboard', async () => {
    const { user } = await renderRoom('Deluxe Double');
    const night = nightInMidMonth(40);
    // Typing a check-in brings its month; then the calendar takes over.
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: night } });
    const month = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.parse(`${night}T00:00:00Z`),
    );
    const calendar = await screen.findByRole('table', { name: month });
    const checkIn = await within(calendar).findByRole('button', {
      name: `${formatCalendarDate(night)}, available, your check-in`,
    });
    // Clicking the check-in day picks it again, and leaves the focus there.
    await user.click(checkIn);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(calendar).getByRole('button', { name: `${formatCalendarDate(addDays(night, 2))}, available` })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Check-out date')).toHaveValue(addDays(night, 2));
    expect(screen.getByRole('region', { name: 'Price for your stay' })).toHaveTextContent('Total for 2 nights');

    // A day on or before the check-in starts again.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByLabelText('Check-in date')).toHaveValue(addDays(night, -5));
    expect(screen.getByLabelText('Check-out date')).toHaveValue('');
  });

  it('offers two rooms or a room type that takes a party too large for one room, and prices the choice', async () => {
    const { backend, user } = await renderRoom('Deluxe Double');
    const checkIn = nightInMidMonth(60);
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: addDays(checkIn, 2) } });
    await user.selectOptions(screen.getByLabelText('Adults'), '3 Adults');
    await user.selectOptions(screen.getByLabelText('Children (under 12)'), '2 Children');
    const advice =
      'One Deluxe Double sleeps 2 adults and 1 child, and one more on an extra bed. For 3 adults and 2 children, please book 2 rooms or choose a larger room type.';
    expect(await screen.findAllByText(advice)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Book the Family Room (5 Pax) instead' })).toHaveAttribute(
      'href',
      '/booking/hotel-aster-family-room-5-pax',
    );
    await user.click(screen.getByRole('button', { name: 'Book 2 rooms of this type' }));
    expect(screen.getByLabelText('Rooms')).toHaveValue('2');
    await waitFor(() => expect(screen.queryByText(advice)).toBeNull());
    const price = screen.getByRole('region', { name: 'Price for your stay' });
    expect(price).toHaveTextContent(/× 2 rooms ×/);
    expect(price).toHaveTextContent('Children under 12, CP 2 children × 2 nights × ₹300₹1,200');

    await user.type(screen.getByLabelText('Mobile Number'), '98320 12345');
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByRole('heading', { name: 'Home' }, afterWrite)).toBeInTheDocument();
    const [stored] = await backend.bookings.listMine();
    expect(stored).toMatchObject({ rooms: 2, adults: 3, children: 2, travellers: 5 });
    expect(stored?.lines?.reduce((sum, line) => sum + line.amount, 0)).toBe(stored?.totalPrice);
  });

  it('shows closed nights with their reason and a period with its minimum stay, and asks for the minimum', async () => {
    const night = nightInMidMonth(40);
    const { user } = await renderRoom('Deluxe Double', freshBackend(), {
      seasons: [{ from: '01-01', to: '12-31' }],
      periods: [{ id: 'festival', name: 'Festival', ranges: [{ from: night, to: addDays(night, 1) }], minNights: 3 }],
      closed: [{ from: addDays(night, -2), to: addDays(night, -1), reason: 'Annual maintenance' }],
    });
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: night } });
    const notes = await screen.findByRole('list', { name: /^Closed dates and rate periods in/ });
    expect(notes).toHaveTextContent(
      `${formatCalendarDate(addDays(night, -2))} to ${formatCalendarDate(addDays(night, -1))}: Closed: Annual maintenance`,
    );
    expect(notes).toHaveTextContent(
      `${formatCalendarDate(night)} to ${formatCalendarDate(addDays(night, 1))}: Festival, at least 3 nights`,
    );
    expect(
      screen.getByRole('button', { name: `${formatCalendarDate(addDays(night, -1))}, closed: Annual maintenance` }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {
        name: `${formatCalendarDate(addDays(night, 1))}, available, Festival, at least 3 nights`,
      }),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: addDays(night, 2) } });
    const minimum = 'Stays over Festival are at least 3 nights. Please choose a later check-out date.';
    expect(within(screen.getByRole('region', { name: 'Price for your stay' })).getByText(minimum)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    // Sent anyway, the form says it again next to the check-out date. (findAllByText would settle for the one already
    // shown above, before the form has answered.)
    await waitFor(() => expect(screen.getAllByText(minimum)).toHaveLength(2), afterWrite);
  });
});
