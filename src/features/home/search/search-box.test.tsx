import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formValues } from '@/lib/use-form-at-start';
import { prerendered, renderPrerendered, typeInto } from '../../../../tests/support/prerendered';
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
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
    expect(screen.getByLabelText('Guests')).toHaveDisplayValue('2 Guests');
    await user.click(screen.getByRole('button', { name: 'Search packages' }));

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
    await user.click(screen.getByRole('button', { name: 'Search packages' }));
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
    await user.click(screen.getByRole('button', { name: 'Search packages' }));
    expect(onHotelSearch).toHaveBeenCalledOnce();
    expect(onHotelSearch.mock.calls[0]?.[0]).toEqual({
      destination: 'Pelling',
      guests: '5',
      checkIn: '2026-12-20',
      checkOut: '2026-12-24',
    });
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
    expect(screen.getByLabelText('Passengers & Class')).toHaveDisplayValue('1 Passenger, Economy');

    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(await screen.findByText(searchMessages.returnDate)).toBeInTheDocument();
    expect(screen.getByText(searchMessages.from)).toBeInTheDocument();
    expect(screen.getByText(searchMessages.to)).toBeInTheDocument();
    expect(screen.getByText(searchMessages.departure)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Return trip'));
    expect(screen.getByLabelText('Return date')).not.toBeVisible();
    await user.type(screen.getByLabelText('From'), 'Delhi');
    await user.type(screen.getByLabelText('To'), 'Bagdogra');
    await user.type(screen.getByLabelText('Departure date'), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(onFlightSearch).toHaveBeenCalledOnce();
    expect(onFlightSearch.mock.calls[0]?.[0]).toMatchObject({
      from: 'Delhi',
      to: 'Bagdogra',
      departure: '2026-12-20',
      returnTrip: false,
    });
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
      passengers: '1-business',
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

describe('before the app starts', () => {
  const box = () => <SearchBox onHotelSearch={vi.fn()} onFlightSearch={vi.fn()} />;
  const namesIn = (form: Element | null) =>
    Array.from((form as HTMLFormElement).elements)
      .map((element) => element.getAttribute('name'))
      .filter(Boolean);

  afterEach(() => {
    window.location.hash = '';
  });

  it('is prerendered as links to the two panels, with no tab roles that nothing could keep true', () => {
    const page = prerendered(box());
    expect(page.querySelectorAll('[role]')).toHaveLength(0);
    expect(Array.from(page.querySelectorAll('a'), (link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hotels', '#search-hotels'],
      ['Flights', '#search-flights'],
    ]);
    expect(page.querySelector('#search-hotels form')).toHaveAccessibleName('Hotel search');
    expect(page.querySelector('#search-flights form')).toHaveAccessibleName('Flight search');
    // Both panels are in the markup; CSS shows the one the address names (index.css, .search-box).
    expect(page.querySelectorAll('[hidden]')).toHaveLength(0);
  });

  it('has GET forms on the lists, named as the URL parameters the lists read, checked by the browser', () => {
    const page = prerendered(box());
    const hotel = page.querySelector<HTMLFormElement>('form[aria-label="Hotel search"]')!;
    const flight = page.querySelector<HTMLFormElement>('form[aria-label="Flight search"]')!;
    for (const [form, action] of [
      [hotel, '/hotels'],
      [flight, '/flights'],
    ] as const) {
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe(action);
      expect(form.noValidate).toBe(false);
    }
    expect(namesIn(hotel)).toEqual(['destination', 'guests', 'checkIn', 'checkOut']);
    // 'Return trip' has no name: a one-way trip is one without a return date.
    expect(namesIn(flight)).toEqual(['from', 'to', 'date', 'return', 'passengers']);

    typeInto(hotel.querySelector('[name=destination]'), 'Gangtok');
    typeInto(hotel.querySelector('[name=checkIn]'), '2026-12-20');
    typeInto(hotel.querySelector('[name=checkOut]'), '2026-12-24');
    expect(formValues(hotel).toString()).toBe('destination=Gangtok&guests=2&checkIn=2026-12-20&checkOut=2026-12-24');
    expect(formValues(flight).get('passengers')).toBe('1-economy');
  });

  it('opens on the tab the address chose before the start, with what was typed and ticked', async () => {
    const onFlightSearch = vi.fn();
    const ui = <SearchBox onHotelSearch={vi.fn()} onFlightSearch={onFlightSearch} />;
    await renderPrerendered(ui, (page) => {
      // The visitor followed the Flights link, typed and unticked 'Return trip'.
      window.location.hash = '#search-flights';
      typeInto(page.querySelector('[name=from]'), 'Delhi');
      typeInto(page.querySelector('[name=to]'), 'Bagdogra');
      typeInto(page.querySelector('[name=date]'), '2026-12-20');
      page.querySelector<HTMLInputElement>('[data-return-trip]')!.checked = false;
    });

    expect(screen.getByRole('tablist', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Flights' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Hotels' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('Delhi');
    expect(screen.getByLabelText('Return trip')).not.toBeChecked();
    expect(screen.getByLabelText('Return date')).not.toBeVisible();
    expect(screen.getByRole('form', { name: 'Flight search' })).toHaveProperty('noValidate', true);

    await userEvent.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(onFlightSearch).toHaveBeenCalledWith({
      from: 'Delhi',
      to: 'Bagdogra',
      departure: '2026-12-20',
      returnTrip: false,
      returnDate: '',
      passengers: '1-economy',
    });
  });

  it('opens on Hotels when the address names no tab', async () => {
    await renderPrerendered(box());
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('tabindex', '-1');
  });
});
