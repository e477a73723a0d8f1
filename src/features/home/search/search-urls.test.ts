import { flightSearchUrl, hotelSearchUrl } from './search-urls';

describe('hotelSearchUrl', () => {
  it('carries the destination, dates and guests to the package list', () => {
    expect(hotelSearchUrl({ destination: 'Darjeeling', guests: '2', checkIn: '2026-12-20', checkOut: '2026-12-23' })).toBe(
      '/hotels?destination=Darjeeling&checkIn=2026-12-20&checkOut=2026-12-23&guests=2',
    );
  });

  it('encodes what was typed', () => {
    const url = hotelSearchUrl({ destination: ' North & East ', guests: '5', checkIn: '2026-12-20', checkOut: '2026-12-23' });
    const params = new URL(url, 'https://example.test').searchParams;
    expect(params.get('destination')).toBe('North & East');
    expect(params.get('guests')).toBe('5');
  });
});

describe('flightSearchUrl', () => {
  const search = {
    from: 'Delhi',
    to: 'Mumbai',
    departure: '2026-12-20',
    returnTrip: true,
    returnDate: '2026-12-27',
    passengers: '2-economy',
  } as const;

  it('carries a return trip with passengers and class', () => {
    expect(flightSearchUrl(search)).toBe(
      '/flights?from=Delhi&to=Mumbai&date=2026-12-20&return=2026-12-27&passengers=2&class=Economy',
    );
  });

  it('leaves out the return date of a one-way trip, even one left in the box', () => {
    expect(flightSearchUrl({ ...search, returnTrip: false, passengers: '1-business' })).toBe(
      '/flights?from=Delhi&to=Mumbai&date=2026-12-20&passengers=1&class=Business',
    );
  });
});
