import { describe, expect, it } from 'vitest';
import { cardChoiceSearch, departuresBetween, nextDepartures, runsBetween, searchRange, splitByDates } from './runs-in-dates';

const bhutan = { id: 'bhutan', departures: { '2027-10-16': 12, '2027-03-20': 12, '2027-04-17': 12 } };
const sikkim = { id: 'sikkim', departures: {} };
const trip = (checkIn: string | null, checkOut: string | null, guests: number | null = null) => ({ checkIn, checkOut, guests });

describe('tours running in the dates searched', () => {
  it('runs a tour on request on any date, a fixed tour only when a departure starts within the dates', () => {
    expect(runsBetween(sikkim, '2027-01-10', '2027-01-15')).toBe(true);
    expect(runsBetween(bhutan, '2027-01-10', '2027-01-15')).toBe(false);
    expect(runsBetween(bhutan, '2027-03-15', '2027-03-20')).toBe(true);
    expect(runsBetween(bhutan, '2027-03-21', '2027-04-16')).toBe(false);
    expect(departuresBetween(bhutan, '2027-03-01', '2027-04-30')).toEqual(['2027-03-20', '2027-04-17']);
  });

  it('splits the list, keeping its order, and says nothing without dates', () => {
    const tours = [bhutan, sikkim];
    expect(splitByDates(tours, trip('2027-01-10', '2027-01-15'))).toEqual({ running: [sikkim], notRunning: [bhutan] });
    expect(splitByDates(tours, trip('2027-10-10', '2027-10-20'))).toEqual({ running: tours, notRunning: [] });
    expect(splitByDates(tours, trip(null, null, 2))).toEqual({ running: tours, notRunning: [] });
  });

  it('reads one date alone as that day, and dates given the wrong way round in order', () => {
    expect(searchRange(trip('2027-03-20', null))).toEqual({ from: '2027-03-20', to: '2027-03-20' });
    expect(searchRange(trip('2027-03-25', '2027-03-18'))).toEqual({ from: '2027-03-18', to: '2027-03-25' });
  });

  it('names the next departures of a tour that does not run then', () => {
    expect(nextDepartures(bhutan, '2027-01-10', 2)).toEqual(['2027-03-20', '2027-04-17']);
  });

  it('carries the first departure in the dates, or the check-in of a tour on request, and the guests as adults', () => {
    expect(cardChoiceSearch(bhutan, trip('2027-03-01', '2027-04-30', 2))).toBe('?date=2027-03-20&adults=2');
    expect(cardChoiceSearch(sikkim, trip('2027-01-10', '2027-01-15', 5))).toBe('?date=2027-01-10&adults=5');
    expect(cardChoiceSearch(sikkim, trip(null, null, 3))).toBe('?adults=3');
    expect(cardChoiceSearch(sikkim, trip(null, null))).toBe('');
  });
});
