import { describeTrip, formatStayRange, guestsLabel, hasTripDetails, parseTripDetails, tripRequestText } from './trip-summary';

describe('parseTripDetails', () => {
  it('reads the dates and guests of a home search', () => {
    expect(
      parseTripDetails(new URLSearchParams('destination=Darjeeling&checkIn=2026-12-20&checkOut=2026-12-23&guests=2')),
    ).toEqual({
      checkIn: '2026-12-20',
      checkOut: '2026-12-23',
      guests: 2,
    });
  });

  it('drops what is not a real date or a sensible number of guests', () => {
    expect(parseTripDetails(new URLSearchParams('checkIn=2026-02-30&checkOut=20-12-2026&guests=0'))).toEqual({
      checkIn: null,
      checkOut: null,
      guests: null,
    });
    expect(parseTripDetails(new URLSearchParams('guests=lots')).guests).toBeNull();
    expect(parseTripDetails(new URLSearchParams('guests=500')).guests).toBeNull();
    expect(hasTripDetails(parseTripDetails(new URLSearchParams('destination=Paro')))).toBe(false);
  });
});

describe('formatStayRange', () => {
  it('names the year once within a year', () => {
    expect(formatStayRange('2026-12-20', '2026-12-23')).toBe('20 Dec – 23 Dec 2026');
  });

  it('names both years across a new year', () => {
    expect(formatStayRange('2026-12-28', '2027-01-02')).toBe('28 Dec 2026 – 2 Jan 2027');
  });

  it('copes with one date or none', () => {
    expect(formatStayRange('2026-12-20', null)).toBe('from 20 Dec 2026');
    expect(formatStayRange(null, '2026-12-23')).toBe('until 23 Dec 2026');
    expect(formatStayRange(null, null)).toBeNull();
  });
});

describe('guestsLabel', () => {
  it.each([
    [1, '1 guest'],
    [2, '2 guests'],
    [5, '5+ guests'],
    [7, '7 guests'],
  ])('%d -> %s', (guests, label) => {
    expect(guestsLabel(guests)).toBe(label);
  });
});

describe('describeTrip', () => {
  const trip = { checkIn: '2026-12-20', checkOut: '2026-12-23', guests: 2 };

  it('repeats the home search', () => {
    expect(describeTrip('Darjeeling', trip)).toBe('Showing packages for "Darjeeling", 20 Dec – 23 Dec 2026, 2 guests');
  });

  it('leaves out what is missing', () => {
    expect(describeTrip('  ', trip)).toBe('Showing packages for 20 Dec – 23 Dec 2026, 2 guests');
    expect(describeTrip('Paro', { checkIn: null, checkOut: null, guests: 1 })).toBe('Showing packages for "Paro", 1 guest');
  });

  it('says nothing without trip details: the destination box already shows a typed place', () => {
    expect(describeTrip('Darjeeling', { checkIn: null, checkOut: null, guests: null })).toBeNull();
  });
});

describe('tripRequestText', () => {
  it('carries the place, the dates and the party searched for', () => {
    const trip = { checkIn: '2026-12-10', checkOut: '2026-12-14', guests: 2 };
    expect(tripRequestText(' Zuluk ', trip)).toBe(
      'I would like a trip to Zuluk, 10 Dec – 14 Dec 2026, 2 guests. Could you plan one for me?',
    );
    expect(tripRequestText('', { checkIn: null, checkOut: null, guests: null })).toBe(
      'I would like a trip. Could you plan one for me?',
    );
  });
});
