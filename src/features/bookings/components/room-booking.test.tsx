import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { asterProfile, asterRooms, sampleBusinessSettings } from '~seed/data';
import { NoticeProvider } from '@/components/ui/notice';
import { RoomBooking } from './room-booking';

const backend = vi.hoisted(() => ({ bookings: { create: vi.fn() } }));
vi.mock('@/backend', () => ({ getBackend: () => Promise.resolve(backend) }));

const room = asterRooms.find((candidate) => candidate.name === 'Deluxe Double')!;
const user = { id: 'u1', name: 'Pema Bhutia', email: 'pema@example.com' };

function renderRoom() {
  const router = createMemoryRouter(
    [
      { path: '/booking/:id', element: <RoomBooking room={room} seasons={asterProfile.seasons} user={user} /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/booking/hotel-aster-deluxe-double'] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <NoticeProvider>
          <RouterProvider router={router} />
        </NoticeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

describe('RoomBooking', () => {
  beforeEach(() => {
    // The WhatsApp link reads the operator's number from the business settings.
    Object.assign(backend, { settings: { business: () => Promise.resolve(sampleBusinessSettings) } });
    backend.bookings.create.mockReset();
    backend.bookings.create.mockResolvedValue({});
  });

  it('clears the check-out error once the dates are fixed', async () => {
    const events = userEvent.setup();
    renderRoom();
    const checkIn = screen.getByLabelText('Check-in date');
    const checkOut = screen.getByLabelText('Check-out date');
    // A date picked without focusing the field (as pickers and autofill do) leaves it untouched.
    fireEvent.change(checkOut, { target: { value: '2099-04-10' } });
    // Leaving the check-in date checks the check-out date too, before the guest has left that field.
    await events.type(checkIn, '2099-04-10');
    await events.tab();
    expect(await screen.findByText('Check-out date must be after the check-in date.')).toBeInTheDocument();
    fireEvent.change(checkOut, { target: { value: '2099-04-12' } });
    await waitFor(() => expect(screen.queryByText('Check-out date must be after the check-in date.')).toBeNull());
  });

  it('prefills the guest, prices the stay night by night before confirming, then confirms', async () => {
    const events = userEvent.setup();
    const router = renderRoom();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Pema Bhutia');
    expect(screen.getByLabelText('Email Address')).toHaveValue('pema@example.com');
    expect(screen.getByText('Choose your check-in and check-out dates to see the total.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: '2099-06-29' } });
    fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: '2099-07-02' } });
    await events.selectOptions(screen.getByLabelText('Meal plan'), 'MAP — With breakfast and dinner');
    const price = screen.getByRole('region', { name: 'Price for your stay' });
    expect(price).toHaveTextContent('2 nights × ₹2,200 (Season, MAP)');
    expect(price).toHaveTextContent('1 night × ₹2,000 (Off-season, MAP)');
    expect(price).toHaveTextContent('Total for 3 nights₹6,400');

    const whatsapp = await screen.findByRole('link', { name: /Chat on WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      'the Deluxe Double room for 2 guests, check-in 29 Jun 2099, check-out 2 Jul 2099, MAP (with breakfast and dinner)',
    );

    const confirm = screen.getByRole('button', { name: 'Confirm & Pay' });
    await events.click(confirm);
    expect(await screen.findByText('Booking successful! (Payment Gateway Disabled)')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(backend.bookings.create).toHaveBeenCalledTimes(1);
    expect(backend.bookings.create).toHaveBeenCalledWith({
      kind: 'room',
      itemId: 'hotel-aster-deluxe-double',
      itemName: 'Deluxe Double, Hotel Aster',
      userName: 'Pema Bhutia',
      userEmail: 'pema@example.com',
      travelDate: '2099-06-29',
      endDate: '2099-07-02',
      travellers: 2,
      totalPrice: 6400,
      mealPlan: 'map',
    });
  });
});
