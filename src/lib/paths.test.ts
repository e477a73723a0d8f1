import {
  adminArticleEditorPath,
  adminBookingPath,
  adminBookingPathInMail,
  adminBookingsPath,
  adminOccupancyPath,
  isAdminPath,
} from './admin-paths';
import {
  articlePath,
  flightBookingPath,
  flightListPath,
  publicPaths,
  roomBookingPath,
  staticPublicPaths,
  tourBookingPath,
  tourListPath,
  tourPath,
} from './paths';

describe('paths', () => {
  it('address tours and articles by id and slug, safely encoded', () => {
    expect(tourPath('sikkim-delight')).toBe('/hotel/sikkim-delight');
    expect(tourBookingPath('sikkim-delight')).toBe('/booking/sikkim-delight');
    expect(articlePath('momos & more')).toBe('/article/momos%20%26%20more');
    expect(adminArticleEditorPath('a/b')).toBe('/admin/articles/edit/a%2Fb');
  });

  it("book a Hotel Aster room under the room's name, lowercased, hyphenated, without parentheses", () => {
    expect(roomBookingPath('Deluxe Double (Mountain View)')).toBe('/booking/hotel-aster-deluxe-double-mountain-view');
  });

  it('add a query only when there is one', () => {
    expect(tourListPath()).toBe('/hotels');
    expect(tourListPath(new URLSearchParams())).toBe('/hotels');
    expect(tourListPath(new URLSearchParams({ destination: 'Paro' }))).toBe('/hotels?destination=Paro');
    expect(flightListPath(new URLSearchParams({ from: 'Delhi' }))).toBe('/flights?from=Delhi');
    expect(flightBookingPath('f1', new URLSearchParams({ passengers: '2' }))).toBe('/flight-booking/f1?passengers=2');
  });

  it('list the fixed pages, then every tour and article', () => {
    expect(publicPaths([{ id: 'a' }], [{ slug: 'b' }])).toEqual([...staticPublicPaths, '/hotel/a', '/article/b']);
  });

  it('address a booking by id, the bookings list with its filters and the occupancy by month', () => {
    expect(adminBookingPath('a/b')).toBe('/admin/hotel-bookings/a%2Fb');
    // A mail fills the booking's id into its template's address: it is the booking's own address.
    expect(adminBookingPathInMail().replace('{{bookingId}}', 'AbC123')).toBe(adminBookingPath('AbC123'));
    expect(adminBookingsPath()).toBe('/admin/hotel-bookings');
    expect(adminBookingsPath(new URLSearchParams({ status: 'Confirmed' }))).toBe('/admin/hotel-bookings?status=Confirmed');
    expect(adminOccupancyPath()).toBe('/admin/occupancy');
    expect(adminOccupancyPath('2027-02')).toBe('/admin/occupancy?month=2027-02');
  });

  it('tell the admin panel from the public pages', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/tours')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/hotels')).toBe(false);
  });
});
