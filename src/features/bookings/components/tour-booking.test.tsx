import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BackendError } from '@/backend/errors';
import type { TourPackage } from '@/backend/schemas';
import { NoticeProvider } from '@/components/ui/notice';
import { TourBooking } from './tour-booking';

const backend = vi.hoisted(() => ({ bookings: { create: vi.fn() } }));
vi.mock('@/backend', () => ({ getBackend: () => Promise.resolve(backend) }));

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
const user = { id: 'u1', name: 'Pema Bhutia', email: 'pema@example.com' };

function renderTour() {
  const router = createMemoryRouter(
    [
      { path: '/booking/:id', element: <TourBooking tour={tour} user={user} /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/booking/sikkim-delight'] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('TourBooking', () => {
  beforeEach(() => {
    backend.bookings.create.mockReset();
  });

  it('asks for the travel date, prices the travellers and sends the booking once', async () => {
    const events = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    backend.bookings.create.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const router = renderTour();

    expect(screen.getByLabelText('Number of travellers')).toHaveValue('2');
    const price = screen.getByRole('region', { name: 'Price for your trip' });
    expect(price).toHaveTextContent('2 travellers × ₹18,500 per person');
    expect(price).toHaveTextContent('Total₹37,000');

    // Leaving the date empty says what is missing (the browser's own check also blocks the submit).
    await events.click(screen.getByLabelText('Travel date'));
    await events.tab();
    expect(await screen.findByText('Please choose a travel date.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Travel date'), { target: { value: '2099-12-29' } });
    await events.selectOptions(screen.getByLabelText('Number of travellers'), '3');
    expect(price).toHaveTextContent('Total₹55,500');
    expect(price).toHaveTextContent('29 Dec 2099 to 3 Jan 2100');
    const whatsapp = screen.getByRole('link', { name: /Chat on WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      '"Sikkim Delight" for 3 travellers, travelling 29 Dec 2099 to 3 Jan 2100',
    );

    const confirm = screen.getByRole('button', { name: 'Confirm & Pay' });
    await events.dblClick(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(screen.getByText('Sending your booking...')).toBeInTheDocument();
    finish({});
    expect(await screen.findByText('Booking successful! (Payment Gateway Disabled)')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(backend.bookings.create).toHaveBeenCalledTimes(1);
    expect(backend.bookings.create).toHaveBeenCalledWith({
      kind: 'tour',
      itemId: 'sikkim-delight',
      itemName: 'Sikkim Delight',
      userName: 'Pema Bhutia',
      userEmail: 'pema@example.com',
      travelDate: '2099-12-29',
      endDate: '2100-01-03',
      travellers: 3,
      totalPrice: 55500,
    });
  });

  it('refuses a travel date in the past', async () => {
    const events = userEvent.setup();
    renderTour();
    const travelDate = screen.getByLabelText('Travel date');
    await events.click(travelDate);
    fireEvent.change(travelDate, { target: { value: '2001-01-01' } });
    await events.tab();
    expect(await screen.findByText('Travel date cannot be in the past.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(backend.bookings.create).not.toHaveBeenCalled();
  });

  it('keeps the form and says so when the booking cannot be sent', async () => {
    const events = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.bookings.create.mockRejectedValueOnce(new BackendError('unavailable')).mockResolvedValueOnce({});
    const router = renderTour();
    fireEvent.change(screen.getByLabelText('Travel date'), { target: { value: '2099-05-01' } });
    await events.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    expect(await screen.findByText(/^We could not send your booking\. Nothing was booked/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/sikkim-delight');
    expect(screen.queryByText('Booking successful! (Payment Gateway Disabled)')).toBeNull();
    expect(screen.getByLabelText('Travel date')).toHaveValue('2099-05-01');

    // Trying again works.
    await events.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(backend.bookings.create).toHaveBeenCalledTimes(2);
  });
});
