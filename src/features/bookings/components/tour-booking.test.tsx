import { defaultBookingPolicy } from '@/backend/domain/booking-policy';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { BackendError } from '@/backend/errors';
import type { BookingRequestInput, TourPackage } from '@/backend/schemas';
import { addDays, todayCalendarDate } from '@/backend/domain/calendar';
import { formatCalendarDate } from '@/lib/format';
import { freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { registeredOperator } from '@/testing/tax';
import { TourBooking } from './tour-booking';

const tour: TourPackage = {
  id: 'sikkim-delight',
  name: 'Sikkim Delight',
  image: '/images/tours/sikkim-delight.webp',
  duration: '5 Nights / 6 Days',
  price: 18500,
  destinationsCovered: ['Gangtok', 'Pelling'],
  highlights: ['Tsomgo Lake'],
  category: 'Family',
  itinerary: [],
  description: '',
  inclusions: [],
  exclusions: [],
  departures: {},
};

/** A signed-in customer on a fresh embedded backend, on the tour's booking form. */
async function renderTour(backend: Backend = freshBackend(), given?: TourPackage) {
  // The sample package as stored, with its prices by age and its options, unless the test brings its own.
  const shown = given ?? (await backend.tours.get(tour.id)) ?? tour;
  const customer = await backend.auth.signUp(testCustomer);
  return renderWithApp(<TourBooking tour={shown} user={customer} />, {
    backend,
    path: '/booking/sikkim-delight',
    route: '/booking/:id',
    routes: [{ path: '/', element: <h1>Home</h1> }],
  });
}

/** Each traveller's row, adults first: what the request asks of them (no name, age or gender to type). */
const travellerRows = () => screen.getAllByRole('group', { name: /^Traveller \d+$/ });

/**
 * The first start date `days` or more ahead that the sample Sikkim Delight offers: its day 2 goes to Nathula, closed
 * on Mondays and Tuesdays, so it does not start on a Sunday or a Monday.
 */
function openStart(days: number): string {
  for (let offset = days; ; offset++) {
    const date = addDays(todayCalendarDate(), offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 1) return date;
  }
}

/** A write to the embedded backend (fake IndexedDB) can take a few seconds on a busy machine. */
const afterWrite = { timeout: 5000 };

/** Holds the adapter's `create` until the test lets it go, so the form can be seen while it sends. */
function holdCreate(backend: Backend) {
  const create = backend.bookings.create.bind(backend.bookings);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  backend.bookings.create = async (input: BookingRequestInput) => {
    await gate;
    return create(input);
  };
  return () => release();
}

// Whole forms filled in jsdom on a busy machine: one case walks a whole booking (10 s alone on an idle machine, twice
// that beside the suite).
describe('TourBooking', { timeout: 60_000 }, () => {
  it('asks for the travel date, prices the travellers and sends the booking once', async () => {
    const backend = freshBackend();
    const release = holdCreate(backend);
    const { router, user } = await renderTour(backend);

    expect(screen.getByLabelText('Adults')).toHaveValue('2');
    expect(screen.getByLabelText('Children')).toHaveValue('0');
    const price = screen.getByRole('region', { name: 'Price for your trip' });
    expect(price).toHaveTextContent('2 adults ₹18,500 each₹37,000');
    expect(price).toHaveTextContent('Total₹37,000');
    // No GST registration saved: no tax, and no word of taxes the booking will not carry, here or in the summary.
    expect(price).not.toHaveTextContent(/Tax/);
    expect(screen.getByText('Starting price.')).toBeInTheDocument();
    expect(screen.queryByText(/Taxes extra/)).toBeNull();

    // Leaving the date empty says what is missing (the browser's own check also blocks the submit).
    await user.click(screen.getByLabelText('Travel date'));
    await user.tab();
    expect(await screen.findByText('Please choose a travel date.')).toBeInTheDocument();

    const start = openStart(90);
    const end = addDays(start, 5);
    const dates = `${formatCalendarDate(start)} to ${formatCalendarDate(end)}`;
    fireEvent.change(screen.getByLabelText('Travel date'), { target: { value: start } });
    await user.selectOptions(screen.getByLabelText('Children'), '1');
    // A child starts at 8, as on the tour page; a child of 6 is priced at the package's child price (with a bed).
    expect(screen.getByLabelText('Age of child 1')).toHaveValue('8');
    await user.selectOptions(screen.getByLabelText('Age of child 1'), '6');
    // One row per traveller, adults first, asking only the nationality (the trip goes to Nathula): no name, age or
    // gender.
    const rows = travellerRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Adult 1: the adult price');
    expect(rows[2]).toHaveTextContent('Child 1, 6 years: the child price (5-11 years)');
    for (const row of rows) {
      expect(within(row).queryByRole('textbox')).toBeNull();
      expect(within(row).queryByLabelText('Gender')).toBeNull();
    }
    await user.selectOptions(within(rows[1]!).getByLabelText('Nationality'), 'NP');
    expect(price).toHaveTextContent('2 adults ₹18,500 each₹37,0001 child with a bed ₹13,900 each₹13,900');
    expect(price).toHaveTextContent('Total₹50,900');
    expect(price).toHaveTextContent(dates);
    const whatsapp = await screen.findByRole('link', { name: /Chat on WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      `"Sikkim Delight: Gangtok, Tsomgo Lake and Pelling" for 3 travellers, travelling ${dates}`,
    );

    await user.type(screen.getByLabelText('Mobile Number'), '098320 12345');
    const confirm = screen.getByRole('button', { name: 'Confirm & Pay' });
    await user.dblClick(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(screen.getByText('Sending your booking...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Booking successful! (Payment Gateway Disabled)', undefined, afterWrite)).toBeInTheDocument();
    // The home page is on screen: the form, and the queries it watched, are gone.
    expect(await screen.findByRole('heading', { name: 'Home' }, afterWrite)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    const stored = await backend.bookings.listMine();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'tour',
      itemId: 'sikkim-delight',
      // Named by the backend from the stored package, not by the form.
      itemName: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling',
      userName: testCustomer.name,
      userEmail: testCustomer.email,
      travelDate: start,
      endDate: end,
      travellers: 3,
      totalPrice: 50900,
      lines: [
        { kind: 'band', label: '2 adults', detail: '₹18,500 each', amount: 37000 },
        { kind: 'band', label: '1 child with a bed', detail: '₹13,900 each', amount: 13900 },
      ],
      party: [
        { name: '', nationality: 'IN' },
        { name: '', nationality: 'NP' },
        { name: '', age: 6, nationality: 'IN' },
      ],
      phone: '+919832012345',
      status: 'Pending',
      fixedDeparture: false,
    });
  });

  it('sends the Kolkata family’s request with the phone alone typed: names, ages and genders wait for My bookings', async () => {
    const backend = freshBackend();
    const customer = await backend.auth.signUp(testCustomer);
    const start = openStart(60);
    // The tour page's choice comes along: two adults, children of 8 and 3, the date.
    const { user } = await renderWithApp(<TourBooking tour={(await backend.tours.get(tour.id))!} user={customer} />, {
      backend,
      path: `/booking/sikkim-delight?date=${start}&adults=2&children=8,3&shared=1`,
      route: '/booking/:id',
      routes: [{ path: '/', element: <h1>Home</h1> }],
    });
    expect(screen.getByLabelText('Travel date')).toHaveValue(start);
    expect(screen.getByLabelText('Adults')).toHaveValue('2');
    expect(screen.getByLabelText('Children')).toHaveValue('2');
    expect(screen.getByLabelText('Age of child 1')).toHaveValue('8');
    expect(screen.getByLabelText('Age of child 2')).toHaveValue('3');
    // The child of 8 shares a bed, as chosen on the tour page; an infant has no bed to choose.
    expect(screen.getByLabelText('Child 1 shares a bed (no bed of their own)')).toBeChecked();
    expect(screen.queryByLabelText('Child 2 shares a bed (no bed of their own)')).toBeNull();
    expect(screen.getByRole('region', { name: 'Price for your trip' })).toHaveTextContent('1 child sharing a bed');
    expect(travellerRows()).toHaveLength(4);
    // Typed: the phone (the account gave the name and the e-mail).
    await user.type(screen.getByLabelText('Mobile Number'), '9832012345');
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    expect(await screen.findByRole('heading', { name: 'Home' }, afterWrite)).toBeInTheDocument();
    const [stored] = await backend.bookings.listMine();
    expect(stored?.party).toEqual([
      { name: '', nationality: 'IN' },
      { name: '', nationality: 'IN' },
      { name: '', age: 8, nationality: 'IN', ownBed: false },
      { name: '', age: 3, nationality: 'IN' },
    ]);
  });

  it("asks each traveller's nationality only where the trip's permits tell nationals apart", async () => {
    // The sample Sikkim Delight goes to Nathula, for nationals of India only.
    const first = await renderTour();
    expect(await within(travellerRows()[0]!).findByLabelText('Nationality')).toHaveValue('IN');
    first.unmount();

    // A tour without permits or a single supplement: nothing to ask of each traveller.
    await renderTour(freshBackend(), tour);
    expect(screen.queryAllByRole('group', { name: /^Traveller \d+$/ })).toHaveLength(0);
    expect(screen.queryByLabelText('Nationality')).toBeNull();
  });

  it('shows the GST placeBooking will store once the operator is registered, its state assumed till given', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.settings.saveTaxSettings(registeredOperator);
    await backend.admin.signOut();
    await renderTour(backend);
    const price = screen.getByRole('region', { name: 'Price for your trip' });
    await waitFor(() =>
      expect(price).toHaveTextContent(
        'GST 5% (CGST 2.5% + SGST 2.5%) on ₹37,000, assuming an address in Sikkim₹1,850Total₹38,850',
      ),
    );
    expect(price).toHaveTextContent('Taxes included.');
    // The summary's price per person names the same tax, not "taxes extra".
    expect(screen.getByText('Starting price. GST 5% (CGST 2.5% + SGST 2.5%) extra.')).toBeInTheDocument();

    // A Kolkata family says where they live: the tour is supplied in West Bengal, so IGST.
    fireEvent.change(screen.getByLabelText('State of your address'), { target: { value: '19' } });
    await waitFor(() => expect(price).toHaveTextContent('IGST 5% on ₹37,000₹1,850Total₹38,850'));
    expect(screen.getByText('Starting price. IGST 5% extra.')).toBeInTheDocument();
    // A business invoice: the GSTIN checked as typed, its state then decides.
    fireEvent.change(screen.getByLabelText('GSTIN (optional)'), { target: { value: '11AAGFH1234K1ZX' } });
    fireEvent.blur(screen.getByLabelText('GSTIN (optional)'));
    expect(await screen.findByText('Please check the GSTIN: 15 characters such as 11AAGFH1234K1ZT.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('GSTIN (optional)'), { target: { value: '11AAGFH1234K1ZT' } });
    await waitFor(() => expect(price).toHaveTextContent('GST 5% (CGST 2.5% + SGST 2.5%) on ₹37,000₹1,850'));
    expect(screen.getByLabelText('State of your address')).toBeDisabled();
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
  });

  it('offers travel dates up to 400 days ahead and says why a later one is not online', async () => {
    const { backend, user } = await renderTour();
    const travelDate = screen.getByLabelText('Travel date');
    expect(travelDate).toHaveAttribute('min', todayCalendarDate());
    expect(travelDate).toHaveAttribute('max', addDays(todayCalendarDate(), 400));
    await user.click(travelDate);
    fireEvent.change(travelDate, { target: { value: addDays(todayCalendarDate(), 401) } });
    await user.tab();
    expect(
      await screen.findByText('Bookings open 400 days ahead: please choose an earlier date, or send us an enquiry.'),
    ).toBeInTheDocument();
    expect(travelDate).toHaveAccessibleDescription(/Bookings open 400 days ahead/);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await backend.bookings.listMine()).toEqual([]);
  });

  it("shows the operator's limit in the backend's own words, in an alert, and books nothing more", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.settings.saveBookingPolicy({ ...defaultBookingPolicy, maxOpenRequests: 1 });
    await backend.admin.signOut();
    const { user } = await renderTour(backend);
    await screen.findByRole('link', { name: /Chat on WhatsApp/ });
    const first = openStart(20);
    await backend.bookings.create({
      kind: 'tour',
      itemId: tour.id,
      userName: testCustomer.name,
      userEmail: testCustomer.email,
      phone: '+919832012345',
      travelDate: first,
      endDate: addDays(first, 5),
      travellers: 2,
    });

    fireEvent.change(screen.getByLabelText('Travel date'), { target: { value: openStart(50) } });
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9832012345' } });
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    const message = 'You already have 1 open request. We will confirm them within one working day; call us to change them.';
    expect((await screen.findByText(message, undefined, afterWrite)).closest('[role="alert"]')).not.toBeNull();
    expect(await backend.bookings.listMine()).toHaveLength(1);
  });

  it('refuses a travel date in the past', async () => {
    const { backend, user } = await renderTour();
    const travelDate = screen.getByLabelText('Travel date');
    await user.click(travelDate);
    fireEvent.change(travelDate, { target: { value: '2001-01-01' } });
    await user.tab();
    expect(await screen.findByText('Travel date cannot be in the past.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await backend.bookings.listMine()).toEqual([]);
  });

  it('greys the starts that put Nathula on a closed weekday in its calendar, with the reason, and fills the date from it', async () => {
    const { user } = await renderTour();
    const calendar = screen.getByRole('group', { name: 'Start dates' });
    // A Sunday from tomorrow on (day 2 would be a Monday), brought into view by typing the Wednesday after it.
    const sunday = (() => {
      for (let offset = 1; ; offset++) {
        const date = addDays(todayCalendarDate(), offset);
        if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0 && addDays(date, 3).slice(0, 7) === date.slice(0, 7)) return date;
      }
    })();
    fireEvent.change(screen.getByLabelText('Travel date'), { target: { value: addDays(sunday, 3) } });
    const reason = 'Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Monday.';
    const greyed = await within(calendar).findByRole('button', {
      name: `${formatCalendarDate(sunday)}, not available: ${reason}`,
    });
    expect(greyed).toHaveAttribute('aria-disabled', 'true');
    await user.click(greyed);
    expect(within(calendar).getByRole('status')).toHaveTextContent(reason);
    expect(screen.getByLabelText('Travel date')).toHaveValue(addDays(sunday, 3));

    const open = addDays(sunday, 2);
    await user.click(within(calendar).getByRole('button', { name: new RegExp(`^${formatCalendarDate(open)}`) }));
    expect(screen.getByLabelText('Travel date')).toHaveValue(open);
  });

  it('keeps the form and says so when the booking cannot be sent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = freshBackend();
    // The first request does not get through, as when the connection drops.
    const create = backend.bookings.create.bind(backend.bookings);
    let attempts = 0;
    backend.bookings.create = (input) => (++attempts === 1 ? Promise.reject(new BackendError('unavailable')) : create(input));
    const { router, user } = await renderTour(backend);
    const travelDate = openStart(45);
    fireEvent.change(screen.getByLabelText('Travel date'), { target: { value: travelDate } });
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9832012345' } });
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    expect(await screen.findByText(/^We could not send your booking\. Nothing was booked/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/sikkim-delight');
    expect(screen.queryByText('Booking successful! (Payment Gateway Disabled)')).toBeNull();
    expect(screen.getByLabelText('Travel date')).toHaveValue(travelDate);
    expect(await backend.bookings.listMine()).toEqual([]);

    // Trying again works.
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    // The home page is on screen: the form, and the queries it watched, are gone.
    expect(await screen.findByRole('heading', { name: 'Home' }, afterWrite)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await backend.bookings.listMine()).toHaveLength(1);
  });

  it('offers only the fixed departures, with the seats left, and says when too few are left', async () => {
    const backend = freshBackend();
    const today = todayCalendarDate();
    const [soon, later, past] = [addDays(today, 30), addDays(today, 60), addDays(today, -3)];
    const withDepartures: TourPackage = { ...tour, departures: { [later]: 2, [soon]: 8, [past]: 10 } };
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.tours.update(withDepartures);
    // Another party has taken both seats of the later departure, and three of the sooner one (confirmed).
    await backend.auth.signUp({ name: 'Dawa Lepcha', email: 'dawa@aster.test', password: 'dawa-secret-1' });
    const dawa = {
      kind: 'tour' as const,
      itemId: tour.id,
      userName: 'Dawa Lepcha',
      userEmail: 'dawa@aster.test',
      phone: '+919832011111',
    };
    await backend.bookings.create({ ...dawa, travelDate: later, endDate: addDays(later, 5), travellers: 2 });
    const sooner = await backend.bookings.create({ ...dawa, travelDate: soon, endDate: addDays(soon, 5), travellers: 3 });
    await backend.bookings.updateStatus(sooner.id, 'Confirmed');
    await backend.admin.signOut();
    await backend.auth.signOut();

    const { router, user } = await renderTour(backend, withDepartures);
    const departure = screen.getByLabelText('Departure date');
    expect(screen.queryByLabelText('Travel date')).toBeNull();
    const soonOption = await screen.findByRole('option', { name: `${formatCalendarDate(soon)} — 5 seats left` });
    const fullOption = screen.getByRole('option', { name: `${formatCalendarDate(later)} — full` });
    expect(fullOption).toBeDisabled();
    expect(soonOption).toBeEnabled();
    expect(screen.queryByRole('option', { name: new RegExp(formatCalendarDate(past)) })).toBeNull();

    await user.selectOptions(departure, soonOption);
    await user.selectOptions(screen.getByLabelText('Adults'), '6');
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9832012345' } });
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText(`Only 5 seats are left on the departure of ${formatCalendarDate(soon)}.`)).toBeInTheDocument();
    expect(await backend.bookings.listMine()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Adults'), '5');
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    // The home page is on screen: the form, and the queries it watched, are gone.
    expect(await screen.findByRole('heading', { name: 'Home' }, afterWrite)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await backend.bookings.listMine()).toMatchObject([{ travelDate: soon, travellers: 5, fixedDeparture: true }]);
    expect(await backend.availability.departureSeats(tour.id)).toEqual({ [soon]: 8, [later]: 2 });
  });
});
