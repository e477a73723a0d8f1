import { sampleFlights } from '~seed/data/flights';
import {
  bookingHref,
  defaultRouteText,
  describeFlightSearch,
  flightEnquiry,
  isSearch,
  matchFlights,
  noFlightsMessage,
  parseFlightSearch,
  passengersLabel,
} from './flight-search';

const parse = (query: string) => parseFlightSearch(new URLSearchParams(query));
const full = parse('from=Delhi&to=Mumbai&date=2026-12-20&return=2026-12-27&passengers=2&class=Economy');

describe('parseFlightSearch', () => {
  it('reads a home search', () => {
    expect(full).toEqual({
      from: 'Delhi',
      to: 'Mumbai',
      date: '2026-12-20',
      returnDate: '2026-12-27',
      passengers: 2,
      cabin: 'Economy',
    });
  });

  it('reads the search as the home form sends it before the app starts, passengers and cabin in one value', () => {
    const native = parse('from=Delhi&to=Mumbai&date=2026-12-20&return=2026-12-27&passengers=2-economy');
    expect(native).toEqual(full);
    expect(parse('passengers=1-business')).toMatchObject({ passengers: 1, cabin: 'Business' });
    expect(parse('passengers=1-business&class=Economy').cabin).toBe('Economy');
    expect(parse('passengers=3-first')).toMatchObject({ passengers: 3, cabin: null });
  });

  it('is no search without a place or a date', () => {
    expect(isSearch(parse(''))).toBe(false);
    expect(isSearch(parse('passengers=2&class=Business'))).toBe(false);
    expect(isSearch(parse('from=%20%20'))).toBe(false);
    expect(isSearch(parse('to=Mumbai'))).toBe(true);
  });

  it('drops impossible dates, counts and classes', () => {
    expect(parse('from=Delhi&date=2026-02-30&return=soon&passengers=0&class=first')).toEqual({
      from: 'Delhi',
      to: '',
      date: null,
      returnDate: null,
      passengers: null,
      cabin: null,
    });
    expect(parse('class=business').cabin).toBe('Business');
    // As many passengers as a flight booking takes (limits.flightPassengers), no more.
    expect(parse('passengers=9').passengers).toBe(9);
    expect(parse('passengers=10').passengers).toBeNull();
  });
});

describe('matchFlights', () => {
  it.each(['from=Delhi&to=Mumbai', 'from=delhi&to=mumbai', 'from=DEL&to=BOM', 'from=del', 'to=bom', ''])(
    '%j finds the three samples',
    (query) => {
      expect(matchFlights(sampleFlights, parse(query))).toHaveLength(3);
    },
  );

  it.each(['from=Kolkata&to=Bagdogra', 'from=Mumbai&to=Delhi', 'from=Delhi&to=Bagdogra'])('%j finds none', (query) => {
    expect(matchFlights(sampleFlights, parse(query))).toEqual([]);
  });

  it('does not narrow by date: the samples fly every day', () => {
    expect(matchFlights(sampleFlights, parse('date=2030-01-01'))).toHaveLength(3);
  });
});

describe('describeFlightSearch', () => {
  it('keeps the fixed text when nothing was searched', () => {
    expect(describeFlightSearch(parse(''), sampleFlights)).toBe(defaultRouteText);
    expect(defaultRouteText).toBe('Showing results for Delhi (DEL) to Mumbai (BOM)');
  });

  it('names the matched airports, the date and the passengers', () => {
    const search = parse('from=del&to=mumbai&date=2026-12-20&passengers=1&class=Economy');
    expect(describeFlightSearch(search, matchFlights(sampleFlights, search))).toBe(
      'Showing results for Delhi (DEL) to Mumbai (BOM) on 20 Dec 2026, 1 passenger, Economy',
    );
  });

  it('repeats what was typed when nothing matched, and fills gaps', () => {
    expect(describeFlightSearch(parse('from=Kolkata&to=Bagdogra&date=2026-12-20&passengers=2&class=Business'), [])).toBe(
      'Showing results for Kolkata to Bagdogra on 20 Dec 2026, 2 passengers, Business',
    );
    expect(describeFlightSearch(parse('to=Mumbai'), [])).toBe('Showing results for any city to Mumbai');
  });
});

describe('passengersLabel', () => {
  it('joins what it knows', () => {
    expect(passengersLabel(1, 'Business')).toBe('1 passenger, Business');
    expect(passengersLabel(3, null)).toBe('3 passengers');
    expect(passengersLabel(null, 'Economy')).toBe('Economy');
    expect(passengersLabel(null, null)).toBeNull();
  });
});

describe('noFlightsMessage', () => {
  it('names the route as typed', () => {
    expect(noFlightsMessage(parse('from=Kolkata&to=Bagdogra'))).toBe('No flights found from Kolkata to Bagdogra.');
    expect(noFlightsMessage(parse('from=Kolkata'))).toBe('No flights found from Kolkata.');
    expect(noFlightsMessage(parse('to=Paro'))).toBe('No flights found to Paro.');
  });
});

describe('bookingHref', () => {
  const flight = sampleFlights[0]!;

  it('passes the date and passengers on to the booking page', () => {
    expect(bookingHref(flight, full)).toBe('/flight-booking/fl-6e-2175?date=2026-12-20&passengers=2');
  });

  it('is the plain link without a search', () => {
    expect(bookingHref(flight, parse(''))).toBe('/flight-booking/fl-6e-2175');
  });
});

describe('flightEnquiry', () => {
  it('prefills a WhatsApp question about the route', () => {
    expect(flightEnquiry(parse('from=Kolkata&to=Bagdogra&date=2026-12-20&passengers=2&class=Economy'))).toBe(
      'Hello! I am looking for a flight from Kolkata to Bagdogra on 20 Dec 2026 for 2 passengers, Economy. Can you help?',
    );
  });
});
