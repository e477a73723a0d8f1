import { flightSearchDefaults, flightSearchSchema, hotelSearchDefaults, hotelSearchSchema, searchMessages } from './search-schemas';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('hotelSearchSchema', () => {
  const valid = { destination: 'Gangtok', guests: '2 Guests', checkIn: '2026-12-20', checkOut: '2026-12-24' } as const;

  it('accepts a complete search', () => {
    expect(hotelSearchSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field, reporting them all at once', () => {
    expect(errorsOf(hotelSearchSchema.safeParse(hotelSearchDefaults))).toEqual({
      destination: searchMessages.destination,
      checkIn: searchMessages.checkIn,
      checkOut: searchMessages.checkOut,
    });
  });

  it('treats a blank destination as missing', () => {
    expect(errorsOf(hotelSearchSchema.safeParse({ ...valid, destination: '   ' }))).toEqual({ destination: searchMessages.destination });
  });

  it('wants check-out after check-in', () => {
    expect(errorsOf(hotelSearchSchema.safeParse({ ...valid, checkOut: '2026-12-20' }))).toEqual({ checkOut: searchMessages.checkOutOrder });
    expect(errorsOf(hotelSearchSchema.safeParse({ ...valid, checkOut: '2026-12-19' }))).toEqual({ checkOut: searchMessages.checkOutOrder });
  });

  it('checks the date order even while another field is missing', () => {
    expect(errorsOf(hotelSearchSchema.safeParse({ ...valid, destination: '', checkOut: '2026-12-01' }))).toEqual({
      destination: searchMessages.destination,
      checkOut: searchMessages.checkOutOrder,
    });
  });

  it('only knows the five guest options', () => {
    expect(hotelSearchSchema.safeParse({ ...valid, guests: '6 Guests' }).success).toBe(false);
  });
});

describe('flightSearchSchema', () => {
  const valid = {
    from: 'Delhi',
    to: 'Mumbai',
    departure: '2026-12-20',
    returnTrip: true,
    returnDate: '2026-12-27',
    passengers: '1 Passenger, Economy',
  } as const;

  it('accepts a complete return trip', () => {
    expect(flightSearchSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field, including the return date of a return trip', () => {
    expect(errorsOf(flightSearchSchema.safeParse(flightSearchDefaults))).toEqual({
      from: searchMessages.from,
      to: searchMessages.to,
      departure: searchMessages.departure,
      returnDate: searchMessages.returnDate,
    });
  });

  it('does not need a return date for a one-way trip', () => {
    expect(flightSearchSchema.safeParse({ ...valid, returnTrip: false, returnDate: '' }).success).toBe(true);
    // A date left over from before the box was unchecked does not matter either.
    expect(flightSearchSchema.safeParse({ ...valid, returnTrip: false, returnDate: '2026-01-01' }).success).toBe(true);
  });

  it('allows a same-day return but not one before departure', () => {
    expect(flightSearchSchema.safeParse({ ...valid, returnDate: '2026-12-20' }).success).toBe(true);
    expect(errorsOf(flightSearchSchema.safeParse({ ...valid, returnDate: '2026-12-19' }))).toEqual({ returnDate: searchMessages.returnOrder });
  });
});
