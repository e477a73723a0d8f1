import { checkFlightSearch, checkHotelSearch, flightSearchDefaults, hotelSearchDefaults, searchMessages } from './search-schemas';

function errorsOf(result: { ok: true } | { ok: false; errors: object }) {
  return result.ok ? {} : result.errors;
}

describe('checkHotelSearch', () => {
  const valid = { destination: 'Gangtok', guests: '2', checkIn: '2026-12-20', checkOut: '2026-12-24' } as const;

  it('accepts a complete search', () => {
    expect(checkHotelSearch(valid)).toEqual({ ok: true, value: valid });
  });

  it('requires every field, reporting them all at once', () => {
    expect(errorsOf(checkHotelSearch(hotelSearchDefaults))).toEqual({
      destination: searchMessages.destination,
      checkIn: searchMessages.checkIn,
      checkOut: searchMessages.checkOut,
    });
  });

  it('treats a blank destination as missing', () => {
    expect(errorsOf(checkHotelSearch({ ...valid, destination: '   ' }))).toEqual({ destination: searchMessages.destination });
  });

  it('wants check-out after check-in', () => {
    expect(errorsOf(checkHotelSearch({ ...valid, checkOut: '2026-12-20' }))).toEqual({ checkOut: searchMessages.checkOutOrder });
    expect(errorsOf(checkHotelSearch({ ...valid, checkOut: '2026-12-19' }))).toEqual({ checkOut: searchMessages.checkOutOrder });
  });

  it('checks the date order even while another field is missing', () => {
    expect(errorsOf(checkHotelSearch({ ...valid, destination: '', checkOut: '2026-12-01' }))).toEqual({
      destination: searchMessages.destination,
      checkOut: searchMessages.checkOutOrder,
    });
  });

  it('only knows the five guest options, by the count the package list reads', () => {
    expect(errorsOf(checkHotelSearch({ ...valid, guests: '6' }))).toEqual({ guests: searchMessages.guests });
    expect(errorsOf(checkHotelSearch({ ...valid, guests: '2 Guests' }))).toEqual({ guests: searchMessages.guests });
    expect(checkHotelSearch({ ...valid, guests: '5' }).ok).toBe(true);
  });

  it('hands over the destination without surrounding spaces', () => {
    expect(checkHotelSearch({ ...valid, destination: '  Pelling ' })).toEqual({
      ok: true,
      value: { ...valid, destination: 'Pelling' },
    });
  });
});

describe('checkFlightSearch', () => {
  const valid = {
    from: 'Delhi',
    to: 'Mumbai',
    departure: '2026-12-20',
    returnTrip: true,
    returnDate: '2026-12-27',
    passengers: '1-economy',
  } as const;

  it('accepts a complete return trip', () => {
    expect(checkFlightSearch(valid)).toEqual({ ok: true, value: valid });
  });

  it('requires every field, including the return date of a return trip', () => {
    expect(errorsOf(checkFlightSearch(flightSearchDefaults))).toEqual({
      from: searchMessages.from,
      to: searchMessages.to,
      departure: searchMessages.departure,
      returnDate: searchMessages.returnDate,
    });
  });

  it('does not need a return date for a one-way trip', () => {
    expect(checkFlightSearch({ ...valid, returnTrip: false, returnDate: '' }).ok).toBe(true);
    // A date left over from before the box was unchecked does not matter either.
    expect(checkFlightSearch({ ...valid, returnTrip: false, returnDate: '2026-01-01' }).ok).toBe(true);
  });

  it('allows a same-day return but not one before departure', () => {
    expect(checkFlightSearch({ ...valid, returnDate: '2026-12-20' }).ok).toBe(true);
    expect(errorsOf(checkFlightSearch({ ...valid, returnDate: '2026-12-19' }))).toEqual({
      returnDate: searchMessages.returnOrder,
    });
  });

  it('only knows the three passenger options, and trims the places', () => {
    expect(errorsOf(checkFlightSearch({ ...valid, passengers: '3-first' }))).toEqual({ passengers: searchMessages.passengers });
    expect(errorsOf(checkFlightSearch({ ...valid, passengers: '1 Passenger, Economy' }))).toEqual({
      passengers: searchMessages.passengers,
    });
    expect(checkFlightSearch({ ...valid, from: ' Delhi ', to: 'Mumbai  ' })).toEqual({ ok: true, value: valid });
  });
});
