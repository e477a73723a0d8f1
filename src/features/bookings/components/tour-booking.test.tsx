import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Backend } from '@/backend';
import { BackendError } from '@/backend/errors';
import type { BookingRequestInput, TourPackage } from '@/backend/schemas';
import { freshBackend, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
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
async function renderTour(backend: Backend = freshBackend()) {
  const customer = await backend.auth.signUp(testCustomer);
  return renderWithApp(<TourBooking tour={tour} user={customer} />, {
    backend,
    path: '/booking/sikkim-delight',
    route: '/booking/:id',
    routes: [{ path: '/', element: <h1>Home</h1> }],
  });
}

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

describe('TourBooking', () => {
  it('asks for the travel date, prices the travellers and sends the booking once', async () => {
    const backend = freshBackend();
    const release = holdCreate(backend);
    const { router, user } = await renderTour(backend);

    expect(screen.getByLabelText('Number of travellers')).toHaveValue('2');
    const price = screen.getByRole('region', { name: 'Price for your trip' });
    expect(price).toHaveTextContent('2 travellers × ₹18,500 per person');
    expect(price).toHaveTextContent('Total₹37,000');

    // Leaving the date empty says what is missing (the browser's own check also blocks the submit).
    await user.click(screen.getByLabelText('Travel date'));
    await user.tab();
    expect(await screen.findByText('Please choose a travel date.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Travel date'), { target: { value: '2099-12-29' } });
    await user.selectOptions(screen.getByLabelText('Number of travellers'), '3');
    expect(price).toHaveTextContent('Total₹55,500');
    expect(price).toHaveTextContent('29 Dec 2099 to 3 Jan 2100');
    const whatsapp = await screen.findByRole('link', { name: /Chat on WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      '"Sikkim Delight" for 3 travellers, travelling 29 Dec 2099 to 3 Jan 2100',
    );

    const confirm = screen.getByRole('button', { name: 'Confirm & Pay' });
    await user.dblClick(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(screen.getByText('Sending your booking...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Booking successful! (Payment Gateway Disabled)')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const stored = await backend.bookings.listMine();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'tour',
      itemId: 'sikkim-delight',
      itemName: 'Sikkim Delight',
      userName: testCustomer.name,
      userEmail: testCustomer.email,
      travelDate: '2099-12-29',
      endDate: '2100-01-03',
      travellers: 3,
      totalPrice: 55500,
      status: 'Pending',
    });
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

  it('keeps the form and says so when the booking cannot be sent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = freshBackend();
    // The first request does not get through, as when the connection drops.
    const create = backend.bookings.create.bind(backend.bookings);
    let attempts = 0;
    backend.bookings.create = (input) => (++attempts === 1 ? Promise.reject(new BackendError('unavailable')) : create(input));
    const { router, user } = await renderTour(backend);
    fireEvent.change(screen.getByLabelText('Travel date'), { target: { value: '2099-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    expect(await screen.findByText(/^We could not send your booking\. Nothing was booked/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/sikkim-delight');
    expect(screen.queryByText('Booking successful! (Payment Gateway Disabled)')).toBeNull();
    expect(screen.getByLabelText('Travel date')).toHaveValue('2099-05-01');
    expect(await backend.bookings.listMine()).toEqual([]);

    // Trying again works.
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await backend.bookings.listMine()).toHaveLength(1);
  });
});
