import { roomBookingId } from './slug.ts';

/**
 * Every public address of the site, built in one place. Several of the addresses do not say what they show
 * (`/hotels` lists tour packages, `/hotel/<id>` is one tour, `/booking/<id>` books a tour or a Hotel Aster room):
 * the builders' names do. The admin panel's addresses are in admin-paths.ts.
 */
const withQuery = (path: string, query?: URLSearchParams) => {
  const text = query?.toString();
  return text ? `${path}?${text}` : path;
};

export const homePath = () => '/';

/** The tour packages, optionally filtered (destination, category, price, duration, sort, trip details). */
export const tourListPath = (query?: URLSearchParams) => withQuery('/hotels', query);

/** One tour package with its itinerary. */
export const tourPath = (id: string) => `/hotel/${encodeURIComponent(id)}`;

/** The booking form of a tour package. */
export const tourBookingPath = (id: string) => `/booking/${encodeURIComponent(id)}`;

/** The booking form of a Hotel Aster room: the same address as a tour's, with the room's booking id. */
export const roomBookingPath = (roomName: string) => `/booking/${roomBookingId(roomName)}`;

/** The sample flights, optionally for one search (from, to, date, return, passengers, class). */
export const flightListPath = (query?: URLSearchParams) => withQuery('/flights', query);

/** The booking form of a flight; the search's date and passengers may come along to prefill it. */
export const flightBookingPath = (id: string, query?: URLSearchParams) =>
  withQuery(`/flight-booking/${encodeURIComponent(id)}`, query);

export const hotelAsterPath = () => '/hotel-aster-gangtok';

export const articleListPath = () => '/articles';

/** One article, by its slug. */
export const articlePath = (slug: string) => `/article/${encodeURIComponent(slug)}`;

/** The signed-in customer's bookings. */
export const myBookingsPath = () => '/account/bookings';

/** The printable voucher of one of the signed-in customer's confirmed bookings. */
export const bookingVoucherPath = (id: string) => `/account/bookings/${encodeURIComponent(id)}/voucher`;
/** The trip pack of one of the signed-in customer's confirmed bookings: the plan, the phones, kept on the phone. */
export const bookingTripPath = (id: string) => `/account/bookings/${encodeURIComponent(id)}/trip`;

/** The printable page of a tax document issued for one of the signed-in customer's bookings. */
export const taxDocumentPath = (bookingId: string, documentId: string) =>
  `/account/bookings/${encodeURIComponent(bookingId)}/documents/${encodeURIComponent(documentId)}`;

export const signInPath = () => '/login';

export const signUpPath = () => '/signup';

/** The admin sign-in: here, not in admin-paths.ts, because the guard of every admin page (loaded with the site) sends visitors to it. */
export const adminLoginPath = () => '/admin/login';

export const privacyPolicyPath = () => '/privacy-policy';

export const termsPath = () => '/terms-and-conditions';

export const cancellationPolicyPath = () => '/cancellation-policy';

export const shippingPolicyPath = () => '/shipping-policy';

/**
 * The public pages whose address is fixed: listed in sitemap.xml and prerendered at build time, together with
 * each tour and article.
 */
export const staticPublicPaths = [
  homePath(),
  tourListPath(),
  flightListPath(),
  hotelAsterPath(),
  articleListPath(),
  privacyPolicyPath(),
  termsPath(),
  cancellationPolicyPath(),
  shippingPolicyPath(),
];

/** Every public page for these tours and articles: what the sitemap lists and the build prerenders. */
export function publicPaths(tours: readonly { id: string }[], articles: readonly { slug: string }[]): string[] {
  return [
    ...staticPublicPaths,
    ...tours.map((tour) => tourPath(tour.id)),
    ...articles.map((article) => articlePath(article.slug)),
  ];
}
