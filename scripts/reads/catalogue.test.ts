import { asterRooms } from '../../seed/data';
import { firestoreConverters } from '../../src/backend/firebase/converters';
import { daysBetween } from '../../src/backend/domain/calendar';
import { randomIdPattern } from '../../src/backend/domain/ids';
import type { Article, Booking, TourPackage } from '../../src/backend/schemas';
import { generateCatalogue } from './catalogue';

const today = '2026-05-10';
const catalogue = generateCatalogue({ tours: 100, articles: 100, bookings: 1000 }, { today });
const convert = firestoreConverters(() => null);
const stored = (collection: string) => catalogue.documents.filter((document) => document.collection === collection);
const read = <T>(collection: string, fromDocument: (doc: { id: string; data: Record<string, unknown> }) => T | null): T[] =>
  stored(collection).map((document) => {
    const entity = fromDocument({ id: document.id, data: document.data });
    if (entity === null) throw new Error(`${collection}/${document.id} does not read back`);
    return entity;
  });

describe('generateCatalogue', () => {
  it('holds the totals asked for, samples included, and every document reads back as the app reads it', () => {
    expect(catalogue.counts).toMatchObject({ tourPackages: 100, articles: 100, hotelBookings: 1000 });
    const warn = vi.spyOn(console, 'warn');
    expect(read<TourPackage>('tourPackages', convert.tour.fromDocument)).toHaveLength(100);
    expect(read<Article>('articles', convert.article.fromDocument)).toHaveLength(100);
    expect(read<Booking>('hotelBookings', convert.booking.fromDocument)).toHaveLength(1000);
    expect(warn).not.toHaveBeenCalled();
    // The generated ones have the ids the app gives them.
    expect(stored('tourPackages').filter(({ id }) => /^tour_\d+$/.test(id))).toHaveLength(96);
    expect(stored('articles').filter(({ id }) => /^article_\d+$/.test(id))).toHaveLength(97);
    expect(stored('hotelBookings').filter(({ id }) => randomIdPattern.test(id))).toHaveLength(998);
    expect(new Set(stored('articles').map(({ data }) => data.slug)).size).toBe(100);
  });

  it('varies what is booked, when, by whom and how it went', () => {
    const tours = read<TourPackage>('tourPackages', convert.tour.fromDocument);
    const bookings = read<Booking>('hotelBookings', convert.booking.fromDocument);
    expect(new Set(tours.map((tour) => tour.category)).size).toBe(4);
    expect(new Set(tours.map((tour) => tour.price)).size).toBeGreaterThan(40);
    expect(new Set(tours.map((tour) => tour.duration)).size).toBeGreaterThan(8);
    expect(tours.filter((tour) => Object.keys(tour.departures).length > 0).length).toBeGreaterThan(10);
    expect(new Set(bookings.map((booking) => booking.kind))).toEqual(
      new Set(['hotel', 'tour', 'room', 'flight', 'flightRequest']),
    );
    expect(new Set(bookings.map((booking) => booking.status))).toEqual(new Set(['Pending', 'Confirmed', 'Cancelled']));
    expect(new Set(bookings.map((booking) => booking.userName)).size).toBeGreaterThan(200);
    const travel = bookings.map((booking) => booking.travelDate).sort();
    expect(daysBetween(travel[0]!, travel.at(-1)!)).toBeGreaterThan(550);
    expect(travel.some((date) => date < today) && travel.some((date) => date > today)).toBe(true);
    expect(bookings.some((booking) => booking.cancellationRequestedAt !== undefined)).toBe(true);
  });

  it('stores a reference for each booking that has one, and never holds more than the rooms or seats there are', () => {
    const references = catalogue.extra.filter((document) => document.collection === 'bookingReferences');
    const withReference = stored('hotelBookings').filter(({ data }) => typeof data.reference === 'string');
    expect(references.map(({ id }) => id).sort()).toEqual(withReference.map(({ data }) => data.reference).sort());
    for (const { id, data } of catalogue.extra.filter((document) => document.collection === 'roomNights')) {
      const room = asterRooms.find((candidate) => id.startsWith(`${candidate.id}_`));
      expect(Math.max(...Object.values(data.held as Record<string, number>))).toBeLessThanOrEqual(room!.rooms);
    }
    const tours = new Map(read<TourPackage>('tourPackages', convert.tour.fromDocument).map((tour) => [tour.id, tour]));
    const seats = catalogue.extra.filter((document) => document.collection === 'departureSeats');
    expect(seats.length).toBeGreaterThan(0);
    for (const { data } of seats)
      expect(data.held).toBeLessThanOrEqual(tours.get(String(data.tourId))!.departures[String(data.date)]!);
  });

  it('makes the same data again for the same day', () => {
    const again = generateCatalogue({ tours: 100, articles: 100, bookings: 1000 }, { today });
    expect(again.documents).toEqual(catalogue.documents);
    expect(again.sampleTourId).toBe(catalogue.sampleTourId);
  });
});
