import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box';
import { searchMessages } from './search-schemas';

function setup() {
  const onHotelSearch = vi.fn();
  const onFlightSearch = vi.fn();
  const user = userEvent.setup();
  render(<SearchBox onHotelSearch={onHotelSearch} onFlightSearch={onFlightSearch} />);
  return { user, onHotelSearch, onFlightSearch };
}

describe('SearchBox tabs', () => {
  it('is a tablist whose arrow keys move and select', async () => {
    const { user } = setup();
    const hotels = screen.getByRole('tab', { name: 'Hotels' });
    const flights = screen.getByRole('tab', { name: 'Flights' });
    expect(screen.getByRole('tablist', { name: 'Search' })).toBeInTheDocument();
    expect(hotels).toHaveAttribute('aria-selected', 'true');
    expect(flights).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Hotels' })).toBeVisible();

    await user.click(hotels);
    await user.keyboard('{ArrowRight}');
    expect(flights).toHaveFocus();
    expect(flights).toHaveAttribute('aria-selected', 'true');
    expect(hotels).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Flights' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Hotels' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(hotels).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(flights).toHaveFocus();
    await user.keyboard('{Home}');
    expect(hotels).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(flights).toHaveAttribute('aria-selected', 'true');
  });
});

describe('hotel search', () => {
  it('defaults to 2 guests and shows every missing field inline', async () => {
    const { user, onHotelSearch } = setup();
    expect(screen.getByLabelText('Guests')).toHaveValue('2 Guests');
    await user.click(screen.getByRole('button', { name: 'Search Hotels' }));

    expect(await screen.findByText(searchMessages.destination)).toBeInTheDocument();
    expect(screen.getByLabelText('Destination')).toHaveAccessibleDescription(searchMessages.destination);
    expect(screen.getByLabelText('Check-in date')).toHaveAccessibleDescription(searchMessages.checkIn);
    expect(screen.getByLabelText('Check-out date')).toHaveAccessibleDescription(searchMessages.checkOut);
    expect(screen.getByLabelText('Destination')).toHaveFocus();
    expect(onHotelSearch).not.toHaveBeenCalled();
  });

  it('wants check-out after check-in, and re-checks when check-in changes', async () => {
    const { user, onHotelSearch } = setup();
    await user.type(screen.getByLabelText('Destination'), 'Gangtok');
    await user.type(screen.getByLabelText('Check-in date'), '2026-12-20');
    await user.type(screen.getByLabelText('Check-out date'), '2026-12-18');
    await user.click(screen.getByRole('button', { name: 'Search Hotels' }));
    expect(await screen.findByText(searchMessages.checkOutOrder)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Check-in date'));
    await user.type(screen.getByLabelText('Check-in date'), '2026-12-10');
    expect(screen.queryByText(searchMessages.checkOutOrder)).not.toBeInTheDocument();
    expect(onHotelSearch).not.toHaveBeenCalled();
  });

  it('hands over the typed values', async () => {
    const { user, onHotelSearch } = setup();
    await user.type(screen.getByLabelText('Destination'), 'Pelling');
    await user.selectOptions(screen.getByLabelText('Guests'), '5+ Guests');
    await user.type(screen.getByLabelText('Check-in date'), '2026-12-20');
    await user.type(screen.getByLabelText('Check-out date'), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Search Hotels' }));
    expect(onHotelSearch).toHaveBeenCalledOnce();
    expect(onHotelSearch.mock.calls[0]?.[0]).toEqual({ destination: 'Pelling', guests: '5+ Guests', checkIn: '2026-12-20', checkOut: '2026-12-24' });
  });
});

describe('flight search', () => {
  async function openFlights(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('tab', { name: 'Flights' }));
  }

  it('shows the return date only for a return trip, and requires it then', async () => {
    const { user, onFlightSearch } = setup();
    await openFlights(user);
    expect(screen.getByLabelText('Return trip')).toBeChecked();
    expect(screen.getByLabelText('Passengers & Class')).toHaveValue('1 Passenger, Economy');

    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(await screen.findByText(searchMessages.returnDate)).toBeInTheDocument();
    expect(screen.getByText(searchMessages.from)).toBeInTheDocument();
    expect(screen.getByText(searchMessages.to)).toBeInTheDocument();
    expect(screen.getByText(searchMessages.departure)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Return trip'));
    expect(screen.queryByLabelText('Return date')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), 'Delhi');
    await user.type(screen.getByLabelText('To'), 'Bagdogra');
    await user.type(screen.getByLabelText('Departure date'), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(onFlightSearch).toHaveBeenCalledOnce();
    expect(onFlightSearch.mock.calls[0]?.[0]).toMatchObject({ from: 'Delhi', to: 'Bagdogra', departure: '2026-12-20', returnTrip: false });
  });

  it('accepts a complete return trip', async () => {
    const { user, onFlightSearch } = setup();
    await openFlights(user);
    await user.type(screen.getByLabelText('From'), 'Delhi');
    await user.type(screen.getByLabelText('To'), 'Bagdogra');
    await user.type(screen.getByLabelText('Departure date'), '2026-12-20');
    await user.type(screen.getByLabelText('Return date'), '2026-12-27');
    await user.selectOptions(screen.getByLabelText('Passengers & Class'), '1 Passenger, Business');
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(onFlightSearch.mock.calls[0]?.[0]).toEqual({
      from: 'Delhi',
      to: 'Bagdogra',
      departure: '2026-12-20',
      returnTrip: true,
      returnDate: '2026-12-27',
      passengers: '1 Passenger, Business',
    });
  });

  it('brings back a typed return date when the return trip is ticked again', async () => {
    const { user } = setup();
    await openFlights(user);
    await user.type(screen.getByLabelText('Return date'), '2026-12-27');
    await user.click(screen.getByLabelText('Return trip'));
    await user.click(screen.getByLabelText('Return trip'));
    expect(screen.getByLabelText('Return date')).toHaveValue('2026-12-27');
  });

  it('clears an error as soon as it is fixed, and keeps the others', async () => {
    const { user } = setup();
    await openFlights(user);
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(screen.getByLabelText('From')).toHaveFocus();
    await user.type(screen.getByLabelText('From'), 'Delhi');
    expect(screen.queryByText(searchMessages.from)).not.toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(searchMessages.to);
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });
});
